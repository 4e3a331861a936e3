import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { ALGORITHM_ACCESS } from "./access";
import { Id, IdParams, OneOf, PageQuery, refuse, route, T, Text } from "../http";
import { PortalSearchQuery } from "../lib/portalSearch";
import { readParts } from "../platform/multipartParts";
import type { Platform } from "../platform";
import type { TaskStore } from "../platform/ai/trainingTaskStore";
import type { AlgorithmStore, AlgorithmView } from "../platform/ai/algorithmStore";
import { owned, packageDir, readable, readableVersions } from "../platform/ai/algorithmAccess";
import {
  ALGORITHM_TEXT,
  ALGORITHMS_API,
  AlgorithmBody,
  DESCRIPTION_MAX,
  IMAGE_MAX_BYTES,
  NAME_MAX,
} from "../../src/contracts/algorithms";
import type { AlgorithmTypeStore } from "./typeStore";
import type { AlgorithmVersionStore } from "../platform/ai/algorithmVersionStore";

const LOG = { module: "算法管理" };
const IMAGE_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" };

export interface AlgorithmDeps {
  platform: Platform;
  algorithms: AlgorithmStore;
  versions: AlgorithmVersionStore;
  types: AlgorithmTypeStore;
  tasks: TaskStore;
  /** `{dataDir}/algorithms`: example images and version packages. */
  filesDir: string;
}

const imagePath = (filesDir: string, algorithm: AlgorithmView) =>
  path.join(filesDir, "images", `${algorithm.id}${path.extname(algorithm.imageName).toLowerCase()}`);

/** tb-algorithm-manage: list, pages, detail, create, edit, delete, example image, public flag. */
export function algorithmRoutes(app: FastifyInstance, deps: AlgorithmDeps) {
  const { platform, algorithms, versions, types, tasks, filesDir } = deps;
  const Filter = { name: T.Optional(Text(200)), typeId: T.Optional(Id("算法类型")) };

  const fieldsOf = (userId: number, body: AlgorithmBody, exceptId = 0) => {
    const name = body.name.trim();
    const description = (body.description ?? "").trim();
    if (!name) refuse(400, ALGORITHM_TEXT.nameEmpty);
    if ([...name].length > NAME_MAX) refuse(400, ALGORITHM_TEXT.nameTooLong);
    if ([...description].length > DESCRIPTION_MAX) refuse(400, ALGORITHM_TEXT.descriptionTooLong);
    if (!types.get(body.typeId)) refuse(404, ALGORITHM_TEXT.typeNotFound);
    if (algorithms.taken(userId, name, exceptId)) refuse(400, ALGORITHM_TEXT.nameTaken(name));
    return { name, description, typeId: body.typeId };
  };

  route(app, {
    method: "GET",
    url: ALGORITHMS_API.list,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object(Filter) },
    handler: ({ user, query, reply }) => sendOk(reply, algorithms.list(user.id, query)),
  });

  route(app, {
    method: "GET",
    url: ALGORITHMS_API.listPage,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ ...PageQuery, ...Filter }) },
    handler: ({ user, query, reply }) => sendOk(reply, algorithms.page(user.id, query)),
  });

  route(app, {
    method: "GET",
    url: ALGORITHMS_API.publicPage,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ ...PageQuery, ...Filter }) },
    handler: ({ query, reply }) => sendOk(reply, algorithms.publicPage(query)),
  });

  // The portal's global search: public algorithms by a word of the name or description, no sign-in.
  route(app, {
    method: "GET",
    url: ALGORITHMS_API.portalSearch,
    access: "public",
    schema: { querystring: PortalSearchQuery },
    handler: ({ query, reply }) => sendOk(reply, algorithms.searchPublic(query)),
  });

  route(app, {
    method: "GET",
    url: ALGORITHMS_API.getById,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ id: Id("算法") }) },
    handler: ({ user, query, reply }) => sendOk(reply, readable(algorithms, user.id, query.id)),
  });

  // alg-info: one algorithm with the versions the user may read (trainer, hyper-parameters, package).
  route(app, {
    method: "GET",
    url: ALGORITHMS_API.info,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ id: Id("算法") }) },
    handler: ({ user, query, reply }) => {
      const algorithm = readable(algorithms, user.id, query.id);
      return sendOk(reply, { ...algorithm, versions: readableVersions(versions, algorithm, user.id) });
    },
  });

  route(app, {
    method: "POST",
    url: ALGORITHMS_API.algorithm,
    access: ALGORITHM_ACCESS.add,
    log: { name: "新增算法", ...LOG },
    schema: { body: AlgorithmBody },
    handler: ({ user, body, reply }) => sendOk(reply, algorithms.add(user.id, fieldsOf(user.id, body))),
  });

  route(app, {
    method: "PUT",
    url: ALGORITHMS_API.algorithm,
    access: ALGORITHM_ACCESS.edit,
    log: { name: "编辑算法", ...LOG },
    schema: { body: T.Object({ id: Id("算法"), ...AlgorithmBody.properties }) },
    handler: ({ user, body, reply }) => {
      const algorithm = owned(algorithms, user.id, body.id);
      return sendOk(reply, algorithms.update(algorithm.id, fieldsOf(user.id, body, algorithm.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: ALGORITHMS_API.algorithmOne,
    access: ALGORITHM_ACCESS.remove,
    log: { name: "删除算法", ...LOG },
    schema: { params: IdParams("算法") },
    handler: ({ user, params, reply }) => {
      const algorithm = owned(algorithms, user.id, params.id);
      if (tasks.countUsing({ algorithmId: algorithm.id }) > 0) refuse(400, ALGORITHM_TEXT.hasTasks);
      const own = versions.list(algorithm.id);
      const uses = own.flatMap((version) =>
        platform.algorithmVersionUsage.uses(version.id).map((use) => ({ ...use, version: version.version })),
      );
      if (uses.length > 0) {
        const named = uses
          .filter((use) => use.userId === user.id)
          .map((use) => `${use.modelVersion}（${use.version}）`);
        refuse(400, ALGORITHM_TEXT.hasModels(named, uses.length - named.length));
      }
      // The versions go with the algorithm (ON DELETE CASCADE); their packages and the image go too.
      algorithms.remove(algorithm.id);
      for (const version of own)
        fs.rmSync(packageDir(filesDir, version.id), { recursive: true, force: true });
      if (algorithm.imageName) fs.rmSync(imagePath(filesDir, algorithm), { force: true });
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: ALGORITHMS_API.updatePublic,
    access: ALGORITHM_ACCESS.edit,
    log: { name: "切换算法公开状态", ...LOG },
    schema: { body: T.Object({ id: Id("算法"), isPublic: OneOf([0, 1], ALGORITHM_TEXT.isPublic) }) },
    handler: ({ user, body, reply }) => {
      const algorithm = owned(algorithms, user.id, body.id);
      algorithms.setPublic(algorithm.id, body.isPublic as 0 | 1);
      return sendOk(reply, algorithms.get(algorithm.id));
    },
  });

  route(app, {
    method: "POST",
    url: ALGORITHMS_API.image,
    access: ALGORITHM_ACCESS.edit,
    log: { name: "上传算法示例图片", ...LOG },
    bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
    schema: { params: IdParams("算法") },
    handler: async ({ request, user, params, reply }) => {
      const algorithm = owned(algorithms, user.id, params.id);
      if (!request.isMultipart()) refuse(400, ALGORITHM_TEXT.imageEmpty);
      const { files } = await readParts(request);
      const file = files.find((part) => part.field === "file") ?? refuse(400, ALGORITHM_TEXT.imageEmpty);
      const ext = path.extname(file.name).slice(1).toLowerCase();
      if (!IMAGE_TYPES[ext]) refuse(400, ALGORITHM_TEXT.imageType);
      if (file.bytes.length > IMAGE_MAX_BYTES) refuse(400, ALGORITHM_TEXT.imageTooLarge);
      if (!file.bytes.length) refuse(400, ALGORITHM_TEXT.imageEmpty);
      if (algorithm.imageName) fs.rmSync(imagePath(filesDir, algorithm), { force: true });
      algorithms.setImage(algorithm.id, path.basename(file.name));
      const updated = algorithms.get(algorithm.id) as AlgorithmView;
      fs.mkdirSync(path.join(filesDir, "images"), { recursive: true });
      fs.writeFileSync(imagePath(filesDir, updated), file.bytes);
      return sendOk(reply, updated);
    },
  });

  route(app, {
    method: "GET",
    url: ALGORITHMS_API.downloadImage,
    access: ALGORITHM_ACCESS.read,
    schema: { querystring: T.Object({ id: Id("算法") }) },
    handler: ({ user, query, reply }) => {
      const algorithm = readable(algorithms, user.id, query.id);
      const file = imagePath(filesDir, algorithm);
      if (!algorithm.imageName || !fs.existsSync(file)) refuse(404, ALGORITHM_TEXT.noImage);
      const bytes = fs.readFileSync(file);
      return reply
        .header("content-type", IMAGE_TYPES[path.extname(file).slice(1)] ?? "application/octet-stream")
        .header("x-content-type-options", "nosniff")
        .header(
          "content-disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(algorithm.imageName)}`,
        )
        .send(bytes);
    },
  });
}
