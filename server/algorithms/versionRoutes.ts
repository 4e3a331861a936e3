import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { ALGORITHM_ACCESS } from "./access";
import { requireBoundHpc } from "../http/hpcBinding";
import { Id, IdParams, OneOf, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { StorageRoots } from "../platform/storageRoots";
import { StorageRefusal } from "../platform/storageText";
import { PACKAGE_TRAINER } from "../training/packages/registry";
import { offeredTrainers } from "../training/packages/trainerSpec";
import type { TaskStore } from "../platform/ai/trainingTaskStore";
import {
  checkedParams,
  owned,
  packageDir as packageDirOf,
  readable,
  readableVersion,
  readableVersions,
} from "../platform/ai/algorithmAccess";
import type { AlgorithmStore } from "../platform/ai/algorithmStore";
import {
  ALGORITHM_TEXT,
  ALGORITHM_VERSIONS_API,
  DESCRIPTION_MAX,
  VersionBody,
} from "../../src/contracts/algorithms";
import { inspectPackage, takePackage } from "./versionPackage";
import { dropStaged, receivePackage, stagedPackage } from "./packageUpload";
import type { AlgorithmVersionStore, AlgorithmVersionView } from "../platform/ai/algorithmVersionStore";

const LOG = { module: "算法管理" };
/** The largest package a version takes from storage. */
export const PACKAGE_MAX_BYTES = 512 * 1_048_576;

export interface VersionDeps {
  platform: Platform;
  algorithms: AlgorithmStore;
  versions: AlgorithmVersionStore;
  tasks: TaskStore;
  filesDir: string;
  storageRoot: string;
}

/** tb-algorithm-version: versions (trainer and hyper-parameters), copy, public, count-model, package upload. */
export function versionRoutes(app: FastifyInstance, deps: VersionDeps) {
  const { platform, algorithms, versions, tasks, filesDir } = deps;
  const roots = new StorageRoots(deps.storageRoot);
  const packageDir = (version: AlgorithmVersionView) => packageDirOf(filesDir, version.id);

  /** The version of an algorithm the user may read; `own` also requires it to be theirs. */
  const versionOf = (userId: number, id: number, own = false) => {
    const version = readableVersion(algorithms, versions, userId, id);
    if (own) owned(algorithms, userId, version.algorithmId);
    return version;
  };

  route(app, {
    method: "GET",
    url: ALGORITHM_VERSIONS_API.trainers,
    access: ALGORITHM_ACCESS.read,
    handler: ({ reply }) => sendOk(reply, offeredTrainers()),
  });

  route(app, {
    method: "GET",
    url: ALGORITHM_VERSIONS_API.versions,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ algorithmId: Id("算法") }) },
    handler: ({ user, query, reply }) => {
      const algorithm = readable(algorithms, user.id, query.algorithmId);
      return sendOk(reply, readableVersions(versions, algorithm, user.id));
    },
  });

  route(app, {
    method: "POST",
    url: ALGORITHM_VERSIONS_API.versions,
    access: ALGORITHM_ACCESS.add,
    log: { name: "新增算法版本", ...LOG },
    schema: {
      body: VersionBody,
    },
    handler: async ({ request, user, body, reply }) => {
      const algorithm = owned(algorithms, user.id, body.algorithmId);
      const description = (body.description ?? "").trim();
      if ([...description].length > DESCRIPTION_MAX) refuse(400, ALGORITHM_TEXT.descriptionTooLong);
      if (body.trainer !== PACKAGE_TRAINER) {
        const params = checkedParams(body.trainer, body.params ?? {});
        return sendOk(reply, versions.add(algorithm.id, { trainer: body.trainer, params, description }));
      }
      // A version from a package (uploaded, or in storage): checked before it exists, removed again if refused.
      let source: string;
      if (body.uploadId) source = stagedPackage(filesDir, user.id, body.uploadId);
      else {
        if (!body.packagePath) refuse(400, "请选择存储路径");
        requireBoundHpc(request);
        source = storageSource(user.user_name, body.packagePath!);
      }
      const version = versions.add(algorithm.id, { trainer: PACKAGE_TRAINER, params: {}, description });
      try {
        const taken = await takePackage(source, packageDir(version), PACKAGE_MAX_BYTES);
        const params = checkedParams(PACKAGE_TRAINER, body.params ?? {}, taken.loaded);
        versions.setPackage(version.id, taken.name, taken.size);
        versions.setPackageManifest(version.id, taken.loaded.manifest, params);
        if (body.uploadId) dropStaged(source);
      } catch (error) {
        versions.remove(version.id);
        fs.rmSync(packageDir(version), { recursive: true, force: true });
        throw error;
      }
      return sendOk(reply, versions.get(version.id));
    },
  });

  route(app, {
    method: "POST",
    url: ALGORITHM_VERSIONS_API.copy,
    access: ALGORITHM_ACCESS.add,
    log: { name: "复制算法版本", ...LOG },
    schema: { body: T.Object({ id: Id("算法版本") }) },
    handler: ({ user, body, reply }) => {
      const source = versionOf(user.id, body.id, true);
      const copy = versions.add(source.algorithmId, {
        trainer: source.trainer,
        params: source.params,
        description: source.description,
      });
      if (source.packageName && fs.existsSync(packageDir(source))) {
        fs.cpSync(packageDir(source), packageDir(copy), { recursive: true });
        versions.setPackage(copy.id, source.packageName, source.packageSize);
      }
      if (source.manifest) versions.setPackageManifest(copy.id, source.manifest, source.params);
      return sendOk(reply, versions.get(copy.id));
    },
  });

  route(app, {
    method: "DELETE",
    url: ALGORITHM_VERSIONS_API.version,
    access: ALGORITHM_ACCESS.remove,
    log: { name: "删除算法版本", ...LOG },
    schema: { params: IdParams("算法版本") },
    handler: ({ user, params, reply }) => {
      const version = versionOf(user.id, params.id, true);
      if (tasks.countUsing({ versionId: version.id }) > 0) refuse(400, ALGORITHM_TEXT.versionHasTasks);
      const models = platform.algorithmVersionUsage.count(version.id);
      if (models > 0) refuse(400, ALGORITHM_TEXT.versionHasModels(models));
      versions.remove(version.id);
      fs.rmSync(packageDir(version), { recursive: true, force: true });
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: ALGORITHM_VERSIONS_API.public,
    access: ALGORITHM_ACCESS.edit,
    log: { name: "切换算法版本公开状态", ...LOG },
    schema: { body: T.Object({ id: Id("算法版本"), isPublic: OneOf([0, 1], ALGORITHM_TEXT.isPublic) }) },
    handler: ({ user, body, reply }) => {
      const version = versionOf(user.id, body.id, true);
      versions.setPublic(version.id, body.isPublic as 0 | 1);
      return sendOk(reply, versions.get(version.id));
    },
  });

  route(app, {
    method: "GET",
    url: ALGORITHM_VERSIONS_API.countModel,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ id: Id("算法版本") }) },
    handler: ({ user, query, reply }) =>
      sendOk(reply, platform.algorithmVersionUsage.count(versionOf(user.id, query.id).id)),
  });

  route(app, {
    method: "POST",
    url: ALGORITHM_VERSIONS_API.remoteUpload,
    access: ALGORITHM_ACCESS.edit,
    log: { name: "从存储上传算法包", ...LOG },
    schema: { params: IdParams("算法版本"), body: T.Object({ path: Text(4096, "请选择存储路径") }) },
    handler: async ({ request, user, params, body, reply }) => {
      const version = versionOf(user.id, params.id, true);
      requireBoundHpc(request);
      const source = storageSource(user.user_name, body.path);
      const taken = await takePackage(source, packageDir(version), PACKAGE_MAX_BYTES);
      const defaults = checkedParams(PACKAGE_TRAINER, {}, taken.loaded);
      versions.setPackage(version.id, taken.name, taken.size);
      versions.setPackageManifest(version.id, taken.loaded.manifest, defaults);
      return sendOk(reply, versions.get(version.id));
    },
  });

  route(app, {
    method: "POST",
    url: ALGORITHM_VERSIONS_API.packageUpload,
    access: ALGORITHM_ACCESS.add,
    bodyLimit: PACKAGE_MAX_BYTES + 1_048_576,
    handler: async ({ request, user, reply }) =>
      sendOk(reply, await receivePackage(request, filesDir, user.id, PACKAGE_MAX_BYTES)),
  });

  route(app, {
    method: "POST",
    url: ALGORITHM_VERSIONS_API.packageCheck,
    access: ALGORITHM_ACCESS.add,
    schema: { body: T.Object({ path: Text(4096, "请选择存储路径") }) },
    handler: async ({ request, user, body, reply }) => {
      requireBoundHpc(request);
      return sendOk(reply, await inspectPackage(storageSource(user.user_name, body.path), PACKAGE_MAX_BYTES));
    },
  });

  /** A file or folder of the user's storage on disk; 404 / 400 as the storage routes answer. */
  function storageSource(account: string, remote: string): string {
    try {
      return roots.resolve(account, remote, { mustExist: true, allowRoot: false }).abs;
    } catch (error) {
      if (error instanceof StorageRefusal) refuse(error.code === 404 ? 404 : 400, error.info);
      throw error;
    }
  }
}
