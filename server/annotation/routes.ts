import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { annotationRoutes } from "./annotationRoutes";
import { datasetRoutes } from "./datasetRoutes";
import { exportRoutes } from "./exportRoutes";
import { importRoutes } from "./importRoutes";
import { labelRoutes } from "./labelRoutes";
import { publicDatasetRoutes } from "./publicDatasetRoutes";
import { reviewRoutes } from "./reviewRoutes";
import { scoreRoutes } from "./scoreRoutes";
import { taskOperationRoutes } from "./taskOperationRoutes";
import { taskReadRoutes } from "./taskReadRoutes";
import { teamRoutes } from "./teamRoutes";
import { teamTaskRoutes } from "./teamTaskRoutes";
import { versionAnnotationRoutes } from "./versionAnnotationRoutes";
import { versionExtraRoutes } from "./versionExtraRoutes";

/** Datasets and team annotation (docs/annotation-api.md), every call under `/api/aimanager/v1`. */
export async function annotationApi(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  // Plain multipart uploads into a version (field `file`), beside the ticket form.
  await app.register(multipart, { limits: { fileSize: 50 * 1_048_576, files: 100 } });
  // 数据集管理's routes spell their contracts' full paths (src/contracts/datasets.ts, labels.ts,
  // datasetVersions.ts, datasetFormats.ts).
  await app.register(datasetRoutes, options);
  await app.register(importRoutes, options);
  await app.register(exportRoutes, options);
  await app.register(publicDatasetRoutes, options);
  await app.register(labelRoutes, options);
  await app.register(versionExtraRoutes, options);
  // 团队任务管理 and 数据标注: full paths from their contract (src/contracts/annotation.ts).
  await app.register(teamRoutes, options);
  await app.register(teamTaskRoutes, options);
  await app.register(taskOperationRoutes, options);
  await app.register(taskReadRoutes, options);
  await app.register(annotationRoutes, options);
  await app.register(reviewRoutes, options);
  await app.register(versionAnnotationRoutes, options);
  await app.register(scoreRoutes, options);
}
