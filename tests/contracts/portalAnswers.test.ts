// @vitest-environment node
import { Type as T, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_API, Feedback, FeedbackPage, FeedbackSummary } from "../../src/contracts/feedback";
import { fillPath } from "../../src/contracts/paths";
import {
  PageOption,
  PORTAL_API,
  PortalMenu,
  PortalPage,
  PortalPagePage,
  PortalPageSummary,
  PortalSettings,
} from "../../src/contracts/portal";
import { ABOUT_PAGE_CODE } from "../../src/contracts/portalPages";
import { closeAll, get, signIn, startServer } from "../server/helpers";

/**
 * Design §1: the portal's and feedback's answers are their contract's shapes, field for field (none
 * missing, none mistyped, none the contract does not name), so the plugins that read them through the
 * contract's types read what the server sends.
 */
let app: FastifyInstance;
let admin: string;
let ops: string;
let dev: string;

beforeAll(async () => {
  app = await startServer();
  [admin, ops, dev] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "ops", "Ops@123"),
    signIn(app, "dev", "Dev@123"),
  ]);
});
afterAll(closeAll);

function expectShape(schema: TSchema, value: unknown) {
  expect([...Value.Errors(schema, value)].map((error) => `${error.path}: ${error.message}`)).toEqual([]);
  expect(Value.Clean(schema, structuredClone(value))).toEqual(value);
}

/** A public read: the whole body. */
const visit = async (path: string) => (await get(app, path)).json() as unknown;
/** A signed-in call: the envelope's data. */
const data = async (path: string, token: string) => {
  const response = await get(app, path, token);
  expect([path, response.statusCode]).toEqual([path, 200]);
  return (response.json() as { data: unknown }).data;
};

describe("the portal's answers (contracts/portal.ts)", () => {
  it("the public reads: settings, menu tree, documentation list, a page by id and by code", async () => {
    expectShape(PortalSettings, await visit(PORTAL_API.info));
    const menus = (await visit(PORTAL_API.menu)) as PortalMenu[];
    expect(menus.some((menu) => menu.subMenuNameListMap.length > 0)).toBe(true);
    expectShape(T.Array(PortalMenu), menus);
    const documentation = (await visit(PORTAL_API.documentation)) as PortalPageSummary[];
    expect(documentation.length).toBeGreaterThan(0);
    expectShape(T.Array(PortalPageSummary), documentation);
    expectShape(PortalPage, await visit(fillPath(PORTAL_API.page, { id: documentation[0]!.id })));
    expectShape(PortalPage, await visit(fillPath(PORTAL_API.pageByCode, { code: ABOUT_PAGE_CODE })));
  });

  it("the back office's reads: settings, menus, a page of pages, the options and one page", async () => {
    expectShape(PortalSettings, await data(PORTAL_API.settings, admin));
    expectShape(T.Array(PortalMenu), await data(PORTAL_API.menus, admin));
    const pages = (await data(`${PORTAL_API.templatePage}?pageNum=1&pageSize=5`, admin)) as PortalPagePage;
    expect(pages.list.length).toBeGreaterThan(0);
    expectShape(PortalPagePage, pages);
    expectShape(T.Array(PageOption), await data(PORTAL_API.templateOptions, admin));
    expectShape(PortalPage, await data(fillPath(PORTAL_API.template, { id: pages.list[0]!.id }), admin));
  });
});

describe("feedback's answers (contracts/feedback.ts)", () => {
  it("a sent feedback, operations' list and summary, and the user's own record", async () => {
    const sent = await app.inject({
      method: "POST",
      url: FEEDBACK_API.info,
      headers: { authorization: `Bearer ${dev}` },
      payload: {
        feedbackUser: "合同检查",
        feedbackContactNumber: "13800138000",
        feedbackEmail: "check@example.com",
        feedbackContent: "形状检查",
      },
    });
    expect(sent.statusCode).toBe(200);
    expectShape(Feedback, sent.json().data);
    const list = (await data(`${FEEDBACK_API.list}?pageNum=1&pageSize=5`, ops)) as FeedbackPage;
    expect(list.list.length).toBeGreaterThan(0);
    expectShape(FeedbackPage, list);
    expectShape(FeedbackSummary, await data(FEEDBACK_API.summary, ops));
    expectShape(FeedbackPage, await data(`${FEEDBACK_API.mine}?pageNum=1&pageSize=5`, dev));
  });
});
