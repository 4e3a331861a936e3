import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, PageQuery, PathId, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import { sanitizeHtml } from "../lib/sanitizeHtml";
import {
  DATASET_VERSION_PATHS as PATHS,
  INTRODUCE_TYPE,
  IntroduceCreateBody,
  IntroduceUpdateBody,
  VERSION_TEXT,
  type IntroduceEntry,
  type IntroducePage,
} from "../../src/contracts/datasetVersions";
import { CODES, DATASET_BUTTONS, formatTime, MAX_NAME, nameOf } from "./common";
import { DatasetStore } from "../platform/datasetStore";
import { IntroduceStore, type IntroduceRow } from "./introduceStore";
import { canRead } from "./versionOperations";
import { ensureVersionTables } from "../platform/datasetVersionSchema";

/** ai-domain §9: an image embedded in editor content stays under 524288 bytes. */
const EMBED_LIMIT_BYTES = 524_288;
const TypeParams = T.Object({ type: PathId("类型"), resourceId: PathId("数据集") });

/**
 * `introduce` (ai-domain §7): a dataset's introduction pages, rich text from the editor cleaned by the
 * same sanitiser as the shared cases. {type}/{resourceId}: type 1 (datasets) and the dataset's id. GET
 * {type}/{id} lists the pages' titles in order; /page a page of pages with content; /all every page with
 * content. The owner (code dataM-A02) writes them; whoever may read the dataset reads them.
 */
export async function introduceRoutes(
  app: FastifyInstance,
  options: { platform: Platform; dataDir: string },
) {
  const { platform } = options;
  const db = platform.db;
  const store = new DatasetStore(db, options.dataDir, platform.now);
  ensureVersionTables(db);
  const pages = new IntroduceStore(db, platform.now);

  const entry = (row: IntroduceRow): IntroduceEntry => ({
    id: row.id,
    type: row.type,
    resourceId: row.resource_id,
    title: row.title,
    sort: row.sort,
    updateTime: formatTime(row.updated_at),
  });
  const full = (row: IntroduceRow): IntroducePage => ({ ...entry(row), content: row.content });

  const readable = (type: number, resourceId: number, userId: number) => {
    if (type !== INTRODUCE_TYPE.dataset) refuse(400, VERSION_TEXT.introduceType);
    const dataset = store.dataset(resourceId);
    if (!canRead(db, store, dataset, userId)) refuse(403, "无权查看该数据集");
    return dataset;
  };
  const fields = (body: { title: string; content: string }) => {
    const title = nameOf(body.title, VERSION_TEXT.introduceTitle);
    const { html, embeddedImages } = sanitizeHtml(body.content);
    if (embeddedImages.some((bytes) => bytes > EMBED_LIMIT_BYTES))
      refuse(400, VERSION_TEXT.introduceTooLarge);
    return { title: title.slice(0, MAX_NAME), content: html };
  };
  const row = (id: number) => pages.byId(id) ?? refuse(404, VERSION_TEXT.introduceNotFound);
  const log = (name: string) => ({ name, module: "数据集管理", hide: ["content"] });

  route(app, {
    method: "POST",
    url: PATHS.introduce,
    access: DATASET_BUTTONS.edit,
    bodyLimit: 4 * 1024 * 1024,
    log: log("新增数据集介绍"),
    schema: { body: IntroduceCreateBody },
    handler: ({ user, body, reply }) => {
      if (body.type !== INTRODUCE_TYPE.dataset) refuse(400, VERSION_TEXT.introduceType);
      const dataset = store.owned(body.resourceId, user.id);
      const { title, content } = fields(body);
      const id = pages.insert({ type: body.type, resourceId: dataset.id, title, content, userId: user.id });
      return sendOk(reply, full(row(id)));
    },
  });

  route(app, {
    method: "PUT",
    url: PATHS.introduce,
    access: DATASET_BUTTONS.edit,
    bodyLimit: 4 * 1024 * 1024,
    log: log("修改数据集介绍"),
    schema: { body: IntroduceUpdateBody },
    handler: ({ user, body, reply }) => {
      const current = row(body.id);
      store.owned(current.resource_id, user.id);
      const { title, content } = fields(body);
      pages.update(current.id, title, content);
      return sendOk(reply, full(row(current.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: PATHS.introduceRemove,
    access: DATASET_BUTTONS.edit,
    log: log("删除数据集介绍"),
    schema: { params: T.Object({ id: PathId("介绍") }) },
    handler: ({ user, params, reply }) => {
      const current = row(params.id);
      store.owned(current.resource_id, user.id);
      pages.remove(current.id);
      return sendOk(reply, null);
    },
  });

  const READ = anyOf(CODES.dataset);
  route(app, {
    method: "GET",
    url: PATHS.introduceList,
    access: READ,
    schema: { params: TypeParams },
    handler: ({ user, params, reply }) => {
      const dataset = readable(params.type, params.resourceId, user.id);
      return sendOk(reply, pages.of(params.type, dataset.id).map(entry));
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.introducePage,
    access: READ,
    schema: { params: TypeParams, querystring: T.Object({ ...PageQuery }) },
    handler: ({ user, params, query, reply }) => {
      const dataset = readable(params.type, params.resourceId, user.id);
      return sendOk(reply, pages.page<IntroducePage>(params.type, dataset.id, query, full));
    },
  });

  route(app, {
    method: "GET",
    url: PATHS.introduceAll,
    access: READ,
    schema: { params: TypeParams },
    handler: ({ user, params, reply }) => {
      const dataset = readable(params.type, params.resourceId, user.id);
      return sendOk(reply, pages.of(params.type, dataset.id).map(full));
    },
  });
}
