import { OP_LOG_API } from "../../src/contracts/opLog";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, PageQuery, route, signedIn, T, Text } from "../http";
import { fromSession } from "./opLogIdentity";
import { DATE_TIME, OpLogStore, validEntry, type OpLogFilter } from "./opLogStore";
import type { Platform } from "../platform";
import { CODE } from "../../src/contracts/permissionCodes";

export const OP_LOG_READ_CODE = CODE.systemManage;
/** The most entries one write may carry. */
export const MAX_BATCH = 1000;
export const OP_LOG_TEXT = { badBatch: "日志格式错误" } as const;

const Filter = T.Optional(Text(200));
const Time = T.Optional(T.String({ pattern: DATE_TIME.source }));

/**
 * Operation logs: the batched write (any signed-in user; identity, address and a time outside the
 * session are the server's, see opLogIdentity.ts; an array of at most MAX_BATCH; invalid entries
 * are counted and skipped, an id already stored is ignored) and the paged, filtered read (system-manage).
 */
export async function opLogRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const store = new OpLogStore(platform.db, platform.now);

  route(app, {
    method: "POST",
    url: OP_LOG_API.opLogWrite,
    // The log itself: its entries are the record.
    log: false,
    access: "signedIn",
    openToUnaudited: true,
    openToCodeless: true,
    bodyLimit: 2 * 1024 * 1024,
    schema: { body: T.Array(T.Unknown(), { maxItems: MAX_BATCH, "x-message": OP_LOG_TEXT.badBatch }) },
    handler: ({ request, user, body, reply }) => {
      const session = signedIn(request);
      const reporter = {
        user,
        ip: request.ip,
        sessionIssuedAt: platform.sessions.findActive(session.token)?.issued_at ?? platform.now(),
        now: platform.now(),
      };
      const valid = body.filter(validEntry);
      const accepted = store.insert(
        valid.map((entry) => fromSession(entry, reporter)),
        user.id,
        request.ip,
      );
      return sendOk(reply, {
        accepted,
        duplicates: valid.length - accepted,
        rejected: body.length - valid.length,
      });
    },
  });

  // The read answers at the shell spec's path and at ai-domain §7's "op-log (GET, POST, session)".
  for (const url of [OP_LOG_API.opLogRead, OP_LOG_API.opLogWrite])
    route(app, {
      method: "GET",
      url,
      access: anyOf(OP_LOG_READ_CODE),
      schema: {
        querystring: T.Object({
          ...PageQuery,
          user: Filter,
          pageName: Filter,
          content: Filter,
          startTime: Time,
          endTime: Time,
        }),
      },
      handler: ({ query, reply }) => {
        const filter: OpLogFilter = {
          user: query.user?.trim() || undefined,
          pageName: query.pageName?.trim() || undefined,
          content: query.content?.trim() || undefined,
          startTime: query.startTime,
          endTime: query.endTime,
        };
        return sendOk(reply, store.page(filter, query.pageNum, query.pageSize));
      },
    });
}
