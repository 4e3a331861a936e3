import { expect, type APIRequestContext } from "@playwright/test";
import { annotatedDataset, tokenOf } from "./trainingData";

const BASE = "/api/aimanager/v1";

/** One platform call as `token`; throws with the path and the refusal unless it answers 200. */
export async function aiCall<Data>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  data?: object,
): Promise<Data> {
  const response = await request.fetch(`${BASE}/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  const body = (await response.json()) as { code: number; message?: string; data: Data };
  if (body.code !== 200) throw new Error(`${path}: ${body.code} ${body.message}`);
  return body.data;
}

/**
 * admin's annotated shapes dataset and an algorithm under 计算机视觉 with one version: the softmax
 * trainer (30 epochs, learningRate 0.2) or the one-pass nearest-centroid trainer.
 */
export async function learningInputs(
  request: APIRequestContext,
  run: string,
  trainer: "softmax" | "centroid" = "softmax",
) {
  const admin = await tokenOf(request, "admin", "Admin@123");
  const data = await annotatedDataset(request, run);
  const algorithmName = `学习算法-${run}`;
  const algorithm = await aiCall<{ id: number }>(request, admin, "POST", "tb-algorithm-manage/algorithm", {
    name: algorithmName,
    typeId: 3,
  });
  const version = await aiCall<{ id: number }>(request, admin, "POST", "tb-algorithm-version/version", {
    algorithmId: algorithm.id,
    trainer,
    params: trainer === "softmax" ? { epochs: 30, learningRate: 0.2 } : {},
  });
  return { admin, datasetName: data.datasetName, algorithmName, versionId: version.id };
}

/**
 * A public running service of admin, made through the platform's calls as the AI服务 flow makes it: a
 * training task, a run trained to 已完成, the run published (learning-project-publishs), then made public.
 */
export async function publicService(request: APIRequestContext, run: string) {
  const inputs = await learningInputs(request, run, "centroid");
  const { admin } = inputs;
  const choices = await aiCall<{ datasetVersions: { id: number; datasetName: string }[] }>(
    request,
    admin,
    "GET",
    "tb-task-manage/choices",
  );
  const datasetVersion = choices.datasetVersions.find(
    (version) => version.datasetName === inputs.datasetName,
  )!;
  const task = await aiCall<{ id: number }>(request, admin, "POST", "tb-task-manage/task", {
    name: `演示训练-${run}`,
    algorithmVersionId: inputs.versionId,
    datasetVersionId: datasetVersion.id,
  });
  const started = await aiCall<{ id: number }>(request, admin, "POST", "train/job-version", {
    taskId: task.id,
  });
  await expect
    .poll(
      async () =>
        (await aiCall<{ status: string }>(request, admin, "GET", `train/status?id=${started.id}`)).status,
      {
        timeout: 120_000,
      },
    )
    .toBe("succeeded");
  const publish = async (name: string) => {
    const service = await aiCall<{ id: number }>(
      request,
      admin,
      "POST",
      "publish-manage/learning-project-publishs",
      { runId: started.id, name, description: "形状检测演示", instances: 1 },
    );
    await aiCall(request, admin, "PUT", "publish-manage/publishs", {
      id: service.id,
      name,
      description: "形状检测演示",
      instances: 1,
      isPublic: 1,
    });
    return { id: service.id, name };
  };
  // `another`: the same run published again as another public service.
  return { ...(await publish(`演示服务-${run}`)), another: publish };
}
