// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLY_ORDER_BASE, ORDER_TEXT } from "../../src/contracts/sharing";
import { bindHpcAccount } from "./hpcSupport";
import { closeAll, get, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let ops: string;
let dev: string;
let dev2: string;
let publicSet: number;
let privateSet: number;
let devSet: number;

const call = (method: "POST" | "PUT", url: string, token: string, payload: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

async function dataset(token: string, name: string, isPublic: 0 | 1): Promise<number> {
  const created = await call("POST", "/api/aimanager/v1/data-set/data", token, { dataSetName: name });
  const id = created.json().data.id as number;
  if (isPublic) await call("PUT", "/api/aimanager/v1/data-set/updatePublic", token, { id, isPublic });
  return id;
}

const droplist = async (token: string) =>
  ((await get(app, "/api/aimanager/v1/data-set/list", token)).json().data as { dataSetName: string }[]).map(
    (row) => row.dataSetName,
  );

beforeAll(async () => {
  app = await startServer();
  ops = await signIn(app, "ops", "Ops@123");
  dev = await signIn(app, "dev", "Dev@123");
  // dev has a wallet to see the charges in (an applicant without one is refused a priced order).
  bindHpcAccount(app, "dev");
  dev2 = await signIn(app, "dev2", "Dev2@123");
  publicSet = await dataset(dev2, "共享猫狗数据", 1);
  privateSet = await dataset(dev2, "私有数据", 0);
  devSet = await dataset(dev, "自己的数据", 1);
});
afterAll(closeAll);

describe("applying (apply-order/create)", () => {
  it.each([
    [() => ({ resourceType: 1, resourceId: privateSet, reason: "训练" }), ORDER_TEXT.notPublic, 400],
    [() => ({ resourceType: 1, resourceId: devSet, reason: "训练" }), ORDER_TEXT.own, 400],
    [() => ({ resourceType: 1, resourceId: 99_999, reason: "训练" }), ORDER_TEXT.notFound, 404],
    [() => ({ resourceType: 1, resourceId: publicSet, reason: "  " }), ORDER_TEXT.reason, 400],
    [() => ({ resourceType: 1, resourceId: publicSet, reason: "长".repeat(201) }), ORDER_TEXT.reasonMax, 400],
    [() => ({ resourceType: 4, resourceId: publicSet, reason: "训练" }), ORDER_TEXT.resourceType, 400],
  ])("refuses a bad application with its message", async (body, message, status) => {
    const response = await call("POST", `${APPLY_ORDER_BASE}/create`, dev, body());
    expect([response.statusCode, response.json().message]).toEqual([status, message]);
  });

  it("refuses operations' routes to a developer", async () => {
    expect((await get(app, `${APPLY_ORDER_BASE}/page`, dev)).statusCode).toBe(403);
    expect((await call("PUT", `${APPLY_ORDER_BASE}/update-price`, dev, { id: 1, price: 1 })).statusCode).toBe(
      403,
    );
  });
});

describe("the order's life: accept, price, pass grants the dataset; reject", () => {
  let orderId = 0;

  it("files the order 待受理 and refuses a second one while it is open", async () => {
    const created = await call("POST", `${APPLY_ORDER_BASE}/create`, dev, {
      resourceType: 1,
      resourceId: publicSet,
      reason: "用于训练分类模型",
    });
    expect(created.json().data).toMatchObject({
      status: 0,
      price: 0,
      resourceName: "共享猫狗数据",
      ownerName: "开发者二",
    });
    orderId = created.json().data.id;
    const again = await call("POST", `${APPLY_ORDER_BASE}/create`, dev, {
      resourceType: 1,
      resourceId: publicSet,
      reason: "再次申请",
    });
    expect(again.json().message).toBe(ORDER_TEXT.pending);
    expect(await droplist(dev)).not.toContain("共享猫狗数据");
  });

  it("accepts, takes an integer price in cents, passes; the dataset joins the drop-list and a share use is recorded", async () => {
    const accepted = await call("PUT", `${APPLY_ORDER_BASE}/approve/${orderId}`, ops, { status: 1 });
    expect(accepted.json().data.status).toBe(1);
    const again = await call("PUT", `${APPLY_ORDER_BASE}/approve/${orderId}`, ops, { status: 1 });
    expect([again.statusCode, again.json().message]).toEqual([400, ORDER_TEXT.state]);
    const fraction = await call("PUT", `${APPLY_ORDER_BASE}/update-price`, ops, { id: orderId, price: 12.5 });
    expect([fraction.statusCode, fraction.json().message]).toEqual([400, ORDER_TEXT.price]);
    const negative = await call("PUT", `${APPLY_ORDER_BASE}/update-price`, ops, { id: orderId, price: -1 });
    expect(negative.json().message).toBe(ORDER_TEXT.price);
    const priced = await call("PUT", `${APPLY_ORDER_BASE}/update-price`, ops, { id: orderId, price: 1999 });
    expect(priced.json().data.price).toBe(1999);
    const passed = await call("PUT", `${APPLY_ORDER_BASE}/approve/${orderId}`, ops, { status: 2 });
    expect(passed.json().data).toMatchObject({ status: 2, handlerName: "运营人员", price: 1999 });
    expect(await droplist(dev)).toContain("共享猫狗数据");
    expect(await droplist(dev2)).toContain("共享猫狗数据");
    const granted = (await get(app, `${APPLY_ORDER_BASE}/pass-list?resourceType=1`, dev)).json().data;
    expect(granted.map((row: { resourceId: number }) => row.resourceId)).toEqual([publicSet]);
    const usage = app.platform.usage.list({ kind: "share" });
    expect(usage.filter((record) => record.refId === String(orderId)).map((r) => r.quantity)).toEqual([1]);
    const price = await call("PUT", `${APPLY_ORDER_BASE}/update-price`, ops, { id: orderId, price: 1 });
    expect(price.json().message).toBe(ORDER_TEXT.state);
    const reapply = await call("POST", `${APPLY_ORDER_BASE}/create`, dev, {
      resourceType: 1,
      resourceId: publicSet,
      reason: "再次申请",
    });
    expect(reapply.json().message).toBe(ORDER_TEXT.granted);
  });

  it("rejects only with a reason, grants nothing, and counts every status in manage-stat", async () => {
    const third = await dataset(dev2, "另一份公开数据", 1);
    const created = await call("POST", `${APPLY_ORDER_BASE}/create`, dev, {
      resourceType: 1,
      resourceId: third,
      reason: "试用",
    });
    const id = created.json().data.id;
    const bare = await call("PUT", `${APPLY_ORDER_BASE}/approve/${id}`, ops, { status: 3 });
    expect(bare.json().message).toBe(ORDER_TEXT.rejectReason);
    const rejected = await call("PUT", `${APPLY_ORDER_BASE}/approve/${id}`, ops, {
      status: 3,
      rejectReason: "用途不明",
    });
    expect(rejected.json().data).toMatchObject({ status: 3, rejectReason: "用途不明" });
    expect(await droplist(dev)).not.toContain("另一份公开数据");
    const stat = (await get(app, `${APPLY_ORDER_BASE}/manage-stat`, ops)).json().data;
    expect(stat).toEqual({ total: 2, submitted: 0, accepted: 0, passed: 1, rejected: 1 });
    const filtered = (
      await get(app, `${APPLY_ORDER_BASE}/page?status=3&keyword=${encodeURIComponent("另一份")}`, ops)
    ).json().data;
    expect(filtered.list.map((row: { resourceName: string }) => row.resourceName)).toEqual([
      "另一份公开数据",
    ]);
    const mine = (await get(app, `${APPLY_ORDER_BASE}/my-page`, dev2)).json().data;
    expect(mine.total).toBe(0);
  });
});
