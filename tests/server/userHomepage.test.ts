// @vitest-environment node
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOMEPAGE_API } from "../../src/contracts/userHomepage";
import { closeAll, get, signIn, startServer } from "./helpers";

let app: FastifyInstance;
let dev: string;
let dev2: string;

beforeAll(async () => {
  app = await startServer();
  dev = await signIn(app, "dev", "Dev@123");
  dev2 = await signIn(app, "dev2", "Dev2@123");
});
afterAll(closeAll);

const send = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe("the user homepage", () => {
  it("saves the user's own introduction, education and cases, and shows them to others", async () => {
    await send("POST", HOMEPAGE_API.save, dev, { organisation: " 超算中心 ", introduction: "做视觉的" });
    const added = await send("POST", HOMEPAGE_API.education, dev, {
      school: "中山大学",
      major: "计算机",
      degree: "硕士",
      startDate: "2015-09",
      endDate: "2018-06",
    });
    expect(added.statusCode).toBe(200);
    await send("POST", HOMEPAGE_API.cases, dev, {
      title: "港口识别",
      partner: "某港口",
      caseDate: "2024-05",
    });

    const mine = (await get(app, HOMEPAGE_API.page, dev)).json().data;
    const devId = mine.userId as number;
    const seen = (await get(app, `${HOMEPAGE_API.page}?userId=${devId}`, dev2)).json().data;
    expect(seen).toMatchObject({
      userName: "dev",
      self: false,
      organisation: "超算中心",
      introduction: "做视觉的",
      education: [
        { school: "中山大学", major: "计算机", degree: "硕士", startDate: "2015-09", endDate: "2018-06" },
      ],
      cases: [{ title: "港口识别", partner: "某港口", caseDate: "2024-05" }],
    });
    expect(mine.self).toBe(true);
  });

  it("refuses an empty school, a title over 50 characters, and an end before the start", async () => {
    expect((await send("POST", HOMEPAGE_API.education, dev, { school: " " })).json()).toEqual({
      code: 400,
      message: "学校不能为空",
    });
    expect((await send("POST", HOMEPAGE_API.cases, dev, { title: "案".repeat(51) })).json().message).toBe(
      "案例名称最多输入50个字符",
    );
    expect(
      (
        await send("POST", HOMEPAGE_API.education, dev, {
          school: "A",
          startDate: "2020-01",
          endDate: "2019-01",
        })
      ).json().message,
    ).toBe("结束时间不能早于开始时间");
  });

  it("lets nobody edit or delete another user's entries", async () => {
    const { id } = (await send("POST", HOMEPAGE_API.education, dev, { school: "北京大学" })).json().data;
    expect((await send("DELETE", `${HOMEPAGE_API.education}/${id}`, dev2)).json()).toEqual({
      code: 404,
      message: "教育经历不存在",
    });
    expect((await send("PUT", `${HOMEPAGE_API.education}/${id}`, dev2, { school: "x" })).statusCode).toBe(
      404,
    );
    expect((await send("DELETE", `${HOMEPAGE_API.education}/${id}`, dev)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown user and 401 without a session", async () => {
    expect((await get(app, `${HOMEPAGE_API.page}?userId=999999`, dev)).json()).toEqual({
      code: 404,
      message: "用户不存在",
    });
    expect((await get(app, HOMEPAGE_API.page)).statusCode).toBe(401);
  });
});

describe("the home page's general message", () => {
  it("counts the user's own datasets, newest first, and lists their recent operations", async () => {
    await send("POST", "/api/aimanager/v1/data-set/data", dev2, {
      dataSetName: "看板数据集",
      description: "",
    });
    const message = (await get(app, HOMEPAGE_API.generalMessage, dev2)).json().data;
    expect(message.datasets.total).toBe(1);
    expect(message.datasets.recent.map((row: { name: string }) => row.name)).toEqual(["看板数据集"]);
    expect(message.tasks).toEqual({ total: 0, nearDeadline: [] });
    expect(message.runs).toEqual({ total: 0, running: [] });
    expect(message.operations[0].content).toContain("看板数据集");
    // Another user's data is not counted.
    expect((await get(app, HOMEPAGE_API.generalMessage, dev)).json().data.datasets.total).toBe(0);
  });
});
