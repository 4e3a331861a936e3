import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import type { FastifyInstance } from "fastify";
import { IdParams, Int, OneOf, PAGING, refuse, signedIn, T, Text } from "../http";
import { answer, pathList } from "./answers";
import type { OperationEvent } from "./operationRecords";
import { OPERATION_ACTIONS, requireStorageAction, storageRoute, type StorageContext } from "./gatewayRoutes";
import { STORAGE_TEXT, StorageRefusal } from "../platform/storageText";

/** The spec's operation types (1 delete … 8 unzip); anything else, `true` included, is refused. */
const OPERATION_TYPES = Object.values(STORAGE.opType);
const STORAGE_LOG_MODULE = "存储管理";
/** The operation log's word for each operation type. */
const OPERATION_NAMES: Record<number, string> = {
  [STORAGE.opType.delete]: "删除",
  [STORAGE.opType.copy]: "复制",
  [STORAGE.opType.mkdir]: "新建文件夹",
  [STORAGE.opType.rename]: "重命名",
  [STORAGE.opType.chmod]: "修改权限",
  [STORAGE.opType.chown]: "修改所有者",
  [STORAGE.opType.pack]: "压缩",
  [STORAGE.opType.unpack]: "解压",
};

/**
 * An operation as the log and the home page's 最近操作 say it: `重命名 /GPUFS/admin/a.txt → b.txt`,
 * `删除 /GPUFS/admin/x, /GPUFS/admin/y`, `修改权限 /GPUFS/admin/run.sh → 755` (at most three paths, then 等 n 项).
 */
export function operationSentence(type: number, from: string[], target: string[], mod?: string): string {
  const list = (paths: string[]) =>
    paths.length > 3 ? `${paths.slice(0, 3).join(", ")} 等 ${paths.length} 项` : paths.join(", ");
  const what = OPERATION_NAMES[type] ?? String(type);
  const to = target.length ? list(target) : mod ? mod : "";
  const source = from.length ? list(from) : "";
  return [what, source, to && source ? `→ ${to}` : to].filter(Boolean).join(" ");
}

/** `from` / `target`: a list of paths or `{ path }` items, or the spec's JSON string of one. */
const PathItems = T.Optional(
  T.Union([
    T.String({ maxLength: 1_048_576 }),
    T.Array(T.Union([Text(8192), T.Object({ path: Text(8192) })]), { maxItems: 10_000 }),
    T.Null(),
  ]),
);

/**
 * The operation records (GET opt, paged), starting an operation (POST opt: the type is one of the spec's
 * numbers, checked before anything is touched), removing a record, and an operation's output stream
 * (websocket opt/{id}).
 */
export async function operationRoutes(
  app: FastifyInstance,
  { platform, records, operations }: StorageContext,
) {
  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageOpt,
    schema: {
      querystring: T.Object({
        page: T.Optional(Int(1, PAGING.maxPageNum)),
        limit: T.Optional(Int(1, PAGING.maxPageSize)),
        order_by: T.Optional(Text(20)),
      }),
    },
    handler: ({ user, query, reply }) =>
      answer(
        reply,
        records.page(
          user.id,
          query.page ?? STORAGE.recordsPage.page,
          query.limit ?? STORAGE.recordsPage.limit,
        ),
      ),
  });

  storageRoute(app, {
    method: "POST",
    url: STORAGE_API.storageOpt,
    log: { name: "存储操作", module: STORAGE_LOG_MODULE },
    schema: {
      querystring: T.Object({ mod: T.Optional(Text(10)) }),
      body: T.Object({
        type: OneOf(OPERATION_TYPES, STORAGE_TEXT.badType),
        from: PathItems,
        target: PathItems,
        mod: T.Optional(Text(10)),
      }),
    },
    handler: ({ request, user, query, body, log, reply }) => {
      // The schema admits only the spec's types, each of which has its action code.
      requireStorageAction(platform, request, OPERATION_ACTIONS[body.type] ?? "edit");
      const from = pathList(body.from);
      const target = pathList(body.target);
      const mod = query.mod ?? body.mod;
      log.describe(operationSentence(body.type, from, target, mod));
      const id = operations.start(user.id, user.user_name, { type: body.type, from, target, mod });
      return answer(reply, { spec: { id } });
    },
  });

  storageRoute(app, {
    method: "DELETE",
    url: STORAGE_API.storageOptOne,
    log: { name: "删除操作记录", module: STORAGE_LOG_MODULE },
    schema: { params: IdParams() },
    handler: ({ user, params, reply }) => {
      if (!records.remove(user.id, params.id)) throw new StorageRefusal(STORAGE_TEXT.recordNotFound, 404);
      return answer(reply, { spec: { id: params.id } });
    },
  });

  storageRoute(app, {
    method: "GET",
    url: STORAGE_API.storageOptOne,
    tokenInQuery: true,
    schema: { params: IdParams() },
    // A plain GET of the stream's address is not a websocket: nothing to answer there.
    handler: () => refuse(404),
    wsHandler: (socket, request) => {
      const id = (request.params as { id: number }).id;
      const record = records.get(signedIn(request).user.id, id);
      if (!record) {
        socket.close(4404, "operation not found");
        return;
      }
      // `?from=n`: the client already holds the first n lines (a dropped socket reconnecting).
      const from = Number((request.query as { from?: string }).from ?? 0);
      if (!Number.isInteger(from) || from < 0) {
        socket.close(4400, "from must be a whole number of lines");
        return;
      }
      for (const line of records.lines(id).slice(from)) socket.send(line);
      if (record.status !== STORAGE.opStatus.running) {
        socket.close(1000, "end");
        return;
      }
      const channel = `op:${id}`;
      const listener = (event: OperationEvent) => {
        if (event.kind === "line") socket.send(event.line);
        else {
          records.events.off(channel, listener);
          socket.close(1000, "end");
        }
      };
      records.events.on(channel, listener);
      socket.on("close", () => records.events.off(channel, listener));
    },
  });
}
