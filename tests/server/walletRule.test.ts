// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { TRAIN_BASE } from "../../server/training-tasks/trainRoutes";
import { APPLY_ORDER_BASE } from "../../src/contracts/sharing";
import { BALANCE_REUSE_MS } from "../../server/billing/wallets";
import { BILLING_API, IDEMPOTENCY_HEADER } from "../../src/contracts/billing";
import { WALLET_POLICY_API, WALLET_TEXT } from "../../src/contracts/walletPolicy";
import { bindHpcAccount } from "./hpcSupport";
import { closeAll, get, manualClock, signIn, startServer } from "./helpers";

/*
 * The wallet's rule (src/contracts/walletPolicy.ts): nobody is charged where they cannot see it (a
 * priced sharing order for an applicant without a wallet is refused, free ones pass); operations set a
 * warning threshold; an owing account with a wallet starts no new training run unless post-paid.
 */

let app: FastifyInstance;
let ops: string;
let dev: string;
let dev2: string;
let admin: string;
let adminId: number;
const clock = manualClock();

const call = (method: "POST" | "PUT", url: string, token: string, payload: object, headers = {}) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, payload });

/** dev's order for a fresh public dataset of dev2's, accepted. */
async function devOrder(name: string): Promise<number> {
  const created = await call("POST", "/api/aimanager/v1/data-set/data", dev2, { dataSetName: name });
  const datasetId = created.json().data.id as number;
  await call("PUT", "/api/aimanager/v1/data-set/updatePublic", dev2, { id: datasetId, isPublic: 1 });
  const order = await call("POST", `${APPLY_ORDER_BASE}/create`, dev, {
    resourceType: 1,
    resourceId: datasetId,
    reason: "训练用",
  });
  return order.json().data.id as number;
}
const pass = (id: number) => call("PUT", `${APPLY_ORDER_BASE}/approve/${id}`, ops, { status: 2 });
const startRun = () => call("POST", `${TRAIN_BASE}/job-version`, admin, { taskId: 987654 });

beforeAll(async () => {
  app = await startServer({ now: clock.now });
  [ops, dev, dev2, admin] = await Promise.all([
    signIn(app, "ops", "Ops@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "dev2", "Dev2@123"),
    signIn(app, "admin", "Admin@123"),
  ]);
  adminId = app.platform.users.byName("admin")!.id;
});
afterAll(closeAll);

describe("an applicant without a wallet", () => {
  it("cannot be given a price or passed at one; a free order passes; with a wallet the price is charged", async () => {
    const priced = await devOrder("无钱包定价");
    const refused = await call("PUT", `${APPLY_ORDER_BASE}/update-price`, ops, { id: priced, price: 1990 });
    expect([refused.statusCode, refused.json().message]).toEqual([400, WALLET_TEXT.noWallet]);
    const free = await call("PUT", `${APPLY_ORDER_BASE}/update-price`, ops, { id: priced, price: 0 });
    expect(free.statusCode).toBe(200);
    expect((await pass(priced)).statusCode).toBe(200);

    // With a share price in force, an unpriced order would charge the sale price: refused too.
    const share = { kind: "share", standardCents: 200, saleCents: 150, periods: [] };
    expect((await call("POST", BILLING_API.price, ops, share)).statusCode).toBe(200);
    const unpriced = await devOrder("无钱包标准价");
    const blocked = await pass(unpriced);
    expect([blocked.statusCode, blocked.json().message]).toEqual([400, WALLET_TEXT.noWallet]);

    // Once dev binds an HPC account (a wallet to see it in), the order passes and is charged.
    bindHpcAccount(app, "dev");
    expect((await pass(unpriced)).statusCode).toBe(200);
    const wallet = (await get(app, BILLING_API.wallet, dev)).json().data;
    expect(wallet.consumedCents).toBe(150);
  });
});

describe("the balance rule", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("warns below the threshold, refuses new runs when owing, and lets a post-paid account run", async () => {
    // The balance a refusal check computed is reused for BALANCE_REUSE_MS of the process's clock
    // (performance.now): the test moves that clock instead of sleeping through it.
    vi.useFakeTimers({ toFake: ["performance"] });
    expect((await get(app, WALLET_POLICY_API.policy, ops)).json().data).toEqual({ warnCents: 0 });
    const bad = await call("PUT", WALLET_POLICY_API.policy, ops, { warnCents: -1 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, WALLET_TEXT.threshold]);
    expect((await call("PUT", WALLET_POLICY_API.policy, dev, { warnCents: 100 })).statusCode).toBe(403);
    expect((await call("PUT", WALLET_POLICY_API.policy, ops, { warnCents: 50_000 })).statusCode).toBe(200);

    // admin: 100 yuan recharged, nothing used: below the 500 yuan threshold, still free to run.
    const recharge = { userId: adminId, amountCents: 10_000, remark: "" };
    const key = { [IDEMPOTENCY_HEADER]: "wallet-rule-0001" };
    expect((await call("POST", BILLING_API.recharge, ops, recharge, key)).statusCode).toBe(200);
    let wallet = (await get(app, BILLING_API.wallet, admin)).json().data;
    expect(wallet.balanceCents).toBe(10_000);
    expect(wallet.state).toEqual({ warnCents: 50_000, postPaid: false, standing: "low", blocked: false });
    // Not refused for money: the unknown task is what answers.
    expect((await startRun()).statusCode).toBe(404);

    // One core-hour at 123.45 yuan: 23.45 yuan owed.
    const compute = { kind: "compute", standardCents: 12_345, saleCents: 12_345, periods: [] };
    expect((await call("POST", BILLING_API.price, ops, compute)).statusCode).toBe(200);
    clock.advance(60_000);
    app.platform.usage.record({
      userId: adminId,
      kind: "compute",
      quantity: 3600,
      refType: "run",
      refId: "wallet-rule",
      startedAt: clock.now(),
      endedAt: clock.now() + 3_600_000,
    });
    vi.advanceTimersByTime(BALANCE_REUSE_MS);
    wallet = (await get(app, BILLING_API.wallet, admin)).json().data;
    expect(wallet.balanceCents).toBe(-2_345);
    expect(wallet.state).toMatchObject({ standing: "owing", blocked: true });
    const owing = await startRun();
    expect([owing.statusCode, owing.json().message]).toEqual([402, WALLET_TEXT.trainRefused]);

    // Operations see admin in the list, owing; dev (wallet, 1.50 used, nothing recharged) too.
    const listed = (await get(app, WALLET_POLICY_API.accounts, ops)).json().data;
    expect(listed.map((row: { account: string }) => row.account)).toEqual(["admin", "dev"]);
    expect(listed[0]).toMatchObject({
      balanceCents: -2_345,
      standing: "owing",
      postPaid: false,
      blocked: true,
    });

    // Post-paid: the run is no longer refused for money; dev2 (no wallet) cannot be marked.
    const marked = await call("PUT", WALLET_POLICY_API.postPaid, ops, { userId: adminId, postPaid: true });
    expect(marked.json().data).toMatchObject({ postPaid: true, standing: "owing", blocked: false });
    expect((await startRun()).statusCode).toBe(404);
    const dev2Id = app.platform.users.byName("dev2")!.id;
    const none = await call("PUT", WALLET_POLICY_API.postPaid, ops, { userId: dev2Id, postPaid: true });
    expect([none.statusCode, none.json().message]).toEqual([400, WALLET_TEXT.noWalletAccount]);
    await call("PUT", WALLET_POLICY_API.postPaid, ops, { userId: adminId, postPaid: false });
    expect((await startRun()).statusCode).toBe(402);

    // A recharge back above zero lifts the refusal at once.
    const more = { userId: adminId, amountCents: 100_000, remark: "补缴" };
    await call("POST", BILLING_API.recharge, ops, more, { [IDEMPOTENCY_HEADER]: "wallet-rule-0002" });
    expect((await startRun()).statusCode).toBe(404);
  });
});
