import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { BILLING_API } from "../../src/contracts/billing";
import { closeAll, get, manualClock, signIn, startServer } from "./helpers";

afterEach(closeAll);

const HOUR = 3600_000;
/** 2025-01-06 17:00 China time (09:00 UTC): the clock's start. */
const clock = () => manualClock(Date.UTC(2025, 0, 6, 9, 0, 0));

const post = (app: FastifyInstance, url: string, token: string, payload: object) =>
  app.inject({ method: "POST", url, headers: { authorization: `Bearer ${token}` }, payload });

let keys = 0;
/** A recharge as the page sends it: with its own Idempotency-Key. */
const recharge = (app: FastifyInstance, token: string, payload: object) =>
  app.inject({
    method: "POST",
    url: BILLING_API.recharge,
    headers: { authorization: `Bearer ${token}`, "idempotency-key": `billing-test-${(keys += 1)}` },
    payload,
  });

async function setPrices(app: FastifyInstance, ops: string) {
  const prices = [
    // compute: per core-hour; 22:00–06:00 China time at the night price
    {
      kind: "compute",
      standardCents: 400,
      saleCents: 300,
      periods: [{ name: "夜间", startHour: 22, endHour: 6, priceCents: 100 }],
    },
    { kind: "storage", standardCents: 1000, saleCents: 800, periods: [] },
    { kind: "inference", standardCents: 10, saleCents: 5, periods: [] },
    { kind: "share", standardCents: 200, saleCents: 150, periods: [] },
  ];
  for (const price of prices) expect((await post(app, BILLING_API.price, ops, price)).statusCode).toBe(200);
  const rule = {
    platformFeeBp: 550,
    subCenterFeeBp: 200,
    rules: "按用量计费",
    constants: [{ name: "精度", value: "分" }],
  };
  expect((await post(app, BILLING_API.rule, ops, rule)).statusCode).toBe(200);
}

function recordAdminUsage(app: FastifyInstance, adminId: number) {
  const usage = app.platform.usage;
  // 2 cores from 21:30 to 23:00 China time: 0.5 h at the sale price, 1 h at the night price.
  const start = Date.UTC(2025, 0, 6, 13, 30);
  usage.record({
    userId: adminId,
    kind: "compute",
    quantity: 2 * 5400,
    refType: "run",
    refId: "t1",
    startedAt: start,
    endedAt: start + 1.5 * HOUR,
  });
  // 1.5 GB-days of storage (1024 MiB × 36 h).
  usage.record({
    userId: adminId,
    kind: "storage",
    quantity: 1024 * 36,
    refType: "storage",
    refId: "s1",
    startedAt: start,
    endedAt: start + HOUR,
  });
  for (let call = 0; call < 7; call += 1)
    usage.record({
      userId: adminId,
      kind: "inference",
      quantity: 1,
      refType: "service",
      refId: "9",
      startedAt: start + call,
      endedAt: start + call,
    });
  usage.record({
    userId: adminId,
    kind: "share",
    quantity: 3,
    refType: "apply-order",
    refId: "4",
    startedAt: start,
    endedAt: start,
  });
}

describe("the bill", () => {
  it("sums usage × price (time-share, sale, standard) and both fees to the cent, the same in the statistics and the wallet", async () => {
    const time = clock();
    const app = await startServer({ now: time.now });
    const ops = await signIn(app, "ops", "Ops@123");
    const admin = await signIn(app, "admin", "Admin@123");
    const adminId = app.platform.users.byName("admin")!.id;
    await setPrices(app, ops);
    recordAdminUsage(app, adminId);

    // By hand: compute 2 × 0.5 × 300 + 2 × 1 × 100 = 500 (standard 3 × 400 = 1200); storage 1.5 × 800 = 1200
    // (standard 1500); inference 7 × 5 = 35 (70); share 3 × 150 = 450 (600).
    const charge = [500, 1200, 35, 450];
    const standard = [1200, 1500, 70, 600];
    // Fees per account, kind and day, rounded half up: 5.5% and 2%.
    const platformFees = charge.map((cents) => Math.round((cents * 550) / 10_000 + 1e-9));
    const subCenterFees = charge.map((cents) => Math.round((cents * 200) / 10_000 + 1e-9));
    expect(platformFees).toEqual([28, 66, 2, 25]);
    expect(subCenterFees).toEqual([10, 24, 1, 9]);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const total = sum(charge) + sum(platformFees) + sum(subCenterFees);
    expect(total).toBe(2350);

    const bill = async (type: string) =>
      (await get(app, `${BILLING_API.billStatistics}?type=${type}&userId=${adminId}`, ops)).json().data;
    const charged = await bill("charge");
    expect(charged.totalCents).toBe(sum(charge));
    expect(charged.rows).toEqual([
      {
        userId: adminId,
        account: "admin",
        name: "管理员",
        compute: 500,
        storage: 1200,
        inference: 35,
        share: 450,
        total: 2185,
      },
    ]);
    expect(charged.days).toEqual([{ date: "2025-01-06", cents: 2185 }]);
    expect((await bill("standard")).totalCents).toBe(sum(standard));
    expect((await bill("platform")).totalCents).toBe(sum(platformFees));
    expect((await bill("subCenter")).totalCents).toBe(sum(subCenterFees));

    expect(
      (await recharge(app, ops, { userId: adminId, amountCents: 10_000, remark: "首充" })).statusCode,
    ).toBe(200);
    const wallet = (await get(app, BILLING_API.wallet, admin)).json().data;
    expect(wallet).toMatchObject({
      rechargeCents: 10_000,
      consumedCents: total,
      balanceCents: 10_000 - total,
    });
    expect(wallet.byResource).toContainEqual({
      kind: "compute",
      quantity: 10_800,
      chargeCents: 500,
      feeCents: 38,
      totalCents: 538,
    });

    const accounts = (await get(app, `${BILLING_API.accounts}?scope=resource&keyword=admin`, ops)).json()
      .data;
    expect(accounts.list[0]).toMatchObject({
      account: "admin",
      computeCents: 538,
      storageCents: 1290,
      inferenceCents: 38,
      costCents: 1866,
      balanceCents: 7650,
    });
    const sharing = (await get(app, `${BILLING_API.accounts}?scope=share&keyword=admin`, ops)).json().data;
    expect(sharing.list[0]).toMatchObject({ shareCents: 484, costCents: 484 });

    const usage = (
      await get(app, `${BILLING_API.usageStatistics}?scope=resource&userId=${adminId}`, ops)
    ).json().data;
    expect(usage.rows.map((row: { kind: string; quantity: number }) => [row.kind, row.quantity])).toEqual([
      ["compute", 10_800],
      ["storage", 36_864],
      ["inference", 7],
    ]);
  });

  it("keeps the price that held when the usage happened after a new price takes effect", async () => {
    const time = clock();
    const app = await startServer({ now: time.now });
    const ops = await signIn(app, "ops", "Ops@123");
    const adminId = app.platform.users.byName("admin")!.id;
    const price = (saleCents: number) => ({ kind: "inference", standardCents: 20, saleCents, periods: [] });
    await post(app, BILLING_API.price, ops, price(5));
    const usage = app.platform.usage;
    usage.record({
      userId: adminId,
      kind: "inference",
      quantity: 4,
      refType: "service",
      refId: "1",
      startedAt: time.now(),
      endedAt: time.now(),
    });
    time.advance(HOUR);
    await post(app, BILLING_API.price, ops, price(9));
    usage.record({
      userId: adminId,
      kind: "inference",
      quantity: 2,
      refType: "service",
      refId: "1",
      startedAt: time.now(),
      endedAt: time.now(),
    });
    const bill = (await get(app, `${BILLING_API.billStatistics}?type=charge`, ops)).json().data;
    expect(bill.totalCents).toBe(4 * 5 + 2 * 9);
    const history = (await get(app, `${BILLING_API.priceHistory}?kind=inference`, ops)).json().data;
    expect(history.map((one: { saleCents: number }) => one.saleCents)).toEqual([9, 5]);
  });

  it("refuses bad settings with a reason, other users' calls, and any change to a recharge", async () => {
    const time = clock();
    const app = await startServer({ now: time.now });
    const ops = await signIn(app, "ops", "Ops@123");
    const dev = await signIn(app, "dev", "Dev@123");
    const overlap = {
      kind: "compute",
      standardCents: 1,
      saleCents: 1,
      periods: [
        { name: "夜间", startHour: 22, endHour: 6, priceCents: 1 },
        { name: "凌晨", startHour: 5, endHour: 8, priceCents: 1 },
      ],
    };
    const refused = await post(app, BILLING_API.price, ops, overlap);
    expect([refused.statusCode, refused.json().message]).toEqual([400, "时段不能重叠"]);
    const past = await post(app, BILLING_API.price, ops, {
      kind: "share",
      standardCents: 1,
      saleCents: 1,
      periods: [],
      effectiveAt: time.now() - HOUR,
    });
    expect(past.json().message).toBe("生效时间不能早于当前时间");
    const float = await recharge(app, ops, { userId: 1, amountCents: 10.5, remark: "" });
    expect(float.json().message).toBe("充值金额应为 0.01 到 100000000 元");
    expect((await recharge(app, ops, { userId: 999_999, amountCents: 100, remark: "" })).json().message).toBe(
      "账户不存在",
    );
    const range = await get(app, `${BILLING_API.billStatistics}?type=charge&from=2000&to=1000`, ops);
    expect([range.statusCode, range.json().message]).toEqual([400, "结束时间不能早于开始时间"]);
    expect((await post(app, BILLING_API.price, dev, overlap)).statusCode).toBe(403);
    expect((await get(app, `${BILLING_API.accounts}?scope=resource`, dev)).statusCode).toBe(403);
    expect((await get(app, BILLING_API.wallet)).statusCode).toBe(401);
    await recharge(app, ops, { userId: 1, amountCents: 100, remark: "" });
    expect(() => app.platform.db.prepare("UPDATE recharges SET amount_cents = 1").run()).toThrow(
      /append-only/,
    );
  });
});
