// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { closeAll, get, signIn, startServer } from "../server/helpers";

afterAll(closeAll);

const ORDERS = "/api/aimanager/v1/apply-order";
const call = (app: FastifyInstance, method: "POST" | "PUT", url: string, token: string, payload: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

describe("a sharing order and its own applicant", () => {
  it("admin applies, then can neither price nor approve that order; operations still can", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    const dev2 = await signIn(app, "dev2", "Dev2@123");
    const ops = await signIn(app, "ops", "Ops@123");
    const created = await call(app, "POST", "/api/aimanager/v1/data-set/data", dev2, {
      dataSetName: "公开数据",
    });
    const resourceId = created.json().data.id as number;
    await call(app, "PUT", "/api/aimanager/v1/data-set/updatePublic", dev2, { id: resourceId, isPublic: 1 });
    const order = await call(app, "POST", `${ORDERS}/create`, admin, {
      resourceType: 1,
      resourceId,
      reason: "训练",
    });
    expect(order.statusCode).toBe(200);
    const id = order.json().data.id as number;

    const price = await call(app, "PUT", `${ORDERS}/update-price`, admin, { id, price: 0 });
    expect([price.statusCode, price.json().message]).toEqual([403, "不能处理自己提交的共享申请"]);
    const approve = await call(app, "PUT", `${ORDERS}/approve/${id}`, admin, { status: 2 });
    expect([approve.statusCode, approve.json().message]).toEqual([403, "不能处理自己提交的共享申请"]);
    const accept = await call(app, "PUT", `${ORDERS}/approve/${id}`, admin, { status: 1 });
    expect(accept.statusCode).toBe(403);
    // Nothing granted, nothing billed: the order is still waiting.
    const mine = (await get(app, `${ORDERS}/my-page?pageNum=1&pageSize=10`, admin)).json().data.list;
    expect(
      mine.map((row: { id: number; status: number; priceSet: boolean }) => [
        row.id,
        row.status,
        row.priceSet,
      ]),
    ).toEqual([[id, 0, false]]);
    expect(
      app.platform.db.prepare("SELECT COUNT(*) AS n FROM usage_records WHERE kind = 'share'").get(),
    ).toEqual({ n: 0 });

    expect((await call(app, "PUT", `${ORDERS}/update-price`, ops, { id, price: 100 })).statusCode).toBe(200);
    expect((await call(app, "PUT", `${ORDERS}/approve/${id}`, ops, { status: 2 })).statusCode).toBe(200);
  });
});
