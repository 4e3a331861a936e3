import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SYSTEM_API } from "../../../src/contracts/system";
import { closeAll, get, signIn, startServer } from "../helpers";

const AI = "/api/ai-cloud-platform/v1";
const YX = "/api/yx-cloud-platform/v1";

let app: FastifyInstance;
let admin: string;

const call = (method: "POST" | "PUT" | "DELETE", url: string, body: unknown, token = admin) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload: body as object });

const SETTINGS = {
  portalName: "新门户",
  navigationPic: [],
  navigationPicMobile: [],
  navigationContent: "导航内容",
  navigationColourFlag: 1,
  navigationColourType: 2,
  navigationColour: "#112233",
  firstGradientColour: "#ff0000",
  secondGradientColour: "#0000FF",
  navigationShadow: 0,
};

beforeEach(async () => {
  app = await startServer();
  admin = await signIn(app, "admin", "Admin@123");
});
afterEach(closeAll);

describe("the portal's public reads (no sign-in, unwrapped answers)", () => {
  it("serves the seeded settings, menus and documentation pages as the whole body", async () => {
    const info = await get(app, `${YX}/portal/info`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ portalName: "超算AI能力开放平台", navigationColourType: 1 });
    expect(info.json().code).toBeUndefined();
    expect(info.json().navigationPic).toHaveLength(3);

    const picture = await get(app, info.json().navigationPic[0]);
    expect(picture.headers["content-type"]).toBe("image/png");

    const menus = (await get(app, `${YX}/portal/menu`)).json();
    expect(Array.isArray(menus)).toBe(true);
    const help = menus.find((menu: { mainMenuName: string }) => menu.mainMenuName === "使用帮助");
    expect(help.subMenuNameListMap.map((sub: { mainMenuName: string }) => sub.mainMenuName)).toContain(
      "操作指南",
    );
    const link = menus.find((menu: { configType: number }) => menu.configType === 2);
    expect(link).toMatchObject({ relationStatus: 1, menuUrl: expect.stringMatching(/^https:\/\//) });

    const guide = (await get(app, `${YX}/page-config/code/tipPage`)).json();
    expect(guide).toMatchObject({ title: "操作指南", code: "tipPage" });
    expect(guide.content).toContain("<h2>操作指南</h2>");
    expect((await get(app, `${YX}/page-config/${guide.id}`)).json().title).toBe("操作指南");
    expect((await get(app, `${YX}/page-config/99999`)).json()).toEqual({ code: 404, message: "页面不存在" });
  });

  it("keeps the back office's calls to portal-temp holders", async () => {
    expect((await get(app, `${AI}/portal/settings`)).statusCode).toBe(401);
    const dev = await signIn(app, "dev", "Dev@123");
    expect((await get(app, `${AI}/portal/menus`, dev)).statusCode).toBe(403);
    expect((await call("PUT", `${AI}/portal/settings`, SETTINGS, dev)).statusCode).toBe(403);
    expect((await get(app, `${AI}/portal/settings`, admin)).json().data.portalName).toBe(
      "超算AI能力开放平台",
    );
  });
});

describe("portal settings", () => {
  it("saves a gradient the portal then reads, and refuses bad colours and pictures", async () => {
    const saved = await call("PUT", `${AI}/portal/settings`, SETTINGS);
    expect(saved.statusCode).toBe(200);
    expect((await get(app, `${YX}/portal/info`)).json()).toMatchObject({
      portalName: "超算AI能力开放平台",
      navigationColourType: 2,
      firstGradientColour: "#ff0000",
      secondGradientColour: "#0000ff",
      navigationShadow: 0,
    });
    expect(
      (await call("PUT", `${AI}/portal/settings`, { ...SETTINGS, firstGradientColour: "red" })).json()
        .message,
    ).toBe("颜色须为 #RRGGBB 格式");
    expect(
      (
        await call("PUT", `${AI}/portal/settings`, { ...SETTINGS, navigationPic: ["javascript:alert(1)"] })
      ).json().message,
    ).toBe("导航图片须为上传后的图片地址");
    const uploaded = "/api/file-manager/v1/file-item/raw/0123456789abcdef0123456789abcdef";
    const pictures = { ...SETTINGS, navigationPic: [uploaded], navigationPicMobile: [uploaded] };
    expect((await call("PUT", `${AI}/portal/settings`, pictures)).statusCode).toBe(200);
    expect((await get(app, `${YX}/portal/info`)).json().navigationPicMobile).toEqual([uploaded]);
  });
});

describe("one platform name (back-office spec §系统配置)", () => {
  it("names the portal with 系统配置's 平台名称, not a name of its own, and takes a new one at once", async () => {
    const { portalName, ...look } = SETTINGS;
    expect(portalName).toBe("新门户");
    expect((await call("PUT", `${AI}/portal/settings`, look)).statusCode).toBe(200);
    const configs = (await get(app, SYSTEM_API.configList, admin)).json().data as {
      id: number;
      configKey: string;
    }[];
    const name = configs.find((row) => row.configKey === "platform.name")!;
    const renamed = await app.inject({
      method: "PUT",
      url: SYSTEM_API.configInfo,
      payload: { id: name.id, configValue: "天河智算平台" },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await get(app, `${YX}/portal/info`)).json()).toMatchObject({
      portalName: "天河智算平台",
      navigationContent: "导航内容",
    });
    expect((await get(app, `${AI}/portal/settings`, admin)).json().data.portalName).toBe("天河智算平台");
    // An earlier client still sending a name of its own changes nothing.
    expect((await call("PUT", `${AI}/portal/settings`, SETTINGS)).statusCode).toBe(200);
    expect((await get(app, `${YX}/portal/info`)).json().portalName).toBe("天河智算平台");
  });
});

describe("portal pages and menus", () => {
  it("stores sanitised HTML, applies the 524,288-byte image rule and links a menu to the page", async () => {
    const small = Buffer.alloc(524_288, 1).toString("base64");
    const created = await call("POST", `${AI}/templates`, {
      title: "合作伙伴",
      content: `<p onclick="x()">伙伴<script>alert(1)</script></p><img src="data:image/png;base64,${small}">`,
    });
    expect(created.statusCode).toBe(200);
    const page = created.json().data;
    expect(page.content).toBe(`<p>伙伴</p><img src="data:image/png;base64,${small}">`);

    const large = Buffer.alloc(524_289, 1).toString("base64");
    const refused = await call("PUT", `${AI}/templates`, {
      id: page.id,
      title: "合作伙伴",
      content: `<img src="data:image/png;base64,${large}">`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("图片超过 512KB（524288 字节），请通过上传添加");
    expect((await call("POST", `${AI}/templates`, { title: "合作伙伴", content: "" })).json().message).toBe(
      "页面名称已存在",
    );

    const menu = await call("POST", `${AI}/portal/menus`, {
      mainMenuName: "合作",
      homePageFlag: 1,
      configType: 1,
      tempId: page.id,
      introduction: "合作伙伴介绍",
    });
    expect(menu.json().data).toMatchObject({ relationStatus: 1, tempTitle: "合作伙伴", parentId: null });
    const menus = (await get(app, `${YX}/portal/menu`)).json();
    expect(menus.at(-1)).toMatchObject({ mainMenuName: "合作", tempId: page.id });

    expect((await call("DELETE", `${AI}/templates/${page.id}`, undefined)).json().message).toBe(
      "页面正在被菜单“合作”使用，不能删除",
    );
    const fixed = (await get(app, `${YX}/page-config/code/noticePage`)).json();
    expect((await call("DELETE", `${AI}/templates/${fixed.id}`, undefined)).json().message).toBe(
      "固定页面不能删除",
    );
  });

  it("stores a picture of the platform's own files by its path, whatever host the editor was opened at", async () => {
    const created = await call("POST", `${AI}/templates`, {
      title: `图片地址${Date.now()}`,
      content:
        '<p>图</p><img src="http://127.0.0.1:5173/api/file-manager/v1/file-item/raw/0123456789abcdef0123456789abcdef">' +
        '<img src="https://example.org/logo.png">',
    });
    expect(created.statusCode, created.body).toBe(200);
    const content = created.json().data.content as string;
    expect(content).toContain(
      '<img src="/api/file-manager/v1/file-item/raw/0123456789abcdef0123456789abcdef">',
    );
    expect(content).not.toContain("127.0.0.1");
    expect(content).toContain('<img src="https://example.org/logo.png">');
  });

  it("checks external links, sub-menu depth and order", async () => {
    const link = { mainMenuName: "外链", homePageFlag: 0, configType: 2, menuUrl: "ftp://x" };
    expect((await call("POST", `${AI}/portal/menus`, link)).json().message).toBe(
      "外部链接须以 http:// 或 https:// 开头",
    );
    const main = (
      await call("POST", `${AI}/portal/menus`, { ...link, menuUrl: "https://example.org" })
    ).json().data;
    const sub = (
      await call("POST", `${AI}/portal/menus`, {
        ...link,
        parentId: main.id,
        mainMenuName: "子",
        menuUrl: "https://a.org",
      })
    ).json().data;
    expect(
      (
        await call("POST", `${AI}/portal/menus`, {
          ...link,
          parentId: sub.id,
          mainMenuName: "孙",
          menuUrl: "https://a.org",
        })
      ).json().message,
    ).toBe("子菜单只能挂在主菜单下");
    expect((await call("DELETE", `${AI}/portal/menus/${main.id}`, undefined)).json().message).toBe(
      "请先删除该菜单的子菜单",
    );
    expect((await call("PUT", `${AI}/portal/menus/${main.id}/move`, { direction: 1 })).json().message).toBe(
      "已经在最前或最后，不能再移动",
    );
    expect((await call("PUT", `${AI}/portal/menus/${main.id}/move`, { direction: -1 })).statusCode).toBe(200);
    const names = (await get(app, `${YX}/portal/menu`))
      .json()
      .map((menu: { mainMenuName: string }) => menu.mainMenuName);
    expect(names.at(-1)).not.toBe("外链");
    expect(names.at(-2)).toBe("外链");
  });
});
