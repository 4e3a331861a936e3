// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_BASE, FEEDBACK_TEXT } from "../../src/contracts/feedback";
import { closeAll, get, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let ops: string;
let dev: string;

beforeAll(async () => {
  app = await startServer();
  ops = await signIn(app, "ops", "Ops@123");
  dev = await signIn(app, "dev", "Dev@123");
});
afterAll(closeAll);

const valid = {
  feedbackUser: "张三",
  feedbackCompany: "",
  feedbackContactNumber: "13800138000",
  feedbackEmail: "zhangsan@example.com",
  feedbackType: 2,
  feedbackContent: "希望增加导出功能",
  feedbackRelationPageId: "home",
};

const send = (payload: object, token?: string, method: "POST" | "PUT" = "POST") =>
  app.inject({
    method,
    url: `${FEEDBACK_BASE}/info`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload,
  });

describe("sending feedback (shell spec §5)", () => {
  it.each([
    [{ feedbackUser: "  " }, FEEDBACK_TEXT.user],
    [{ feedbackContactNumber: "" }, "请输入手机号"],
    [{ feedbackContactNumber: "12800138000" }, "手机号格式不正确"],
    [{ feedbackEmail: "" }, "请输入邮箱"],
    [{ feedbackEmail: "a@b" }, "邮箱格式不正确"],
    [{ feedbackType: 4 }, "请选择反馈类型"],
    [{ feedbackContent: " " }, "反馈内容不能为空"],
    [{ feedbackContent: "字".repeat(501) }, "反馈内容最多输入500个字符"],
  ])("refuses %o with its message and stores nothing", async (change, message) => {
    const response = await send({ ...valid, ...change });
    expect([response.statusCode, response.json()]).toEqual([400, { code: 400, message }]);
    const list = await get(app, `${FEEDBACK_BASE}/list?keyword=${encodeURIComponent("导出功能")}`, ops);
    expect(list.json().data.total).toBe(0);
  });

  it("takes a visitor's feedback of 500 characters, company optional, status 待处理", async () => {
    const response = await send({ ...valid, feedbackContent: "长".repeat(500), feedbackUser: "访客甲" });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      userId: null,
      feedbackUser: "访客甲",
      status: 0,
      reply: "",
    });
  });

  it("files a feedback sent without a type as 1 (合作交流), the spec's default", async () => {
    // A server of its own: the counts below stay those of the feedback they send.
    const fresh = await startServer();
    const untyped: Partial<typeof valid> = { ...valid, feedbackContent: "未选类型的反馈" };
    delete untyped.feedbackType;
    const response = await fresh.inject({ method: "POST", url: `${FEEDBACK_BASE}/info`, payload: untyped });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.feedbackType).toBe(1);
  });

  it("takes the signed-in user's identity from the session, never from the body", async () => {
    const ok = await send({ ...valid, userId: 1, feedbackContent: "会话用户的反馈" }, dev);
    const me = (await get(app, "/api/aam/v1/portal/user/info", dev)).json().data;
    expect(ok.json().data.userId).toBe(Number(me.id));
    expect(Number(me.id)).not.toBe(1);
    const mine = await get(app, `${FEEDBACK_BASE}/mine`, dev);
    expect(mine.json().data.list[0]).toMatchObject({
      id: ok.json().data.id,
      feedbackContent: "会话用户的反馈",
    });
    expect((await get(app, `${FEEDBACK_BASE}/mine`, ops)).json().data.total).toBe(0);
  });
});

describe("operations (workorder-manage)", () => {
  it("refuses the list to a developer and to a visitor", async () => {
    expect((await get(app, `${FEEDBACK_BASE}/list`, dev)).statusCode).toBe(403);
    expect((await get(app, `${FEEDBACK_BASE}/list`)).statusCode).toBe(401);
    expect((await send({ id: 1, status: 2, reply: "x" }, dev, "PUT")).statusCode).toBe(403);
  });

  it("filters by type, status, keyword and time, and counts by type and status", async () => {
    await send({ ...valid, feedbackType: 3, feedbackContent: "投诉：训练太慢" });
    const complaints = await get(app, `${FEEDBACK_BASE}/list?feedbackType=3`, ops);
    expect(
      complaints.json().data.list.map((row: { feedbackContent: string }) => row.feedbackContent),
    ).toEqual(["投诉：训练太慢"]);
    const byKeyword = await get(app, `${FEEDBACK_BASE}/list?keyword=${encodeURIComponent("训练太慢")}`, ops);
    expect(byKeyword.json().data.total).toBe(1);
    const future = await get(app, `${FEEDBACK_BASE}/list?startTime=${Date.now() + 86_400_000}`, ops);
    expect(future.json().data.total).toBe(0);
    const summary = (await get(app, `${FEEDBACK_BASE}/summary`, ops)).json().data;
    expect(summary.byType).toEqual({ "1": 0, "2": 2, "3": 1 });
    expect(summary.byStatus).toEqual({ "0": 3, "1": 0, "2": 0 });
    expect(summary.total).toBe(3);
  });

  it("needs a reply to mark it handled, then mails the reply and shows it in the user's record", async () => {
    const mine = (await get(app, `${FEEDBACK_BASE}/mine`, dev)).json().data.list[0];
    const empty = await send({ id: mine.id, status: 2, reply: " " }, ops, "PUT");
    expect([empty.statusCode, empty.json().message]).toEqual([400, "请输入回复内容"]);
    const handled = await send({ id: mine.id, status: 2, reply: "已安排开发，下月上线" }, ops, "PUT");
    expect(handled.json().data).toMatchObject({
      status: 2,
      reply: "已安排开发，下月上线",
      handlerName: "运营人员",
    });
    const record = (await get(app, `${FEEDBACK_BASE}/mine`, dev)).json().data.list[0];
    expect(record).toMatchObject({ status: 2, reply: "已安排开发，下月上线" });
    const outbox = (await get(app, "/__dev/outbox")).json() as {
      to: string;
      text: string;
      subject: string;
    }[];
    const mail = outbox.filter((message) => message.to === "zhangsan@example.com").at(-1);
    expect(mail?.subject).toBe("您的反馈已处理");
    expect(mail?.text).toContain("已安排开发，下月上线");
  });

  it("answers 404 for a feedback that does not exist", async () => {
    const response = await send({ id: 99_999, status: 1 }, ops, "PUT");
    expect([response.statusCode, response.json().message]).toEqual([404, "反馈不存在"]);
  });
});
