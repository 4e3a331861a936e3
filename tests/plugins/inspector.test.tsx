import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { machineHash, type MachineTrace } from "../../src/core/machines";
import { sessionMachine } from "../../src/machines/session.machine";
import {
  catchDownloads,
  findDrawer,
  jsonFile,
  openInspectorWithHotkey,
  shellAs,
  loadInspectorCode,
} from "../support/inspectorShell";
import { useShellCleanup, useTestServer } from "../support/testShell";

/** Sign-in, the dialog, the drawer and file reads: slow on a loaded 2-core host, so more than the default 15 s. */
const HEAVY_MS = 45_000;

// eslint-disable-next-line react-hooks/rules-of-hooks -- a Vitest helper (afterEach), not a React hook
useShellCleanup();
// eslint-disable-next-line react-hooks/rules-of-hooks -- a Vitest helper (beforeAll/afterAll)
const server = useTestServer();

await loadInspectorCode();
const downloads = catchDownloads();
const shellAsAdmin = (route?: string) => shellAs(server(), "admin", route);

const replayState = () => screen.getByLabelText("回放状态");
const traceFile = (trace: unknown) => jsonFile(trace, "session.trace.json");

async function exportSessionTrace(): Promise<MachineTrace> {
  await userEvent.click(await screen.findByRole("menuitem", { name: /session#1/ }));
  await userEvent.click(screen.getByRole("button", { name: "导出轨迹" }));
  expect(downloads()).toHaveLength(1);
  return JSON.parse(await downloads()[0].text()) as MachineTrace;
}

describe("the inspector, on the workspace with the built-in plugins", { timeout: HEAVY_MS }, () => {
  it("lists the live session actor and exports its sign-in with the password masked", async () => {
    await shellAsAdmin();
    const drawer = await openInspectorWithHotkey();

    const session = await within(drawer).findByRole("menuitem", { name: /session#1/ });
    expect(session).toHaveTextContent('{"signedIn":"counting"}');
    await userEvent.click(session);
    expect(within(drawer).getByLabelText("当前状态")).toHaveTextContent('{"signedIn":"counting"}');
    const log = within(drawer).getByRole("table", { name: "事件日志" });
    expect(within(log).getByText("SUBMIT")).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole("button", { name: "导出轨迹" }));
    expect(downloads()).toHaveLength(1);
    const text = await downloads()[0].text();
    const trace = JSON.parse(text) as MachineTrace;
    expect(trace).toMatchObject({
      schemaVersion: 1,
      machineId: "session",
      machineHash: machineHash(sessionMachine),
    });
    expect(trace.events.map((entry) => entry.event.type)).toEqual([
      "SUBMIT",
      "xstate.done.actor.requestToken",
      "xstate.done.actor.loadUser",
    ]);
    expect(trace.events[0].event).toMatchObject({ account: "admin", password: "***" });
    expect(text).not.toContain("Admin@123");
    expect((trace.checkpoint as { value: unknown }).value).toEqual({ signedIn: "counting" });
  });

  it("replays an imported trace file: steps, jumps to step N and to a state of the tree", async () => {
    await shellAsAdmin();
    await openInspectorWithHotkey();
    const trace = await exportSessionTrace();

    await userEvent.upload(screen.getByLabelText("导入轨迹"), traceFile(trace));

    expect(await screen.findByText("第 0 / 3 步")).toBeInTheDocument();
    expect(replayState()).toHaveTextContent('"signedOut"');
    await userEvent.click(screen.getByRole("button", { name: "下一步" }));
    expect(screen.getByText("第 1 / 3 步")).toBeInTheDocument();
    expect(replayState()).toHaveTextContent('"signingIn"');
    await userEvent.click(screen.getByRole("button", { name: "下一步" }));
    expect(replayState()).toHaveTextContent('"loadingUser"');
    await userEvent.click(screen.getByRole("button", { name: "上一步" }));
    expect(replayState()).toHaveTextContent('"signingIn"');
    await userEvent.click(screen.getByRole("button", { name: "到最后" }));
    expect(replayState()).toHaveTextContent('{"signedIn":"counting"}');
    expect(screen.getByRole("button", { name: "下一步" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "回到开始" }));
    expect(replayState()).toHaveTextContent('"signedOut"');

    const stepInput = screen.getByLabelText("跳到第几步");
    await userEvent.clear(stepInput);
    await userEvent.type(stepInput, "2");
    expect(replayState()).toHaveTextContent('"loadingUser"');

    // The state tree: a click jumps by the shortest path, made of the trace's own events.
    await userEvent.click(screen.getByRole("button", { name: "回到开始" }));
    const tree = screen.getByRole("list", { name: "状态树" });
    await userEvent.click(within(tree).getByText("signedIn"));
    expect(replayState()).toHaveTextContent('{"signedIn":"counting"}');
    expect(screen.getByText("经最短路径（3 个事件）到达 session.signedIn")).toBeInTheDocument();
    expect(within(tree).getByText("signedIn").closest("li")).toHaveAttribute("data-active", "true");
    await userEvent.click(within(tree).getByText("signedOut"));
    expect(replayState()).toHaveTextContent('"signedOut"');
    await userEvent.click(screen.getByRole("button", { name: "回到轨迹" }));
    expect(screen.getByText("第 0 / 3 步")).toBeInTheDocument();
  });

  it("refuses a trace whose machine hash differs, and a file that is not JSON, with the reason", async () => {
    await shellAsAdmin();
    await openInspectorWithHotkey();
    const trace = await exportSessionTrace();

    await userEvent.upload(
      screen.getByLabelText("导入轨迹"),
      traceFile({ ...trace, machineHash: "0badc0de" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      `轨迹属于另一个版本的状态机 session（轨迹 0badc0de，当前 ${machineHash(sessionMachine)}），无法回放`,
    );
    expect(screen.queryByLabelText("回放状态")).not.toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText("导入轨迹"),
      new File(["{ not json"], "broken.json", { type: "application/json" }),
    );
    await waitFor(() => expect(screen.getByRole("alert")).not.toHaveTextContent("0badc0de"));
    expect(screen.getByRole("alert")).toHaveTextContent(/JSON/);
  });

  it("the plugin tab disables about (its menu entry goes) and enables it again (it returns)", async () => {
    const { core } = await shellAsAdmin();
    await userEvent.click(await screen.findByRole("button", { name: "user menu" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "状态机检查器" }));
    const drawer = await findDrawer();
    await userEvent.click(within(drawer).getByRole("tab", { name: "插件" }));

    const areaMenu = screen.getByRole("navigation", { name: "area menu" });
    expect(within(areaMenu).getByRole("button", { name: "关于" })).toBeInTheDocument();
    const aboutSwitch = within(drawer).getByRole("checkbox", { name: "启用 about" });
    expect(aboutSwitch).toBeChecked();
    expect(within(drawer).getByRole("checkbox", { name: "启用 inspector" })).toBeDisabled();

    await userEvent.click(aboutSwitch);
    await waitFor(() =>
      expect(within(areaMenu).queryByRole("button", { name: "关于" })).not.toBeInTheDocument(),
    );
    expect(aboutSwitch).not.toBeChecked();
    expect(core.plugins.get("about")?.status).toBe("disabled");
    expect(core.plugins.menus().filter((menu) => menu.pluginId === "about")).toEqual([]);
    const row = drawer.querySelector('tr[data-plugin="about"]') as HTMLElement;
    expect(within(row).getByText("已停用")).toBeInTheDocument();

    await userEvent.click(aboutSwitch);
    expect(await within(areaMenu).findByRole("button", { name: "关于" })).toBeInTheDocument();
    expect(aboutSwitch).toBeChecked();
    expect(within(row).getByText("已启用")).toBeInTheDocument();
    expect(core.plugins.menus().filter((menu) => menu.pluginId === "about")).toHaveLength(2);
  });
});
