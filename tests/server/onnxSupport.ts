import fs from "node:fs";
import path from "node:path";
import type { OnnxManifest } from "../../src/contracts/modelManifest";
import { MODEL_MANAGE } from "../../server/models/routes";
import { MODEL_HISTORY } from "../../server/models/versionRoutes";
import type { FinishedRunServer } from "./modelRunFixture";
import { caller } from "./servicesSupport";

/** The fixtures tests/fixtures/makeOnnxModel.py made: a CNN telling 红色, 蓝色 and 背景 apart. */
export const FIXTURES = path.resolve(__dirname, "../fixtures/onnx");
export const colorsManifest = (): OnnxManifest =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, "colors.json"), "utf8")) as OnnxManifest;

/**
 * Puts a model into admin's storage at /GPUFS/admin/{folder}/: the fixture's ONNX file (or given bytes)
 * as model.onnx and the manifest (or none) as model.json; answers the remote path of model.onnx.
 */
export function putModel(
  server: FinishedRunServer,
  folder: string,
  options: { onnx?: string | Buffer; manifest?: object | string | null } = {},
): string {
  const dir = path.join(server.fixture.storageRoot, "GPUFS", "admin", folder);
  fs.mkdirSync(dir, { recursive: true });
  const onnx = options.onnx ?? "colors.onnx";
  fs.writeFileSync(
    path.join(dir, "model.onnx"),
    typeof onnx === "string" ? fs.readFileSync(path.join(FIXTURES, onnx)) : onnx,
  );
  const manifest = options.manifest === undefined ? colorsManifest() : options.manifest;
  if (manifest !== null)
    fs.writeFileSync(
      path.join(dir, "model.json"),
      typeof manifest === "string" ? manifest : JSON.stringify(manifest),
    );
  return `/GPUFS/admin/${folder}/model.onnx`;
}

/** A model of admin (category as given); answers its id. */
export async function newModel(server: FinishedRunServer, name: string, category = "图像分类") {
  const answer = await caller(server)<{ id: number }>("POST", `${MODEL_MANAGE}/models`, { name, category });
  return answer.body.data.id;
}

/** Registers /GPUFS/admin/… as a version of the model (从存储导入); answers the call's answer. */
export function importFromStorage(server: FinishedRunServer, modelId: number, remote: string) {
  return caller(server)<{ id: number; format: string; labels: string[]; inputSize: string }>(
    "POST",
    `${MODEL_HISTORY}/models-versions/remote/v3/${modelId}/0/GPUFS`,
    { path: remote },
  );
}
