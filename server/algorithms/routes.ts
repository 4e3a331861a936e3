import path from "node:path";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { TaskStore } from "../platform/ai/trainingTaskStore";
import { algorithmRoutes } from "./algorithmRoutes";
import { publicAlgorithmRoutes } from "./publicRoutes";
import { AlgorithmStore } from "../platform/ai/algorithmStore";
import { IMAGE_MAX_BYTES } from "../../src/contracts/algorithms";
import { algorithmTypeRoutes } from "./typeRoutes";
import { BACK_OFFICE_CODE } from "../../src/contracts/algorithmTypes";
import { AlgorithmTypeStore } from "./typeStore";
import { versionRoutes } from "./versionRoutes";
import { modelVersionsUsing } from "./versionUsage";
import { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";

/** The type tree a fresh data folder starts with (users add their own). */
const DEFAULT_TYPES: { name: string; children: string[] }[] = [
  { name: "计算机视觉", children: ["图像分类", "目标检测"] },
  { name: "机器学习", children: ["分类", "回归"] },
];

/** 算法管理 (codes modelManage, calcM): algorithm types, algorithms and their versions. */
export async function algorithmsRoutes(
  app: FastifyInstance,
  { platform, dataDir }: { platform: Platform; dataDir: string },
) {
  const algorithms = new AlgorithmStore(platform.db, platform.now);
  const types = new AlgorithmTypeStore(platform.db, platform.now);
  const versions = new AlgorithmVersionStore(platform.db, platform.now);
  const tasks = new TaskStore(platform.db, platform.now);
  if (types.all().length === 0)
    for (const [index, root] of DEFAULT_TYPES.entries()) {
      const parent = types.add(null, root.name, index);
      root.children.forEach((child, order) => types.add(parent.id, child, order));
    }
  // Model versions made with a version (the models module's tables, once they exist) keep it in use.
  platform.algorithmVersionUsage.register(modelVersionsUsing(platform.db));
  const filesDir = path.join(dataDir, "algorithms");
  await app.register(multipart, { limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1 } });
  algorithmTypeRoutes(app, types, (userId) => platform.permissions.has(userId, BACK_OFFICE_CODE));
  algorithmRoutes(app, { platform, algorithms, versions, types, tasks, filesDir });
  versionRoutes(app, {
    platform,
    algorithms,
    versions,
    tasks,
    filesDir,
    storageRoot: path.join(dataDir, "storage"),
  });
  publicAlgorithmRoutes(app, { algorithms, versions });
}
