// @vitest-environment node
import { BILLING_API } from "../../src/contracts/billing";
import { BALANCE_REUSE_MS } from "../../server/billing/wallets";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PUBLISH_MANAGE, endpointPath } from "../../server/services/endpointRoutes";
import { PUBLISH_HISTORY } from "../../server/services/tokenRoutes";
import { WALLET_POLICY_API, WALLET_TEXT } from "../../src/contracts/walletPolicy";
import { shapePng } from "../support/shapeImage";
import { closeAll, signIn } from "./helpers";
import { finishedRunServer, type FinishedRunServer } from "./modelRunFixture";
import { caller, multipartImage, publishedVersion, publishService } from "./servicesSupport";
import { BACKGROUND, RED } from "./trainingFixture";

/*
 * The balance rule at the service URL (src/contracts/walletPolicy.ts): once the service's owner owes
 * money, a call is refused with 402 and the rule's text, and monitoring records it; post-paid serves.
 */

let server: FinishedRunServer;
let call: ReturnType<typeof caller>;
let ops: string;
let serviceId: number;
let token: string;
const image = multipartImage(
  shapePng(48, 48, BACKGROUND, [{ kind: "square", x: 10, y: 10, size: 18, rgb: RED }]),
);

const infer = async () => {
  const response = await server.app.inject({
    method: "POST",
    url: endpointPath(serviceId),
    headers: { authorization: `Bearer ${token}`, "content-type": image.contentType },
    payload: image.payload,
  });
  return { status: response.statusCode, message: (response.json() as { message?: string }).message };
};

beforeAll(async () => {
  server = await finishedRunServer();
  call = caller(server);
  ops = await signIn(server.app, "ops", "Ops@123");
  serviceId = await publishService(server, await publishedVersion(server, "欠费模型"), "欠费服务");
  const created = await call<{ token: string }>("POST", `${PUBLISH_HISTORY}/publish-token`, {
    serviceId,
    name: "欠费令牌",
    validDays: 30,
  });
  token = created.body.data.token;
});
afterAll(closeAll);

describe("calls of an owing owner's service", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("are answered while the owner has paid, refused with 402 once owing, recorded, served again post-paid", async () => {
    // The balance a refusal check computed is reused for BALANCE_REUSE_MS of the process's clock
    // (performance.now): the test moves that clock instead of sleeping through it.
    vi.useFakeTimers({ toFake: ["performance"] });
    const price = { kind: "inference", standardCents: 100, saleCents: 100, periods: [] };
    expect((await call("POST", BILLING_API.price, price, ops)).status).toBe(200);
    // Nothing used yet: the call is answered (and metered: admin now owes 1 yuan).
    expect((await infer()).status).toBe(200);
    vi.advanceTimersByTime(BALANCE_REUSE_MS);
    expect(await infer()).toEqual({ status: 402, message: WALLET_TEXT.callRefused });

    const monitor = await call<{ list: { statusCode: number; error: string }[] }>(
      "GET",
      `${PUBLISH_MANAGE}/page-monitor?serviceId=${serviceId}&pageSize=10`,
    );
    expect(monitor.body.data.list[0]).toMatchObject({ statusCode: 402, error: WALLET_TEXT.callRefused });

    const marked = await call(
      "PUT",
      WALLET_POLICY_API.postPaid,
      { userId: server.adminId, postPaid: true },
      ops,
    );
    expect(marked.status).toBe(200);
    expect((await infer()).status).toBe(200);
  });
});
