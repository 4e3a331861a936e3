import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { Id, IdParams, PageQuery, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import { PUBLIC_DATASET_API } from "../../src/contracts/datasets";
import { DATASET_TEXT, DatasetStore, type DatasetRow } from "../platform/datasetStore";
import { DatasetPages } from "./datasetPages";

/** What a visitor may read of a public dataset (the portal's read-only page): the contract's paths. */
const PUBLIC_DATASET_PATHS = PUBLIC_DATASET_API;

/**
 * A public dataset as the portal shows it without a sign-in: the dataset, its versions, a page of a
 * version's items and each item's image. Anything that is not public answers 404 (数据集不存在 or
 * 数据不存在), as if it did not exist: a visitor learns nothing of private datasets.
 */
export async function publicDatasetRoutes(
  app: FastifyInstance,
  options: { platform: Platform; dataDir: string },
) {
  const { platform } = options;
  const store = new DatasetStore(platform.db, options.dataDir, platform.now);
  const pages = new DatasetPages(store, platform);

  const publicDataset = (id: number): DatasetRow =>
    pages.publicDataset(id) ?? refuse(404, DATASET_TEXT.notFound);

  route(app, {
    method: "GET",
    url: PUBLIC_DATASET_PATHS.one,
    access: "public",
    schema: { params: IdParams("数据集") },
    handler: ({ params, reply }) => sendOk(reply, store.datasetView(publicDataset(params.id))),
  });

  route(app, {
    method: "GET",
    url: PUBLIC_DATASET_PATHS.versions,
    access: "public",
    schema: { querystring: T.Object({ dataSetId: Id("数据集") }) },
    handler: ({ query, reply }) =>
      sendOk(
        reply,
        store.versions(publicDataset(query.dataSetId).id).map((row) => store.versionView(row)),
      ),
  });

  route(app, {
    method: "GET",
    url: PUBLIC_DATASET_PATHS.items,
    access: "public",
    schema: {
      querystring: T.Object({ ...PageQuery, dataSetId: Id("数据集"), versionId: T.Optional(Id("版本")) }),
    },
    handler: ({ query, reply }) => {
      const dataset = publicDataset(query.dataSetId);
      const version = query.versionId
        ? store.version(query.versionId, dataset.id)
        : (store.newestVersion(dataset.id) ?? refuse(404, DATASET_TEXT.versionNotFound));
      return sendOk(reply, pages.items(version.id, query));
    },
  });

  route(app, {
    method: "GET",
    url: PUBLIC_DATASET_PATHS.file,
    access: "public",
    schema: { params: IdParams("数据") },
    handler: ({ params, reply }) => {
      const item = store.item(params.id);
      if (!pages.publicDataset(item.dataset_id)) refuse(404, DATASET_TEXT.itemNotFound);
      const file = store.file(item);
      if (!fs.existsSync(file)) refuse(404, DATASET_TEXT.itemNotFound);
      return reply
        .header("content-type", store.mime(item))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "public, max-age=300")
        .header("content-length", fs.statSync(file).size)
        .send(fs.createReadStream(file));
    },
  });
}
