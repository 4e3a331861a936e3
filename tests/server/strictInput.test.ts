// @vitest-environment node
import { STORAGE_API } from "../../src/contracts/storage";
import { OP_LOG_API } from "../../src/contracts/opLog";
import { HPC_API } from "../../src/contracts/hpc";
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DeclaredRoute } from "../../server/http";
import { strictNumber } from "../../server/lib/validation";
import { closeAll } from "./helpers";
import { storageFixture, type StorageFixture } from "./storageHelpers";

let fx: StorageFixture;
let app: FastifyInstance;
beforeAll(async () => {
  fx = await storageFixture();
  app = fx.app;
});
afterAll(closeAll);

const auth = () => ({ authorization: `Bearer ${fx.token}` });
const get = (url: string) => app.inject({ url, headers: auth() });
const send = (method: "POST" | "PUT" | "DELETE", url: string, payload: unknown) =>
  app.inject({ method, url, headers: auth(), payload: payload as object });

describe("numbers in a query or a path are plain decimals", () => {
  it("takes only plain decimal text as a number", () => {
    expect(strictNumber("16", true)).toBe(16);
    expect(strictNumber("-3", true)).toBe(-3);
    expect(strictNumber("1.5", false)).toBe(1.5);
    for (const text of ["0x10", "1e1", "1.5", " 16", "16 ", "true", "", "+1", "01", "99999999999999999999"])
      expect(strictNumber(text, true), JSON.stringify(text)).toBeUndefined();
  });

  it.each(["0x10", "1e1", "1.5", "-1", "0", "%2016", "true", "99999999999999999999"])(
    "refuses pageNum=%s with 400 naming the field",
    async (value) => {
      const response = await get(`${OP_LOG_API.opLogRead}?pageNum=${value}`);
      expect([response.statusCode, response.json()]).toEqual([
        400,
        { code: 400, message: "参数 pageNum 不合法" },
      ]);
    },
  );

  it("takes pageNum=16 and an empty pageNum as the default", async () => {
    expect((await get(`${OP_LOG_API.opLogRead}?pageNum=16`)).json().data).toMatchObject({
      pageNum: 16,
      pageSize: 10,
    });
    expect((await get(`${OP_LOG_API.opLogRead}?pageNum=&pageSize=`)).json().data).toMatchObject({
      pageNum: 1,
      pageSize: 10,
    });
  });

  it("bounds pageSize to 1..1000", async () => {
    expect((await get(`${OP_LOG_API.opLogRead}?pageSize=1000`)).statusCode).toBe(200);
    for (const size of ["0", "1001"])
      expect((await get(`${OP_LOG_API.opLogRead}?pageSize=${size}`)).json()).toEqual({
        code: 400,
        message: "参数 pageSize 不合法",
      });
  });

  it("refuses an id of 0x10 in a path instead of reading it as 16", async () => {
    for (const url of [`${OP_LOG_API.opLogSessions}/0x10`, "/api/aimanager/v1/data-set/data/0x10"]) {
      const response = await send("DELETE", url, undefined);
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
    const dataset = await get("/api/aimanager/v1/data-set/data/1e1");
    expect([dataset.statusCode, dataset.json()]).toEqual([400, { code: 400, message: "数据集ID不合法" }]);
  });
});

describe("every list call refuses a huge page number before it reaches SQLite", () => {
  /** A value for each other required field of a query, so the page number is what fails. */
  const filler = (schema: Record<string, unknown> | undefined): Record<string, string> =>
    Object.fromEntries(
      ((schema?.required as string[] | undefined) ?? [])
        .filter((name) => name !== "pageNum" && name !== "page")
        .map((name) => [name, "1"]),
    );
  const pagingField = (schema: Record<string, unknown> | undefined) =>
    ["pageNum", "page"].find((name) => (schema?.properties as Record<string, unknown> | undefined)?.[name]);
  const paged = (entry: DeclaredRoute) =>
    pagingField(entry.schema?.querystring as Record<string, unknown>) ??
    pagingField(entry.schema?.body as Record<string, unknown>);

  it("finds the paged calls", () => {
    const urls = app.routeTable.filter(paged).map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        OP_LOG_API.opLogRead,
        HPC_API.hpcAdminPage,
        STORAGE_API.storageOpt,
        "/api/aimanager/v1/data-set/page-info",
        "/api/aimanager/v1/data-set/public-page",
        "/api/aimanager/v1/data-set-history/page",
        "/api/aimanager/v1/data-set-item/page",
        "/api/aimanager/v1/label-group/page",
        "/api/aimanager/v1/tb-team/page",
        "/api/aimanager/v1/data-set-annotation-task/page",
        "/api/aimanager/v1/data-set-annotation-task/list-page",
      ]),
    );
  });

  it("answers 400 with a message for pageNum=99999999999999999999 on each of them", async () => {
    for (const entry of app.routeTable.filter(paged)) {
      const query = entry.schema?.querystring as Record<string, unknown> | undefined;
      const field = paged(entry)!;
      // Path parameters (introduce/:type/:resourceId/page) get a valid id, so the page number is what fails.
      const url = entry.url.replace(/:\w+/g, "1");
      const response =
        entry.method === "GET"
          ? await get(`${url}?${new URLSearchParams({ ...filler(query), [field]: "99999999999999999999" })}`)
          : await app.inject({
              method: entry.method as "POST",
              url,
              headers: { ...auth(), "content-type": "application/json" },
              payload: `{"pageNum": 99999999999999999999, "pageSize": 10}`,
            });
      expect([entry.url, response.statusCode, response.json().code, response.json().message]).toEqual([
        entry.url,
        400,
        400,
        `参数 ${field} 不合法`,
      ]);
    }
  });
});

describe("a body's types are its own: nothing is coerced", () => {
  it("refuses storage opt's type true (read as delete before) and leaves the file untouched", async () => {
    const readme = path.join(fx.root, "README.txt");
    const before = fs.readFileSync(readme);
    for (const type of [true, "1", 1.5, 0, 9, null]) {
      const response = await send("POST", STORAGE_API.storageOpt, {
        type,
        from: ["/GPUFS/admin/README.txt"],
      });
      expect([type, response.statusCode, response.json()]).toEqual([
        type,
        400,
        { code: 400, message: "不支持的操作类型", info: "不支持的操作类型", spec: null },
      ]);
    }
    expect(fs.readFileSync(readme)).toEqual(before);
    expect((await get(STORAGE_API.storageOpt)).json()).toMatchObject({ spec: [], total: 0 });
  });

  it("refuses booleans and numeric text where numbers are expected", async () => {
    const base = "/api/aimanager/v1";
    const cases: [string, string, unknown, string][] = [
      ["PUT", `${base}/data-set/updatePublic`, { id: 1, isPublic: true }, "isPublic 只能为 0 或 1"],
      ["PUT", `${base}/data-set/updatePublic`, { id: "1", isPublic: 1 }, "数据集不能为空"],
      ["POST", `${base}/data-set-history/copy`, { dataSetId: true, versionId: 1 }, "数据集不能为空"],
      [
        "POST",
        `${base}/data-set-annotation-task/score`,
        { id: 1, score: "88" },
        "评分须为 0 到 100 之间的数字",
      ],
      ["POST", `${base}/tb-member/batch`, { teamId: 1, userIds: [true] }, "参数 userIds[0] 不合法"],
      ["PUT", HPC_API.hpcAdminUpdateStatus, { id: "1", status: true }, "状态无效"],
      ["POST", `${base}/data-set/data-set-upload/simple/1/1`, { tickets: "a" }, "请选择要上传的图片"],
      [
        "POST",
        `${base}/data-set-item-annotation/batch/save`,
        { taskId: 1, itemId: 1, annotations: [{ labelId: 1, x: "1", y: 0, width: 1, height: 1 }] },
        "标注数据格式错误",
      ],
    ];
    for (const [method, url, body, message] of cases) {
      const response = await send(method as "POST", url, body);
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { code: 400, message }]);
    }
  });

  it("names a missing field", async () => {
    const response = await send("POST", "/api/aimanager/v1/data-set-history/copy", { dataSetId: 1 });
    expect(response.json()).toEqual({ code: 400, message: "版本不能为空" });
    const switched = await send("PUT", HPC_API.hpcSwitch, {});
    expect(switched.json()).toEqual({ code: 400, message: "缺少参数 id" });
  });
});

describe("bodies that cannot be read", () => {
  const raw = (contentType: string, payload: string | Buffer, url = "/api/aimanager/v1/label-group") =>
    app.inject({ method: "POST", url, headers: { ...auth(), "content-type": contentType }, payload });

  it("answers malformed JSON 400 with a message", async () => {
    const response = await raw("application/json", '{"groupName": ');
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { code: 400, message: "请求体不是合法的 JSON" },
    ]);
    expect((await raw("application/json", "")).json()).toEqual({ code: 400, message: "请求体不能为空" });
    expect((await raw("application/json", '{"__proto__": {"x": 1}}')).statusCode).toBe(400);
  });

  it("answers a body that is not an object 400", async () => {
    const response = await raw("application/json", "[1, 2]");
    expect([response.statusCode, response.json()]).toEqual([400, { code: 400, message: "请求体格式不正确" }]);
  });

  it("answers an unsupported content type 415 with a message", async () => {
    const response = await raw("application/xml", "<group/>");
    expect([response.statusCode, response.json()]).toEqual([
      415,
      { code: 415, message: "不支持的请求内容类型" },
    ]);
  });

  it("answers a body over the limit 413 with a message", async () => {
    const big = JSON.stringify({ groupName: "x".repeat(1_100_000) });
    const response = await raw("application/json", big);
    expect([response.statusCode, response.json()]).toEqual([413, { code: 413, message: "请求内容过大" }]);
    // the log write takes 2 MiB, not more
    const logs = JSON.stringify(Array.from({ length: 900 }, () => ({ content: "y".repeat(2500) })));
    expect((await raw("application/json", logs, OP_LOG_API.opLogWrite)).statusCode).toBe(413);
  });
});
