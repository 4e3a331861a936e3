// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { closeAll, get, signIn, startServer } from "../server/helpers";

afterAll(closeAll);

const TYPES = "/api/aimanager/v1/algorithm-type";
const call = (
  app: FastifyInstance,
  method: "POST" | "PUT" | "DELETE",
  url: string,
  token: string,
  payload?: object,
) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

interface Type {
  id: number;
  name: string;
  parentId: number | null;
  editable: boolean;
}

describe("the algorithm type tree", () => {
  it("keeps root types to the back office and each sub-type to its creator", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    const dev = await signIn(app, "dev", "Dev@123");
    const dev2 = await signIn(app, "dev2", "Dev2@123");
    const root = ((await get(app, `${TYPES}/parents`, dev2)).json().data as Type[])[0]!;

    // dev2 renames, deletes or adds a root type: refused, the tree unchanged.
    const rename = await call(app, "PUT", TYPES, dev2, { id: root.id, name: "被改名" });
    expect([rename.statusCode, rename.json().message]).toEqual([
      403,
      "一级类型由平台维护，只有后台管理员可以修改",
    ]);
    expect((await call(app, "DELETE", `${TYPES}/${root.id}`, dev2)).statusCode).toBe(403);
    const addRoot = await call(app, "POST", TYPES, dev2, { name: "新的一级", parentId: null });
    expect([addRoot.statusCode, addRoot.json().message]).toEqual([
      403,
      "一级类型由平台维护，只有后台管理员可以修改",
    ]);
    expect(
      ((await get(app, `${TYPES}/parents`, dev)).json().data as Type[]).map((one) => one.name),
    ).not.toContain("被改名");

    // dev's own sub-type: dev edits it; dev2 neither edits nor deletes it.
    const mine = (await call(app, "POST", TYPES, dev, { name: "我的子类型", parentId: root.id })).json()
      .data as Type;
    const foreign = await call(app, "PUT", TYPES, dev2, { id: mine.id, name: "dev2改的" });
    expect([foreign.statusCode, foreign.json().message]).toEqual([403, "只能修改自己创建的子类型"]);
    expect((await call(app, "DELETE", `${TYPES}/${mine.id}`, dev2)).statusCode).toBe(403);
    expect((await call(app, "PUT", TYPES, dev, { id: mine.id, name: "我改的" })).statusCode).toBe(200);
    // The tree tells each user which types they may change.
    const editable = async (token: string) =>
      Object.fromEntries(
        ((await get(app, `${TYPES}/childrens?parentId=${root.id}`, token)).json().data as Type[]).map(
          (one) => [one.name, one.editable],
        ),
      );
    expect((await editable(dev))["我改的"]).toBe(true);
    expect((await editable(dev2))["我改的"]).toBe(false);
    expect(((await get(app, `${TYPES}/parents`, dev)).json().data as Type[])[0]!.editable).toBe(false);
    expect(((await get(app, `${TYPES}/parents`, admin)).json().data as Type[])[0]!.editable).toBe(true);

    // The back office manages the platform's root types.
    expect((await call(app, "PUT", TYPES, admin, { id: root.id, name: root.name, sort: 1 })).statusCode).toBe(
      200,
    );
    expect((await call(app, "DELETE", `${TYPES}/${mine.id}`, dev)).statusCode).toBe(200);
  });
});
