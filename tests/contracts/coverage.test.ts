// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { API } from "../../src/core/config";
import { closeAll, startServer } from "../server/helpers";
import { contractPaths, pluginSpelledPaths, serverRoutes } from "./contractPaths";

/**
 * One contract per feature (design §1): every server route is a path some contract declares, and no
 * plugin spells a path of its own. The shell's own paths (sign-in, session) are src/core/config.ts API.
 */
const CONTRACTS = {
  ...import.meta.glob("../../src/contracts/*.ts", { eager: true }),
  "src/core/config.ts": { API },
};

const declared = contractPaths(CONTRACTS);
let app: FastifyInstance;

beforeAll(async () => {
  app = await startServer();
});
afterAll(closeAll);

describe("the server's routes", () => {
  it("are each declared by a contract", () => {
    const routes = serverRoutes(app);
    expect(routes.length).toBeGreaterThan(300);
    expect(routes.filter((route) => !declared.has(route))).toEqual([]);
  });

  it("include the migrated features' paths as their contracts spell them", () => {
    const routes = new Set(serverRoutes(app));
    for (const route of [
      "/api/aimanager/v1/publish-manage/publishs/:id",
      "/api/aimanager/v1/publish-history/publish-token-status/:id/:status",
      "/api/aimanager/v1/model-history/models-versions/remote/v3/:modelId/:algorithmVersionId/:volume",
      "/api/aimanager/v1/system-config/list",
      "/api/aimanager/v1/tb-cost-recharge",
      "/api/aam/v1/mgmt/users/:id/roles",
      // Two routes naming one position's parameter apart (:id, :type) are read one method at a time.
      "/api/aimanager/v1/introduce/:id",
      "/api/aimanager/v1/introduce/:type/:resourceId/all",
      "/api/aimanager/v1/data-set-history/data-set-share/:id",
      "/api/aimanager/v1/data-set-history/data-set-share/:dataSetId/:versionId",
      "/api/aimanager/v1/data-set/data-set-upload/simple/:dataSetId/:versionId",
      "/api/aimanager/v1/label-group/:id",
    ])
      expect({ route, served: routes.has(route), declared: declared.has(route) }).toEqual({
        route,
        served: true,
        declared: true,
      });
  });
});

describe("the plugins' calls", () => {
  const calls = pluginSpelledPaths(path.resolve(__dirname, "../.."));

  it("use a contract's paths: no plugin spells a path of its own", () => {
    const spelled = calls
      .filter((call) => !declared.has(call.spelled))
      .map((call) => `${call.file}: ${call.spelled}`);
    expect(spelled).toEqual([]);
  });

  it("are caught when they spell a path: the scan sees a literal and a relative path", () => {
    const root = mkdtempSync(path.join(tmpdir(), "contract-scan-"));
    mkdirSync(path.join(root, "src", "plugins", "sample"), { recursive: true });
    writeFileSync(
      path.join(root, "src", "plugins", "sample", "api.ts"),
      'export const list = () => http.get("/api/aimanager/v1/sample/list");\n' +
        'export const board = () => manage.get<Board>("board");\n' +
        "export const one = (id: number) => api.get(fillPath(SAMPLE_API.one, { id }));\n",
    );
    try {
      expect(pluginSpelledPaths(root).map((call) => [call.plugin, call.spelled])).toEqual([
        ["sample", "/api/aimanager/v1/sample/list"],
        ["sample", "board"],
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
