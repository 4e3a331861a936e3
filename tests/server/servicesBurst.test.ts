// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BILLING_API } from "../../src/contracts/billing";
import { endpointPath } from "../../server/services/endpointRoutes";
import { MAX_INSTANCES } from "../../server/services/publishRoutes";
import { PUBLISH_HISTORY } from "../../server/services/tokenRoutes";
import { shapePng } from "../support/shapeImage";
import { closeAll, get, signIn } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { caller, publishedVersion, publishService } from "./servicesSupport";
import { BACKGROUND, RED } from "./trainingFixture";

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;
let serviceId: number;

const image = shapePng(48, 48, BACKGROUND, [{ kind: "square", x: 10, y: 10, size: 18, rgb: RED }]);

/** One call of the service URL with a raw image/png body, as a program calling it would send it. */
const predict = async (token: string) => {
  const response = await server.app.inject({
    method: "POST",
    url: endpointPath(serviceId),
    headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    payload: image,
  });
  return { status: response.statusCode, message: (response.json() as { message: string }).message };
};

const newToken = async (name: string) =>
  (
    await call<{ id: number; token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
      serviceId,
      name,
      validDays: 30,
    })
  ).body.data;

/**
 * Calls in the billing burst: with twice the instances calling at once, half the callers wait in the
 * service's line from the first call to the last, whatever the count; 100 calls (was 500, then 200: 9 s
 * beside two CPU hogs) keep that, and every count below must still come out exact.
 */
const BURST_CALLS = 100;

/** `callers` callers calling at once, each again as soon as answered, `calls` calls in all; answers the statuses. */
async function burst(calls: number, callers: number, token: (n: number) => string) {
  const statuses: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (started < calls) {
        const n = started++;
        statuses.push((await predict(token(n))).status);
      }
    }),
  );
  return statuses;
}

const countOf = (sql: string, ...args: unknown[]) =>
  (server.app.platform.db.prepare(sql).get(...args) as { n: number }).n;

beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
  serviceId = await publishService(server, await publishedVersion(server, "压测模型"), "压测服务", {
    instances: MAX_INSTANCES,
  });
  // The burst bills more than the owner's wallet holds: a post-paid account keeps the balance rule
  // (walletRule and walletServiceCalls tests) out of this metering check.
  server.app.platform.wallets.policy.setPostPaid(server.adminId, true, "admin");
});
afterAll(closeAll);

describe("a burst of calls on the service URL", () => {
  it("names where an answered call's time went in its Server-Timing header, and a refused call has none", async () => {
    const { token } = await newToken("计时");
    const answered = await server.app.inject({
      method: "POST",
      url: endpointPath(serviceId),
      headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
      payload: image,
    });
    expect(answered.statusCode).toBe(200);
    const metrics = String(answered.headers["server-timing"])
      .split(", ")
      .map((metric) => metric.split(";dur="));
    expect(metrics.map(([name]) => name)).toEqual([
      "check",
      "model",
      "queue",
      "hop",
      "decode",
      "infer",
      "record",
      "total",
    ]);
    const ms = Object.fromEntries(metrics.map(([name, dur]) => [name, Number(dur)]));
    expect(Object.values(ms).every((value) => Number.isFinite(value) && value >= 0)).toBe(true);
    expect(ms.infer).toBeGreaterThan(0);
    expect(ms.total).toBeGreaterThanOrEqual(ms.check! + ms.infer! + ms.record!);
    const refused = await server.app.inject({
      method: "POST",
      url: endpointPath(serviceId),
      headers: { authorization: "Bearer sk-none", "content-type": "image/png" },
      payload: image,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["server-timing"]).toBeUndefined();
  });

  it("counts and bills exactly the answered calls of a burst, to the cent", async () => {
    const ops = await signIn(server.app, "ops", "Ops@123");
    const price = { kind: "inference", standardCents: 10, saleCents: 7, periods: [] };
    const priced = await server.app.inject({
      method: "POST",
      url: BILLING_API.price,
      headers: { authorization: `Bearer ${ops}` },
      payload: price,
    });
    expect(priced.statusCode).toBe(200);
    const tokens = [await newToken("压测甲"), await newToken("压测乙")];
    const recordedBefore = countOf("SELECT COUNT(*) AS n FROM service_calls WHERE service_id = ?", serviceId);
    const meteredBefore = server.app.platform.usage.list({ kind: "inference" }).length;

    // Twice the instances at once: half of the callers wait in the service's line at any time.
    const statuses = await burst(BURST_CALLS, 2 * MAX_INSTANCES, (n) => tokens[n % 2]!.token);

    expect(statuses.filter((status) => status === 200)).toHaveLength(BURST_CALLS);
    expect(countOf("SELECT COUNT(*) AS n FROM service_calls WHERE service_id = ?", serviceId)).toBe(
      recordedBefore + BURST_CALLS,
    );
    expect(
      countOf(
        "SELECT COUNT(*) AS n FROM service_calls WHERE service_id = ? AND token_id = ? AND status_code = 200",
        serviceId,
        tokens[0]!.id,
      ),
    ).toBe(BURST_CALLS / 2);
    const usage = server.app.platform.usage.list({ kind: "inference" }).slice(meteredBefore);
    expect(usage).toHaveLength(BURST_CALLS);
    expect(usage.every((record) => record.refId === String(serviceId))).toBe(true);
    expect(usage.reduce((sum, record) => sum + record.quantity, 0)).toBe(BURST_CALLS);
    const adminId = server.app.platform.users.byName("admin")!.id;
    const charged = (
      await get(server.app, `${BILLING_API.billStatistics}?type=charge&userId=${adminId}`, ops)
    ).json().data as { rows: { inference: number }[] };
    // BURST_CALLS calls × 7 cents: calls metered before the price was set keep the price of their time (none).
    expect(charged.rows[0]!.inference).toBe(BURST_CALLS * 7);
  });

  it("refuses a token's very next call once it is disabled, deleted or expired, while a burst runs", async () => {
    const disabled = await newToken("停用中");
    const deleted = await newToken("删除中");
    const expiring = await newToken("过期中");
    const until = async (token: string, change: () => Promise<unknown>, message: string) => {
      // Calls keep coming on the token; after a few are answered the owner changes it.
      let changed = false;
      const after: { status: number; message: string }[] = [];
      let answeredBefore = 0;
      await Promise.all(
        Array.from({ length: 4 }, async (_, caller) => {
          for (let n = 0; n < 12; n += 1) {
            if (caller === 0 && n === 3 && !changed) {
              await change();
              changed = true;
            }
            const changedBefore = changed;
            const answer = await predict(token);
            // A call already running when the change is made may go either way; one sent after it may not.
            if (changedBefore) after.push(answer);
            else if (answer.status === 200) answeredBefore += 1;
          }
        }),
      );
      expect(answeredBefore).toBeGreaterThanOrEqual(3);
      expect(after.length).toBeGreaterThan(20);
      expect(new Set(after.map((answer) => `${answer.status} ${answer.message}`))).toEqual(
        new Set([message]),
      );
    };

    await until(
      disabled.token,
      () => call("PUT", `${PUBLISH_HISTORY}/publish-token-status/${disabled.id}/0`),
      "403 服务令牌已禁用",
    );
    await until(
      deleted.token,
      () => call("DELETE", `${PUBLISH_HISTORY}/publish-token/${deleted.id}`),
      "401 服务令牌无效",
    );
    const realNow = server.app.platform.now;
    try {
      await until(
        expiring.token,
        async () => {
          server.app.platform.now = () => realNow() + 31 * 24 * 3600 * 1000;
        },
        "403 服务令牌已过期",
      );
    } finally {
      server.app.platform.now = realNow;
    }
  });
});
