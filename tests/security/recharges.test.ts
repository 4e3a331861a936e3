// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { BILLING_API } from "../../src/contracts/billing";
import { closeAll, get, signIn, startServer } from "../server/helpers";

afterEach(closeAll);

const userId = (app: FastifyInstance, name: string) =>
  (app.platform.db.prepare("SELECT id FROM users WHERE user_name = ?").get(name) as { id: number }).id;

const recharge = (app: FastifyInstance, token: string, payload: object, key?: string) =>
  app.inject({
    method: "POST",
    url: BILLING_API.recharge,
    headers: { authorization: `Bearer ${token}`, ...(key ? { "idempotency-key": key } : {}) },
    payload,
  });

const stored = (app: FastifyInstance, id: number) =>
  app.platform.db.prepare("SELECT amount_cents FROM recharges WHERE user_id = ?").all(id) as {
    amount_cents: number;
  }[];

describe("recharges", () => {
  it("refuse a recharge of the caller's own account (ops, admin)", async () => {
    const app = await startServer();
    const ops = await signIn(app, "ops", "Ops@123");
    const admin = await signIn(app, "admin", "Admin@123");
    const own = await recharge(app, ops, { userId: userId(app, "ops"), amountCents: 100_000 }, "own-ops-1");
    expect([own.statusCode, own.json().message]).toEqual([403, "不能给自己的账户充值"]);
    const adminOwn = await recharge(
      app,
      admin,
      { userId: userId(app, "admin"), amountCents: 5 },
      "own-admin-1",
    );
    expect([adminOwn.statusCode, adminOwn.json().message]).toEqual([403, "不能给自己的账户充值"]);
    expect(stored(app, userId(app, "ops"))).toEqual([]);
    expect((await get(app, BILLING_API.wallet, ops)).json().data.rechargeCents).toBe(0);
  });

  it("credit a request sent twice with one Idempotency-Key once, answering as the first time", async () => {
    const app = await startServer();
    const ops = await signIn(app, "ops", "Ops@123");
    const dev = await signIn(app, "dev", "Dev@123");
    const body = { userId: userId(app, "dev"), amountCents: 1_000, remark: "首充" };
    const first = await recharge(app, ops, body, "retry-key-0001");
    const second = await recharge(app, ops, body, "retry-key-0001");
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toEqual(first.json().data);
    expect(stored(app, userId(app, "dev"))).toEqual([{ amount_cents: 1_000 }]);
    expect((await get(app, BILLING_API.wallet, dev)).json().data.rechargeCents).toBe(1_000);
    // The key of another recharge, or no key at all: refused, nothing credited.
    const other = await recharge(app, ops, { ...body, amountCents: 9_000 }, "retry-key-0001");
    expect([other.statusCode, other.json().message]).toEqual([409, "该 Idempotency-Key 已用于另一笔充值"]);
    const keyless = await recharge(app, ops, body);
    expect([keyless.statusCode, keyless.json().message]).toEqual([
      400,
      "充值请求须带 Idempotency-Key 请求头（8 到 255 个可见字符）",
    ]);
    expect(stored(app, userId(app, "dev"))).toHaveLength(1);
  });

  it("take a recharge without a remark, and refuse a long remark with the true reason", async () => {
    const app = await startServer();
    const ops = await signIn(app, "ops", "Ops@123");
    const bare = await recharge(app, ops, { userId: userId(app, "dev"), amountCents: 300 }, "no-remark-01");
    expect([bare.statusCode, bare.json().data.remark]).toEqual([200, ""]);
    const long = await recharge(
      app,
      ops,
      { userId: userId(app, "dev"), amountCents: 300, remark: "备".repeat(201) },
      "long-remark-1",
    );
    expect([long.statusCode, long.json().message]).toEqual([400, "备注最多输入200个字符"]);
  });
});
