import type { FastifyInstance } from "fastify";

/**
 * Rows of a published service written straight into the test server's tables (a model, a version, the
 * service, calls): enough for the pages to list, switch and monitor. The endpoint itself is covered by
 * tests/server/servicesEndpoint.test.ts and the journey.
 */
export function seedService(
  app: FastifyInstance,
  name: string,
  options: {
    status?: 0 | 1;
    isPublic?: 0 | 1;
    calls?: { code: number; latency: number; error?: string; source?: "token" | "demo" }[];
  } = {},
) {
  const db = app.platform.db;
  const now = app.platform.now();
  const { id: userId } = db.prepare("SELECT id FROM users WHERE user_name = 'admin'").get() as { id: number };
  const modelId = Number(
    db
      .prepare(
        "INSERT INTO models (user_id, name, description, category, created_at, updated_at) VALUES (?, ?, '', '目标检测', ?, ?)",
      )
      .run(userId, `${name}模型`, now, now).lastInsertRowid,
  );
  const versionId = Number(
    db
      .prepare(
        `INSERT INTO model_versions (model_id, user_id, version_no, source, trainer, labels, source_path, created_at)
         VALUES (?, ?, 1, 'run', 'centroid', '["红方块"]', '', ?)`,
      )
      .run(modelId, userId, now).lastInsertRowid,
  );
  const serviceId = Number(
    db
      .prepare(
        `INSERT INTO services (user_id, name, description, model_version_id, task_type, instances, is_public, status, created_at, updated_at)
         VALUES (?, ?, '', ?, 'detection', 1, ?, ?, ?, ?)`,
      )
      .run(userId, name, versionId, options.isPublic ?? 0, options.status ?? 1, now, now).lastInsertRowid,
  );
  for (const call of options.calls ?? [])
    db.prepare(
      "INSERT INTO service_calls (service_id, token_id, source, status_code, latency_ms, error, called_at) VALUES (?, NULL, ?, ?, ?, ?, ?)",
    ).run(serviceId, call.source ?? "token", call.code, call.latency, call.error ?? "", now);
  return serviceId;
}
