import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { algorithmsApi } from "../../src/plugins/algorithms/api";
import modelsPlugin from "../../src/plugins/models";
import { modelsApi } from "../../src/plugins/models/api";
import { MODEL_PAGES } from "../../src/plugins/models/paths";
import {
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";
import { signIn } from "../server/helpers";
import { cleanShellAfterEach } from "../support/testShell";
import { trainedCheckpoint } from "../support/trainedCheckpoint";

cleanShellAfterEach();
let server: TestServer;
let dataDir: string;
let checkpoint: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "model-versions-page-"));
  server = await startTestServer({ dataDir });
  checkpoint = await trainedCheckpoint(path.join(dataDir, "storage"), "admin", "shapes.json");
});
// The page's code is compiled once here, not inside the first test's time (the route loads it lazily).
beforeAll(() => import("../../src/plugins/models/versions/ModelVersionsPage"));
afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn() {
  const core = createTestCore({ adapter: server.adapter });
  await signInAs(core, "admin");
  return { core, api: modelsApi(core.http), algorithms: algorithmsApi(core.http) };
}

/** The versions table's row holding `text`. */
const rowWith = (table: HTMLElement, text: string) =>
  within(table).getByText(text, { exact: false }).closest("tr") as HTMLElement;

describe("模型版本", () => {
  it("registers from storage with a chosen algorithm version, shows the relation and edits the description", async () => {
    const { core, api, algorithms } = await signedIn();
    const [root] = await algorithms.parents();
    const [type] = await algorithms.children(root.id);
    const algorithm = await algorithms.create({ name: "关联算法", typeId: type.id, description: "" });
    const version = await algorithms.createVersion({
      algorithmId: algorithm.id,
      trainer: "centroid",
      params: {},
      description: "",
    });
    const model = await api.create({ name: "版本页模型", category: "目标检测", description: "" });
    await renderInTestShell(null, {
      core,
      plugins: [modelsPlugin],
      route: MODEL_PAGES.versions.link({}, { modelId: model.id }),
    });
    const table = await screen.findByRole("table", { name: "版本" });

    fireEvent.click(await screen.findByRole("button", { name: "从存储注册" }));
    const dialog = await screen.findByRole("dialog", { name: "从存储注册" });
    fireEvent.change(within(dialog).getByLabelText("模型文件路径"), { target: { value: checkpoint } });
    const algorithmSelect = within(dialog).getByLabelText("算法");
    await within(algorithmSelect).findByRole("option", { name: "关联算法" });
    fireEvent.change(algorithmSelect, { target: { value: String(algorithm.id) } });
    const versionSelect = await within(dialog).findByLabelText("算法版本");
    await within(versionSelect).findByRole("option", { name: "V1 · 颜色形状最近中心分类器" });
    fireEvent.change(versionSelect, { target: { value: String(version.id) } });
    fireEvent.click(within(dialog).getByRole("button", { name: "确认" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "从存储注册" })).toBeNull());

    await waitFor(() => expect(within(table).getByText("关联算法 V1")).toBeInTheDocument());
    const row = rowWith(table, "关联算法 V1");
    expect(within(row).getByText("V1")).toBeInTheDocument();

    fireEvent.click(within(row).getByRole("button", { name: "编辑" }));
    const edit = await screen.findByRole("dialog", { name: "编辑模型版本" });
    fireEvent.change(within(edit).getByLabelText(/描述/), { target: { value: "x".repeat(501) } });
    fireEvent.click(within(edit).getByRole("button", { name: "保存" }));
    expect(await within(edit).findByText("最多输入500个字符")).toBeInTheDocument();
    fireEvent.change(within(edit).getByLabelText(/描述/), { target: { value: "第一版，形状检测" } });
    fireEvent.click(within(edit).getByRole("button", { name: "保存" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "编辑模型版本" })).toBeNull());
    await waitFor(() =>
      expect(within(rowWith(table, "关联算法 V1")).getByText("第一版，形状检测")).toBeVisible(),
    );
    expect((await api.versions(model.id, { pageNum: 1, pageSize: 10 })).list[0].description).toBe(
      "第一版，形状检测",
    );
  });

  it("shows the server's reason when deleting a version a service uses, and a model with versions", async () => {
    const { core, api } = await signedIn();
    const model = await api.create({ name: "发布的模型", category: "目标检测", description: "" });
    const version = await api.registerFromStorage(model.id, checkpoint, "");
    await core.http.post("/api/aimanager/v1/publish-manage/publishs", {
      name: "形状服务",
      instances: 1,
      isPublic: 0,
      modelVersionId: version.id,
    });
    await renderInTestShell(null, {
      core,
      plugins: [modelsPlugin],
      route: MODEL_PAGES.versions.link({}, { modelId: model.id }),
    });
    const table = await screen.findByRole("table", { name: "版本" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
    fireEvent.click(within(within(table).getAllByRole("row")[1]).getByRole("button", { name: "删除" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }));
    expect(
      await screen.findByText("该模型版本已发布为服务（形状服务），请先删除这些服务再删除版本"),
    ).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(2);

    // 我的模型: the model still has its version.
    fireEvent.click(screen.getByRole("button", { name: "返回" }));
    const models = await screen.findByRole("table", { name: "我的模型" });
    const modelRow = await within(models).findByText("发布的模型");
    fireEvent.click(within(modelRow.closest("tr") as HTMLElement).getByRole("button", { name: "删除" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确认" }));
    expect(await screen.findByText("该模型还有版本，请先删除其版本")).toBeInTheDocument();
    expect(within(models).getByText("发布的模型")).toBeInTheDocument();
  });
});

describe("模型版本 of a model a sharing order granted", () => {
  it("lists its versions read-only: no register, edit, delete, copy, close or download", async () => {
    const { api } = await signedIn();
    const model = await api.create({ name: "共享给开发者的模型", category: "目标检测", description: "" });
    await api.registerFromStorage(model.id, checkpoint, "");
    await api.setPublic(model.id, true);

    const inject = async (
      account: string,
      password: string,
      method: "POST" | "PUT",
      url: string,
      payload: object,
    ) =>
      (
        await server.app.inject({
          method,
          url: `/api/aimanager/v1/apply-order/${url}`,
          headers: { authorization: `Bearer ${await signIn(server.app, account, password)}` },
          payload,
        })
      ).json() as { data: { id: number; status: number } };
    const order = await inject("dev", "Dev@123", "POST", "create", {
      resourceType: 3,
      resourceId: model.id,
      reason: "用于推理",
    });
    expect(
      (await inject("ops", "Ops@123", "PUT", `approve/${order.data.id}`, { status: 2 })).data.status,
    ).toBe(2);

    // The admin's session is stored in this window; dev signs in afresh.
    localStorage.clear();
    const dev = createTestCore({ adapter: server.adapter });
    await signInAs(dev, "dev");
    await renderInTestShell(null, {
      core: dev,
      plugins: [modelsPlugin],
      route: MODEL_PAGES.versions.link({}, { modelId: model.id }),
    });
    expect(await screen.findByText("共享给你的模型（只读）")).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "版本" });
    const row = await waitFor(() => rowWith(table, "V1"));
    expect(within(row).queryAllByRole("button")).toEqual([]);
    expect(within(row).getByRole("switch")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "从存储注册" })).toBeNull();
    expect(screen.queryByRole("button", { name: "从训练注册" })).toBeNull();
  });
});
