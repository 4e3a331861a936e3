// @vitest-environment node
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

/**
 * Features not yet moved to a contract, with the path prefixes their server routes use. The list only
 * shrinks: an entry whose routes are all in a contract fails the test until it is removed.
 */
const SERVER_NOT_YET_MIGRATED: Record<string, string[]> = {
  // server/annotation (plugins datasets and annotation)
  annotation: [
    "/api/aimanager/v1/data-set",
    "/api/aimanager/v1/label-group",
    "/api/aimanager/v1/label-manage",
    "/api/aimanager/v1/tb-team",
    "/api/aimanager/v1/tb-member",
    "/api/aimanager/v1/tb-score",
    "/api/aimanager/v1/introduce",
  ],
  algorithms: [
    "/api/aimanager/v1/tb-algorithm-manage",
    "/api/aimanager/v1/tb-algorithm-version",
    "/api/aimanager/v1/algorithm-type",
  ],
  "training-tasks": ["/api/aimanager/v1/train", "/api/aimanager/v1/tb-task-manage"],
  learning: ["/api/aimanager/v1/learning-project"],
  feedback: ["/api/ai-cloud-platform/v1/feedback"],
  portal: [
    "/api/ai-cloud-platform/v1/portal",
    "/api/ai-cloud-platform/v1/templates",
    "/api/ai-cloud-platform/v1/decoration/file/",
    "/api/yx-cloud-platform/v1",
  ],
};

/** Plugins whose calls still spell paths (an `/api/…` literal, or a path joined to a base). Shrinks too. */
const PLUGINS_NOT_YET_MIGRATED = [
  "about", // reads the portal content page, whose paths are still in plugins/shared/portalContent
  "algorithms",
  "annotation",
  "datasets",
  "feedback",
  "learning",
  "portal",
  "portal-admin",
  "portal-directory",
  "shared",
  "training-tasks",
];

const declared = contractPaths(CONTRACTS);
let app: FastifyInstance;

beforeAll(async () => {
  app = await startServer();
});
afterAll(closeAll);

describe("the server's routes", () => {
  it("are each declared by a contract, or belong to a feature listed as not yet migrated", () => {
    const routes = serverRoutes(app);
    expect(routes.length).toBeGreaterThan(300);
    const prefixes = Object.values(SERVER_NOT_YET_MIGRATED).flat();
    const orphans = routes.filter(
      (route) => !declared.has(route) && !prefixes.some((prefix) => route.startsWith(prefix)),
    );
    expect(orphans).toEqual([]);
  });

  it("leave no stale entry in the not-yet-migrated list", () => {
    const undeclared = serverRoutes(app).filter((route) => !declared.has(route));
    const stale = Object.entries(SERVER_NOT_YET_MIGRATED).flatMap(([feature, prefixes]) =>
      prefixes
        .filter((prefix) => !undeclared.some((route) => route.startsWith(prefix)))
        .map((prefix) => `${feature}: ${prefix}`),
    );
    expect(stale).toEqual([]);
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

  it("use a contract's paths: no plugin outside the list spells a path of its own", () => {
    const spelled = calls
      .filter((call) => !PLUGINS_NOT_YET_MIGRATED.includes(call.plugin))
      .filter((call) => !declared.has(call.spelled))
      .map((call) => `${call.file}: ${call.spelled}`);
    expect(spelled).toEqual([]);
  });

  it("leave no stale plugin in the not-yet-migrated list", () => {
    const stale = PLUGINS_NOT_YET_MIGRATED.filter(
      (plugin) => !calls.some((call) => call.plugin === plugin && !declared.has(call.spelled)),
    );
    expect(stale).toEqual([]);
  });

  it("are caught when they spell a path: the scan sees a literal and a relative path", () => {
    expect(calls.some((call) => call.spelled.startsWith("/api/"))).toBe(true);
    expect(calls.some((call) => !call.spelled.startsWith("/"))).toBe(true);
  });
});
