// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import * as annotation from "../../src/contracts/annotation";
import { closeAll, startServer } from "../server/helpers";
import { contractPaths, serverRoutes } from "./contractPaths";

/**
 * The team-annotation contract (src/contracts/annotation.ts) declares what the server serves, no more:
 * the coverage guard proves every route is declared; this proves every declared path is a route, so
 * the plugin cannot call a path the contract lists but no handler answers.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await startServer();
});
afterAll(closeAll);

describe("the team-annotation contract", () => {
  it("declares only paths the server serves", () => {
    const declared = [...contractPaths({ ANNOTATION_API: annotation.ANNOTATION_API })];
    expect(declared.length).toBeGreaterThan(50);
    const served = new Set(serverRoutes(app));
    expect(declared.filter((path) => !served.has(path))).toEqual([]);
  });

  it("spells the spec's paths for a task, a share, a team and a review", () => {
    const { task, sub, team, review, score } = annotation.ANNOTATION_API;
    expect([task.page, sub.commitReviewOf, team.one, review.history, score.list]).toEqual([
      "/api/aimanager/v1/data-set-annotation-task/page",
      "/api/aimanager/v1/data-set-annotation-sub-task/commit-review/:id",
      "/api/aimanager/v1/tb-team/:teamId",
      "/api/aimanager/v1/data-set-item-annotation-review/:taskId/:itemId",
      "/api/aimanager/v1/tb-score/list-score",
    ]);
  });
});
