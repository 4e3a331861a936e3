import type { FastifyInstance } from "fastify";
import { endpointPath, PUBLISH_MANAGE } from "../server/services/endpointRoutes";
import { MAX_INSTANCES } from "../server/services/publishRoutes";
import { ServiceStore } from "../server/platform/ai/serviceStore";
import { TokenStore } from "../server/services/tokenStore";
import { CONCURRENT_CALLERS, type HttpService } from "./inferenceBench";

/**
 * A running service of admin on the bench server whose version is the bench's checkpoint, with the
 * most instances (so many of its predictions may run at once in the server's pool) and one token per
 * concurrent caller (each token stays far below the per-token rate limit); answers a caller
 * that posts a raw image/png body to the service URL on 127.0.0.1, as curl users do, and a cheap call
 * (the portal's public services) to see whether predictions hold the server up.
 */
export function benchServiceCaller(server: FastifyInstance, origin: string) {
  return async (checkpoint: string): Promise<HttpService> => {
    const { db, now } = server.platform;
    const at = now();
    const { id: userId } = db.prepare("SELECT id FROM users WHERE user_name = 'admin'").get() as {
      id: number;
    };
    const modelId = Number(
      db
        .prepare(
          "INSERT INTO models (user_id, name, description, category, created_at, updated_at) VALUES (?, ?, '', '目标检测', ?, ?)",
        )
        .run(userId, `推理压测-${at}`, at, at).lastInsertRowid,
    );
    const versionId = Number(
      db
        .prepare(
          `INSERT INTO model_versions (model_id, user_id, version_no, source, trainer, labels, source_path, file_path, created_at)
           VALUES (?, ?, 1, 'storage', 'centroid', '[]', '', ?, ?)`,
        )
        .run(modelId, userId, checkpoint, at).lastInsertRowid,
    );
    const services = new ServiceStore(db, now);
    const serviceId = services.add(
      userId,
      {
        name: `推理压测-${at}`,
        description: "",
        instances: MAX_INSTANCES,
        classifyId: null,
        isPublic: false,
      },
      versionId,
      "detection",
    );
    const tokens = new TokenStore(db, now);
    const keys = Array.from(
      { length: CONCURRENT_CALLERS },
      (_, n) => tokens.add(serviceId, `压测${n}`, null).token,
    );
    const url = `${origin}${endpointPath(serviceId)}`;
    return {
      call: async (image, caller) => {
        const response = await fetch(url, {
          method: "POST",
          headers: { authorization: `Bearer ${keys[caller % keys.length]}`, "content-type": "image/png" },
          body: new Uint8Array(image),
        });
        await response.arrayBuffer();
        return response.status === 200;
      },
      ping: async () => {
        const response = await fetch(`${origin}${PUBLISH_MANAGE}/public-page?pageNum=1&pageSize=10`);
        await response.arrayBuffer();
        return response.status === 200;
      },
    };
  };
}
