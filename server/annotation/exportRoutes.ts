import type { FastifyInstance, FastifyReply } from "fastify";
import type { Readable } from "node:stream";
import yazl from "yazl";
import {
  DATASET_FORMAT_PATHS,
  ExportQuery,
  ExportVersionQuery,
  FORMAT_TEXT,
  type ExportFormat,
} from "../../src/contracts/datasetFormats";
import { anyOf, PathId, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import { isGranted, SHARE_RESOURCE } from "../platform/grants";
import { CODES } from "./common";
import { DatasetStore, versionName } from "../platform/datasetStore";
import { zipSink } from "../dataset-formats/sink";
import { versionContent } from "../dataset-formats/versionContent";
import { writeFormat } from "../dataset-formats/writeFormat";

const FORBIDDEN = "无权下载该数据集";

/**
 * A dataset version as a zip in COCO, VOC or YOLO (docs/dataset-formats.md), streamed: images are read
 * one at a time as the zip is sent, so memory stays flat. Three spellings of the spec's data-set-history
 * downloads answer the same; a version without images answers 无可下载文件！ (ai-domain §8).
 */
export async function exportRoutes(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  const { platform } = options;
  const db = platform.db;
  const store = new DatasetStore(db, options.dataDir, platform.now);

  const send = (
    userId: number,
    dataSetId: number,
    versionId: number,
    format: ExportFormat,
    reply: FastifyReply,
  ) => {
    const dataset = store.dataset(dataSetId);
    const version = store.version(versionId, dataset.id);
    const readable =
      dataset.user_id === userId ||
      dataset.is_public === 1 ||
      isGranted(db, userId, SHARE_RESOURCE.dataset, dataset.id);
    if (!readable) refuse(403, FORBIDDEN);
    const content = versionContent(db, options.dataDir, version.id);
    if (!content.images.length) refuse(404, FORMAT_TEXT.noFile);
    const zip = new yazl.ZipFile();
    const cut = (error: unknown) =>
      (zip.outputStream as Readable).destroy(error instanceof Error ? error : new Error(String(error)));
    zip.on("error", cut);
    // A client that goes away ends the zip: no file stays open for a download nobody reads.
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) (zip.outputStream as Readable).destroy();
    });
    // The writers only queue entries on a zip; the bytes flow as the client reads.
    writeFormat(content, format, zipSink(zip)).then(() => zip.end(), cut);
    const name = `${dataset.name}-${versionName(version.number)}-${format}.zip`;
    return reply
      .header("content-type", "application/zip")
      .header(
        "content-disposition",
        `attachment; filename="dataset-${format}.zip"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header("cache-control", "no-store")
      .send(zip.outputStream);
  };

  const access = anyOf(CODES.dataset);
  route(app, {
    method: "GET",
    url: DATASET_FORMAT_PATHS.download,
    access,
    log: false,
    schema: {
      params: T.Object({ dataSetId: PathId("数据集"), versionId: PathId("版本") }),
      querystring: ExportQuery,
    },
    handler: ({ user, params, query, reply }) =>
      send(user.id, params.dataSetId, params.versionId, query.format ?? "coco", reply),
  });
  for (const url of [DATASET_FORMAT_PATHS.historyDownload, DATASET_FORMAT_PATHS.zipDownload])
    route(app, {
      method: "GET",
      url,
      access,
      log: false,
      schema: { querystring: ExportVersionQuery },
      handler: ({ user, query, reply }) =>
        send(user.id, query.dataSetId, query.versionId, query.format ?? "coco", reply),
    });
}
