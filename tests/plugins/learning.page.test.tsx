import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import learningPlugin, { DEMO_PAGE, LEARNING_CODES, LEARNING_PAGE } from "../../src/plugins/learning";
import { FLOW_STORAGE_KEY } from "../../src/plugins/learning/flowStorage";
import { SERVICE_PUBLISHING } from "../../src/plugins/shared/servicePublishing";
import { TRAINING_RUNS } from "../../src/plugins/shared/trainingRuns";
import servicesPlugin from "../../src/plugins/services";
import trainingTasksPlugin from "../../src/plugins/training-tasks";
import {
  cleanupTestShell,
  createPluginTester,
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";
import { signIn, tempDir } from "../server/helpers";
import { callAs, seedShapesDataset } from "../server/trainingRoutesSupport";
import { cleanShellAfterEach } from "../support/testShell";
import { seedService } from "./servicesFixture";

cleanShellAfterEach();
let server: TestServer;

beforeAll(async () => {
  const dataDir = tempDir();
  server = await startTestServer({ dataDir });
  // An annotated version (V1) and one without boxes (V2).
  seedShapesDataset(server.app, dataDir, "admin");
  const admin = await signIn(server.app, "admin", "Admin@123");
  const version = async (name: string, trainer: string, params: Record<string, number>) => {
    const algorithm = await callAs<{ id: number }>(
      server.app,
      admin,
      "POST",
      "/tb-algorithm-manage/algorithm",
      {
        name,
        typeId: 3,
      },
    );
    await callAs(server.app, admin, "POST", "/tb-algorithm-version/version", {
      algorithmId: algorithm.body.data.id,
      trainer,
      params,
    });
  };
  await version("流程Softmax", "softmax", { epochs: 5 });
  await version("流程只分类", "centroid", { backgroundPerImage: 0 });
  // The built-in CNN package: a detection package by its manifest, with no background windows.
  await version("流程CNN", "cnn-pytorch", { epochs: 4 });
});
afterAll(async () => server.close());

async function openPage() {
  const core = createTestCore({ adapter: server.adapter });
  await signInAs(core, "admin");
  // The flow makes 训练任务's and 服务管理's calls through the services their plugins provide.
  await renderInTestShell(null, {
    core,
    plugins: [trainingTasksPlugin, servicesPlugin, learningPlugin],
    route: LEARNING_PAGE.link(),
  });
  return core;
}

const stored = () => JSON.parse(sessionStorage.getItem(FLOW_STORAGE_KEY) ?? "null") as unknown;
const radioNames = () => screen.getAllByRole("radio").map((radio) => radio.closest("label")?.textContent);

describe("the learning plugin", () => {
  it("claims AI服务 with its code and the public /demoPage, beside every built-in plugin", () => {
    const others = builtInPlugins.filter((plugin) => plugin.id !== learningPlugin.id);
    const tester = createPluginTester(learningPlugin, { alongside: others });
    expect(tester.errors).toEqual([]);
    expect(
      tester.routes.map((route) => [route.path, route.permission ?? null, route.noCheck ?? false]),
    ).toEqual([
      [LEARNING_PAGE.path, LEARNING_CODES, false],
      [DEMO_PAGE.path, null, true],
    ]);
  });

  it("makes 训练任务's and 服务管理's calls only through the services those plugins provide", async () => {
    const withoutTraining = builtInPlugins.filter(
      (plugin) => plugin.id !== learningPlugin.id && plugin.id !== trainingTasksPlugin.id,
    );
    const missing = createPluginTester(learningPlugin, { alongside: withoutTraining });
    await missing.activate();
    expect(missing.errors.map((error) => error.code)).toEqual(["MISSING_SERVICE"]);
    expect(missing.errors[0]!.message).toContain(TRAINING_RUNS.id);

    const others = builtInPlugins.filter((plugin) => plugin.id !== learningPlugin.id);
    const whole = createPluginTester(learningPlugin, { alongside: others });
    await whole.activate();
    expect(whole.errors).toEqual([]);
    expect(whole.host.getService(TRAINING_RUNS)).toBeDefined();
    expect(whole.host.getService(SERVICE_PUBLISHING)).toBeDefined();
  });

  it("opens the demo on the service its link names, listing only running public services", async () => {
    // The list is newest first: the link names the older one, so the first listed is not it.
    const linked = seedService(server.app, "演示甲", { isPublic: 1 });
    seedService(server.app, "演示乙", { isPublic: 1 });
    seedService(server.app, "演示已停止", { isPublic: 1, status: 0 });
    seedService(server.app, "演示私有");
    const core = createTestCore({ adapter: server.adapter });
    await renderInTestShell(null, {
      core,
      plugins: [trainingTasksPlugin, servicesPlugin, learningPlugin],
      route: `${DEMO_PAGE.path}?id=${linked}`,
    });
    const select = await screen.findByRole("combobox", { name: /^服务/ });
    await waitFor(() => expect(select).toHaveValue(String(linked)));
    const names = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(names).toEqual(expect.arrayContaining(["演示甲", "演示乙"]));
    expect(names).not.toContain("演示已停止");
    expect(names).not.toContain("演示私有");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("walks a new project through data, task type, algorithm and budget, and comes back to its step after a reload", async () => {
    await openPage();
    fireEvent.click(await screen.findByRole("button", { name: "新增项目" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(dialog).findByText("请输入项目名称")).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/项目名称/), { target: { value: "形状识别" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));

    // Step 1: only the annotated version is offered.
    const step1 = await screen.findByRole("region", { name: "选择数据" });
    expect(screen.getByRole("heading", { name: /形状识别/ })).toBeInTheDocument();
    expect(stored()).toMatchObject({ step: "dataset" });
    expect(within(step1).getAllByRole("radio")).toHaveLength(1);
    expect(within(step1).getByRole("radio")).toHaveAccessibleName(/V1$/);
    expect(within(step1).getByRole("button", { name: "下一步" })).toBeDisabled();
    fireEvent.click(within(step1).getByRole("radio"));
    fireEvent.click(within(step1).getByRole("button", { name: "下一步" }));

    // Step 2 → 3: detection offers only the versions that draw boxes.
    const step2 = await screen.findByRole("region", { name: "任务类型" });
    expect(stored()).toMatchObject({ step: "taskType" });
    fireEvent.click(within(step2).getByRole("radio", { name: "目标检测" }));
    fireEvent.click(within(step2).getByRole("button", { name: "下一步" }));
    const step3 = await screen.findByRole("region", { name: "选择算法" });
    expect(within(step3).getByText("只列出适合“目标检测”的算法版本。")).toBeInTheDocument();
    expect(radioNames()).toContain("流程Softmax");
    expect(radioNames()).toContain("流程CNN");
    expect(radioNames()).not.toContain("流程只分类");
    fireEvent.click(within(step3).getByRole("button", { name: "上一步" }));
    fireEvent.click(
      within(await screen.findByRole("region", { name: "任务类型" })).getByRole("radio", {
        name: "图像分类",
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "下一步" }));
    await screen.findByText("只列出适合“图像分类”的算法版本。");
    expect(radioNames()).toEqual(expect.arrayContaining(["流程Softmax", "流程只分类"]));
    fireEvent.click(screen.getByRole("radio", { name: "流程Softmax" }));
    fireEvent.click(screen.getByRole("button", { name: "下一步" }));

    // Step 4: the version's epochs with its range; the server's reason for a value out of range.
    const step4 = await screen.findByRole("region", { name: "训练预算" });
    expect(within(step4).getByLabelText("训练轮数")).toHaveValue("5");
    expect(within(step4).getByText("默认 5，范围 1 ~ 500")).toBeInTheDocument();
    fireEvent.change(within(step4).getByLabelText("训练轮数"), { target: { value: "600" } });
    fireEvent.click(within(step4).getByRole("button", { name: "下一步" }));
    expect(
      await within(step4.parentElement as HTMLElement).findByText("超参数 epochs 超出范围（1 ~ 500）"),
    ).toBeInTheDocument();
    fireEvent.change(within(step4).getByLabelText("训练轮数"), { target: { value: "3" } });
    fireEvent.change(within(step4).getByLabelText("CPU 核数"), { target: { value: "2" } });
    fireEvent.click(within(step4).getByRole("button", { name: "下一步" }));

    const summary = await screen.findByRole("table", { name: "训练设置" });
    expect(within(summary).getByText("图像分类")).toBeInTheDocument();
    expect(within(summary).getByText("3 轮，1 小时，2 核")).toBeInTheDocument();
    expect(stored()).toMatchObject({ step: "start" });

    // A reload (a new shell, the same tab's session storage) opens the project at its step.
    const place = sessionStorage.getItem(FLOW_STORAGE_KEY) ?? "";
    cleanupTestShell();
    sessionStorage.setItem(FLOW_STORAGE_KEY, place);
    await openPage();
    expect(await screen.findByRole("table", { name: "训练设置" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "5 开始训练" })).toHaveAttribute("aria-current", "step");
    expect(screen.getByRole("button", { name: "7 发布服务" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "全部项目" }));
    expect(await screen.findByRole("table", { name: "AI服务" })).toBeInTheDocument();
    expect(sessionStorage.getItem(FLOW_STORAGE_KEY)).toBeNull();
  });

  it("lists, edits and deletes projects after 确认", async () => {
    await callAs(server.app, await signIn(server.app, "admin", "Admin@123"), "POST", "/learning-project", {
      name: "待删除项目",
    });
    await openPage();
    const table = await screen.findByRole("table", { name: "AI服务" });
    const row = (await within(table).findByText("待删除项目")).closest("tr") as HTMLElement;
    expect(within(row).getByText("未开始 · 选择数据")).toBeInTheDocument();
    fireEvent.click(within(row).getByRole("button", { name: "编辑" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText(/项目描述/), { target: { value: "改过的描述" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "保存" }));
    expect(await within(table).findByText("改过的描述")).toBeInTheDocument();
    fireEvent.click(within(row).getByRole("button", { name: "删除" }));
    fireEvent.click(await screen.findByRole("button", { name: "确认" }));
    await waitFor(() => expect(within(table).queryByText("待删除项目")).not.toBeInTheDocument());
  });
});
