import path from "node:path";
import type { FastifyInstance } from "fastify";
import { packageDir } from "../platform/ai/algorithmAccess";
import { versionPackage } from "../training/packages/trainerSpec";
import { AlgorithmStore } from "../platform/ai/algorithmStore";
import { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";
import type { Platform } from "../platform";
import { TaskChoices } from "./choices";
import { taskRoutes } from "./taskRoutes";
import { TaskStore } from "../platform/ai/trainingTaskStore";
import { stepRoutes } from "./stepRoutes";
import { trainRoutes } from "./trainRoutes";

/** 训练任务 (codes modelManage, tiTask): tasks and their runs on the training engine (platform.training). */
export async function trainingTasksRoutes(
  app: FastifyInstance,
  { platform, dataDir }: { platform: Platform; dataDir: string },
) {
  /** An algorithm version's own package (trainer "package"), as 算法管理 stored it. */
  const ownPackage = (versionId: number) =>
    versionPackage(packageDir(path.join(dataDir, "algorithms"), versionId));
  const tasks = new TaskStore(platform.db, platform.now);
  const algorithms = new AlgorithmStore(platform.db, platform.now);
  const versions = new AlgorithmVersionStore(platform.db, platform.now);
  taskRoutes(app, {
    platform,
    tasks,
    algorithms,
    versions,
    choices: new TaskChoices(platform.db),
    ownPackage,
  });
  trainRoutes(app, { platform, tasks, ownPackage });
  stepRoutes(app, { platform });
}
