import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AxiosAdapter } from "axios";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { definePlugin, type PluginDefinition } from "../../src/core/pluginTypes";
import orgsPlugin from "../../src/plugins/orgs";
import portal from "../../src/plugins/portal";
import portalDirectory from "../../src/plugins/portal-directory";
import type { PublicCase, PublicService } from "../../src/plugins/portal-directory/types";
import { FEEDBACK_FORM } from "../../src/plugins/shared/feedbackForm";
import { renderInTestShell } from "../../src/testing";
import { jsonResponse, pathAndQuery } from "../../src/testing/adapterResponse";
import type { PageComponent } from "../../src/ui/CoreContext";
import { forgetKeptPages } from "../../src/ui/kit/keepAlive";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach, loadPageCode, serverForThisFile } from "../support/testShell";

cleanShellAfterEach();
afterEach(forgetKeptPages);
const server = serverForThisFile();
await loadPageCode(portal, portalDirectory);
const API = "/api/aimanager/v1";

const service = (id: number, fields: Partial<PublicService> = {}): PublicService => ({
  id,
  name: `服务${id}`,
  description: `服务${id}的简介`,
  taskType: "detection",
  modelName: "缺陷检测模型",
  modelVersion: "V1",
  ownerName: "开发者",
  classifyId: null,
  classifyName: "",
  callCount: 12345,
  status: 1,
  isPublic: 1,
  createTime: "2026-01-02 03:04:05",
  ...fields,
});

/** 16 A's and 17 A's public routes are not on this branch: their answers are stubbed (common contract). */
let services: PublicService[] = [];
const cases: Record<number, PublicCase> = {};
const seen: string[] = [];

const page = <T,>(list: T[], url: URL) => {
  const pageNum = Number(url.searchParams.get("pageNum") ?? 1);
  const pageSize = Number(url.searchParams.get("pageSize") ?? 10);
  return {
    list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: list.length,
    pageNum,
    pageSize,
  };
};

const adapter: AxiosAdapter = async (config) => {
  const url = new URL(pathAndQuery(config), "http://test");
  const path = url.pathname;
  const ok = (data: unknown) => jsonResponse(config, 200, { code: 200, message: "ok", data });
  if (path.startsWith(`${API}/publish-manage/`) || path.startsWith(`${API}/share-case/`))
    seen.push(`${path}${url.search}`);
  const keyword = url.searchParams.get("keyword") ?? "";
  if (path === `${API}/publish-manage/public-page`) {
    const classifyId = url.searchParams.get("classifyId");
    return ok(
      page(
        services.filter((each) => !classifyId || each.classifyId === Number(classifyId)),
        url,
      ),
    );
  }
  if (path === `${API}/publish-manage/portal-search-result`)
    return ok(
      page(
        services.filter((each) => each.name.includes(keyword)),
        url,
      ),
    );
  const one = /^\/api\/aimanager\/v1\/publish-manage\/public\/(\d+)$/.exec(path);
  if (one) {
    const found = services.find((each) => each.id === Number(one[1]));
    return found ? ok(found) : jsonResponse(config, 404, { code: 404, message: "服务不存在" });
  }
  const oneCase = /^\/api\/aimanager\/v1\/share-case\/public\/(\d+)$/.exec(path);
  if (oneCase) return ok(cases[Number(oneCase[1])]);
  return server().adapter(config);
};

let admin: string;
let dev: string;
beforeAll(async () => {
  [admin, dev] = await Promise.all([
    signIn(server().app, "admin", "Admin@123"),
    signIn(server().app, "dev", "Dev@123"),
  ]);
});

const call = async <T,>(token: string, method: "POST" | "PUT", url: string, payload: object) => {
  const response = await server().app.inject({
    method,
    url: `${API}${url}`,
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

/** The portal as a visitor sees it (nobody signed in), at `route`. */
const open = (route: string, extra: PluginDefinition<PageComponent>[] = []) =>
  renderInTestShell(null, { adapter, plugins: [portal, orgsPlugin, portalDirectory, ...extra], route });

describe("portal directories (visitor)", () => {
  it("行业应用 groups the classification tree's applications with their services; an application lists them; a service opens its detail", async () => {
    const industry = await call<{ id: number }>(admin, "POST", "/classify", { name: "智慧能源" });
    const leaf = await call<{ id: number }>(admin, "POST", "/classify", {
      name: "钢板质检",
      parentId: industry.id,
    });
    services = [
      service(1, { classifyId: leaf.id, classifyName: "钢板质检" }),
      service(2, { classifyId: leaf.id, classifyName: "钢板质检", status: 0, name: "已停服务" }),
      service(3, { classifyId: null }),
    ];
    await open("/portal/appStore");
    const section = await screen.findByRole("region", { name: "智慧能源" });
    const card = await within(section).findByLabelText("钢板质检");
    expect(await within(card).findByText("2 个服务")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "服务1" })).toBeInTheDocument();
    expect(seen).toContain(`${API}/publish-manage/public-page?classifyId=${leaf.id}&pageNum=1&pageSize=3`);

    fireEvent.click(within(card).getByRole("button", { name: "查看全部" }));
    await waitFor(() => expect(location.hash).toBe(`#/portal/appList/${leaf.id}`));
    expect(await screen.findByRole("heading", { name: "钢板质检" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "已停服务" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "服务3" })).toBeNull();

    fireEvent.click(screen.getByRole("link", { name: "已停服务" }));
    await waitFor(() => expect(location.hash).toBe(`#/portal/appDetail2?id=2&appId=${leaf.id}`));
    expect(await screen.findByText("缺陷检测模型")).toBeInTheDocument();
    expect(screen.getByText("已停止")).toBeInTheDocument();
    const facts = document.querySelector<HTMLElement>(".ws-pd-dl")!;
    expect(within(facts).getByText("目标检测")).toBeInTheDocument();
    expect(within(facts).getByText("开发者")).toBeInTheDocument();
    expect(within(facts).getByText("1.23万")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "在线体验" })).toBeDisabled();
    expect(screen.getByText("服务已停止，暂不能体验")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "返回" }));
    await waitFor(() => expect(location.hash).toBe(`#/portal/appList/${leaf.id}`));
    fireEvent.click(await screen.findByRole("link", { name: "服务1" }));
    fireEvent.click(await screen.findByRole("button", { name: "在线体验" }));
    await waitFor(() => expect(location.hash).toBe("#/demoPage?id=1"));
  });

  it("全局搜索 counts each kind for the word in the address; the 服务 tab opens a service", async () => {
    const word = `搜${Date.now().toString(36)}`;
    const made = await call<{ id: number }>(dev, "POST", "/data-set/data", {
      dataSetName: `${word}数据`,
      description: "",
    });
    await call(dev, "PUT", "/data-set/updatePublic", { id: made.id, isPublic: 1 });
    services = [service(7, { name: `${word}服务` }), service(8)];
    await open(`/portal/search?keyword=${encodeURIComponent(word)}`);

    expect(await screen.findByRole("tab", { name: "数据集（1）" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "服务（1）" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "算法（0）" })).toBeInTheDocument();
    const datasets = await screen.findByRole("list", { name: "数据集" });
    expect(within(datasets).getByLabelText(`${word}数据`)).toBeInTheDocument();
    expect(within(datasets).getByText(word, { selector: "mark" })).toBeInTheDocument();

    fireEvent.click(screen.getByRole("tab", { name: "服务（1）" }));
    await waitFor(() =>
      expect(location.hash).toBe(`#/portal/search?keyword=${encodeURIComponent(word)}&type=service`),
    );
    const found = await screen.findByRole("list", { name: "服务" });
    expect(within(found).getAllByRole("listitem")).toHaveLength(1);
    fireEvent.click(within(found).getByRole("button", { name: "查看服务" }));
    await waitFor(() => expect(location.hash).toBe("#/portal/appDetail?id=7"));
    expect(await screen.findByRole("heading", { name: `${word}服务`, level: 3 })).toBeInTheDocument();
  });

  it("searching the same word again asks again: a dataset made public since shows in the count (results page and header box)", async () => {
    const word = `舰${Date.now().toString(36)}`;
    const make = async (name: string) => {
      const made = await call<{ id: number }>(dev, "POST", "/data-set/data", {
        dataSetName: name,
        description: "",
      });
      await call(dev, "PUT", "/data-set/updatePublic", { id: made.id, isPublic: 1 });
    };
    await make(`${word}一`);
    services = [];
    await open(`/portal/search?keyword=${encodeURIComponent(word)}`);
    expect(await screen.findByRole("tab", { name: "数据集（1）" })).toBeInTheDocument();

    await make(`${word}二`);
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    expect(await screen.findByRole("tab", { name: "数据集（2）" })).toBeInTheDocument();
    expect(within(await screen.findByRole("list", { name: "数据集" })).getAllByRole("listitem")).toHaveLength(
      2,
    );

    await make(`${word}三`);
    // The portal home's header box, with the same word: the search page is opened and asks again.
    window.location.hash = "#/portal/home";
    const header = await screen.findByRole("search", { name: "全局搜索" });
    fireEvent.change(within(header).getByRole("searchbox"), { target: { value: word } });
    fireEvent.submit(header);
    expect(await screen.findByRole("tab", { name: "数据集（3）" })).toBeInTheDocument();
  });

  it("a word nothing holds says so on the tab", async () => {
    services = [];
    await open("/portal/search?keyword=%E6%97%A0%E6%AD%A4%E8%AF%8D&type=model");
    expect(await screen.findByText("没有找到与“无此词”相关的模型")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "模型（0）" })).toBeInTheDocument();
  });

  it("caseDetail shows a case with its content, without scripts or event handlers", async () => {
    cases[5] = {
      id: 5,
      title: "港口智能理货",
      summary: "集装箱识别",
      content:
        '<p>正文<b>加粗</b></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
      cover: "",
      classifyId: null,
      classifyName: "",
      authorName: "运营人员",
      publishTime: "2026-02-03 10:00:00",
    };
    await open("/portal/caseDetail?id=5");
    expect(await screen.findByRole("heading", { name: "港口智能理货", level: 3 })).toBeInTheDocument();
    expect(screen.getByText("加粗")).toBeInTheDocument();
    expect(screen.getByText("作者：运营人员")).toBeInTheDocument();
    expect(document.querySelector(".ws-pd-case-content script")).toBeNull();
    expect(document.querySelector(".ws-pd-case-content img")?.getAttribute("onerror")).toBeNull();
  });

  it("一站式AI能力平台 shows the public counts and the feedback float when the feedback plugin is on", async () => {
    const feedback = definePlugin<PageComponent>({
      id: "feedback-stub",
      provides: [FEEDBACK_FORM],
      activate: (ctx) =>
        ctx.provide(FEEDBACK_FORM, {
          load: async () => ({ default: ({ pageId }: { pageId: string }) => <div>反馈浮窗 {pageId}</div> }),
        }),
    });
    services = [service(1), service(2)];
    await open("/portal/aiHome", [feedback]);
    const counts = await screen.findByRole("list", { name: "一站式AI能力平台" });
    await waitFor(() =>
      expect(within(counts).getByRole("listitem", { name: "公开服务" })).toHaveTextContent("2"),
    );
    expect(await screen.findByText("反馈浮窗 aiHome")).toBeInTheDocument();
    fireEvent.click(within(counts).getByRole("listitem", { name: "公开服务" }));
    await waitFor(() => expect(location.hash).toBe("#/portal/search?type=service"));
  });
});
