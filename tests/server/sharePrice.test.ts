// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { costOf } from "../../server/billing/cost";
import { APPLY_ORDER_BASE } from "../../src/contracts/sharing";
import { BILLING_API } from "../../src/contracts/billing";
import { bindHpcAccount } from "./hpcSupport";
import { closeAll, get, manualClock, signIn, startServer } from "./helpers";

/*
 * A sharing order's custom price (apply-order/update-price) is what the applicant is charged for that
 * order's use: the usage record carries it, and usage × price sums to the bill to the cent.
 */

let app: FastifyInstance;
let ops: string;
let dev: string;
let dev2: string;
let devId: number;

const call = (method: "POST" | "PUT", url: string, token: string, payload: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

/** dev2's public dataset; dev's order for it, priced (when `price` is given) and passed. */
async function passedOrder(name: string, price?: number): Promise<number> {
  const created = await call("POST", "/api/aimanager/v1/data-set/data", dev2, { dataSetName: name });
  const datasetId = created.json().data.id as number;
  await call("PUT", "/api/aimanager/v1/data-set/updatePublic", dev2, { id: datasetId, isPublic: 1 });
  const order = await call("POST", `${APPLY_ORDER_BASE}/create`, dev, {
    resourceType: 1,
    resourceId: datasetId,
    reason: "训练用",
  });
  const id = order.json().data.id as number;
  if (price !== undefined) {
    const priced = await call("PUT", `${APPLY_ORDER_BASE}/update-price`, ops, { id, price });
    expect(priced.json().data).toMatchObject({ price, priceSet: true });
  }
  expect((await call("PUT", `${APPLY_ORDER_BASE}/approve/${id}`, ops, { status: 2 })).statusCode).toBe(200);
  return id;
}

beforeAll(async () => {
  app = await startServer({ now: manualClock().now });
  [ops, dev, dev2] = await Promise.all([
    signIn(app, "ops", "Ops@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "dev2", "Dev2@123"),
  ]);
  devId = app.platform.users.byName("dev")!.id;
  // dev has a wallet to see the charges in (an applicant without one is refused a priced order).
  bindHpcAccount(app, "dev");
  const share = { kind: "share", standardCents: 200, saleCents: 150, periods: [] };
  expect((await call("POST", BILLING_API.price, ops, share)).statusCode).toBe(200);
  const rule = { platformFeeBp: 550, subCenterFeeBp: 200, rules: "按用量计费", constants: [] };
  expect((await call("POST", BILLING_API.rule, ops, rule)).statusCode).toBe(200);
});
afterAll(closeAll);

describe("a custom-priced sharing order", () => {
  it("charges the applicant the order's price, the share price for an unpriced order, and nothing at a price of 0", async () => {
    const custom = await passedOrder("定价数据", 1999);
    const standard = await passedOrder("标准价数据");
    const free = await passedOrder("免费数据", 0);

    const records = app.platform.usage.list({ userId: devId, kind: "share" });
    const priceOf = (orderId: number) =>
      records.find((record) => record.refId === String(orderId))?.priceCents;
    expect([priceOf(custom), priceOf(standard), priceOf(free)]).toEqual([1999, undefined, 0]);

    // By hand: usage × price, the sale price where no custom price was set.
    const charge = records.reduce((sum, record) => sum + record.quantity * (record.priceCents ?? 150), 0);
    expect(charge).toBe(1999 + 150 + 0);
    const fees = Math.round((charge * 550) / 10_000) + Math.round((charge * 200) / 10_000);
    expect(fees).toBe(118 + 43);

    const bill = async (type: string) =>
      (await get(app, `${BILLING_API.billStatistics}?type=${type}&userId=${devId}`, ops)).json().data;
    const charged = await bill("charge");
    expect(charged.totalCents).toBe(2149);
    expect(charged.rows[0]).toMatchObject({ account: "dev", share: 2149, total: 2149 });
    // The standard count keeps the list price for every use: 3 × 200.
    expect((await bill("standard")).totalCents).toBe(600);
    const wallet = (await get(app, BILLING_API.wallet, dev)).json().data;
    expect(wallet.byResource).toEqual([
      { kind: "share", quantity: 3, chargeCents: 2149, feeCents: fees, totalCents: charge + fees },
    ]);
    expect(wallet.consumedCents).toBe(2310);
  });

  it("prices a record with an agreed price even when no share price is set", () => {
    const record = {
      id: 1,
      userId: devId,
      kind: "share" as const,
      quantity: 2,
      unit: "use",
      refType: "apply-order",
      refId: "1",
      startedAt: 0,
      endedAt: 0,
      recordedAt: 0,
      priceCents: 1999,
    };
    expect(costOf(record, null)).toEqual({ standardCents: 3998, chargeCents: 3998 });
    expect(costOf({ ...record, priceCents: undefined }, null)).toEqual({ standardCents: 0, chargeCents: 0 });
  });

  it("refuses a record whose agreed price is not whole cents", () => {
    expect(() =>
      app.platform.usage.record({
        userId: devId,
        kind: "share",
        quantity: 1,
        refType: "apply-order",
        refId: "x",
        startedAt: 0,
        endedAt: 0,
        priceCents: 1.5,
      }),
    ).toThrow(RangeError);
  });
});
