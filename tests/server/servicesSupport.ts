import type { LightMyRequestResponse } from "fastify";
import { MODEL_MANAGE } from "../../server/models/routes";
import { MODEL_HISTORY } from "../../server/models/versionRoutes";
import { PUBLISH_MANAGE } from "../../server/services/endpointRoutes";
import type { FinishedRunServer } from "./modelRunFixture";

export interface Answer<Data> {
  status: number;
  raw: LightMyRequestResponse;
  body: { code: number; message?: string; data: Data };
}

/** Calls the server as admin (or with the given bearer, or none), JSON in and out. */
export function caller(server: FinishedRunServer) {
  return async <Data = Record<string, unknown>>(
    method: string,
    url: string,
    payload?: object,
    bearer: string | null = server.token,
  ): Promise<Answer<Data>> => {
    const response = await server.app.inject({
      method: method as "GET",
      url,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      ...(payload ? { payload } : {}),
    });
    return {
      status: response.statusCode,
      raw: response,
      body: response.json() as Answer<Data>["body"],
    };
  };
}

/** A model with a version registered from a finished run of admin; answers the version's id. */
export async function publishedVersion(server: FinishedRunServer, name: string): Promise<number> {
  const call = caller(server);
  const runId = await server.finishedRun("centroid");
  const model = await call<{ id: number }>("POST", `${MODEL_MANAGE}/models`, { name, category: "目标检测" });
  const version = await call<{ id: number }>("POST", `${MODEL_HISTORY}/models-versions/v2`, {
    modelId: model.body.data.id,
    runId,
  });
  return version.body.data.id;
}

/** Publishes a version as a running service; answers the service's id. */
export async function publishService(
  server: FinishedRunServer,
  versionId: number,
  name: string,
  extra: object = {},
): Promise<number> {
  const answer = await caller(server)<{ id: number }>("POST", `${PUBLISH_MANAGE}/publishs`, {
    name,
    modelVersionId: versionId,
    instances: 1,
    isPublic: 0,
    ...extra,
  });
  if (answer.status !== 200) throw new Error(`publish failed: ${answer.body.message}`);
  return answer.body.data.id;
}

/** A multipart body with one file part. */
export function multipartImage(bytes: Uint8Array, field = "file", type = "image/png") {
  const boundary = "----services-test-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="image.png"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
