import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MachineTrace } from "../../src/core/machines";
import {
  catchDownloads,
  loadInspectorCode,
  jsonFile,
  openInspectorWithHotkey,
  shellAs,
} from "../support/inspectorShell";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

/** Sign-in, the dialog, the drawer and file reads: slow on a loaded 2-core host, so more than the default 15 s. */
const HEAVY_MS = 45_000;

cleanShellAfterEach();
const server = serverForThisFile();
await loadInspectorCode();
const downloads = catchDownloads();

/** The signed-in session's trace, exported from the inspector, with `ticks` TICKs after it. */
async function sessionTrace(ticks = 0, first = Date.now()): Promise<MachineTrace> {
  await userEvent.click(await screen.findByRole("menuitem", { name: /session#1/ }));
  await userEvent.click(screen.getByRole("button", { name: "导出轨迹" }));
  const trace = JSON.parse(await downloads().at(-1)!.text()) as MachineTrace;
  const tail = Array.from({ length: ticks }, (_, index) => ({
    event: { type: "TICK", now: first + index * 1000 },
    at: first + index * 1000,
  }));
  return { ...trace, events: [...trace.events, ...tail] };
}

async function importFile(value: unknown, name = "session.trace.json") {
  await userEvent.upload(screen.getByLabelText("导入轨迹"), jsonFile(value, name));
}

const replayEvents = () => screen.getByRole("table", { name: "回放事件" });
const tree = () => screen.getByRole("list", { name: "状态树" });

describe("clicking a state in a replay", { timeout: HEAVY_MS }, () => {
  it("keeps the imported trace and shows the shortest path to the state beside it", async () => {
    await shellAs(server());
    await openInspectorWithHotkey();
    await importFile(await sessionTrace(2));
    expect(await screen.findByText("第 0 / 5 步")).toBeInTheDocument();

    await userEvent.click(within(tree()).getByText("signedIn"));

    expect(screen.getByLabelText("回放状态")).toHaveTextContent('{"signedIn":"counting"}');
    const path = screen.getByRole("region", { name: "最短路径" });
    expect(within(path).getByRole("status")).toHaveTextContent("经最短路径（3 个事件）到达 session.signedIn");
    expect(
      within(path)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["起点", "SUBMIT", "xstate.done.actor.requestToken", "xstate.done.actor.loadUser"]);
    // The trace is still the imported one: five events, the two TICKs as one row.
    expect(screen.getByText("第 0 / 5 步")).toBeInTheDocument();
    expect(within(replayEvents()).getByText("TICK")).toBeInTheDocument();
    expect(within(replayEvents()).getByText("×2")).toBeInTheDocument();

    expect(within(path).getByText("轨迹中第 3 步首次到达")).toBeInTheDocument();
    await userEvent.click(within(path).getByRole("button", { name: "跳到第 3 步" }));
    expect(screen.getByText("第 3 / 5 步")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "最短路径" })).not.toBeInTheDocument();
  });

  it("says why a state cannot be reached", async () => {
    await shellAs(server());
    await openInspectorWithHotkey();
    await importFile(await sessionTrace());
    await screen.findByText("第 0 / 3 步");

    await userEvent.click(within(tree()).getByText("refetchingCodes"));
    expect(screen.getByRole("status")).toHaveTextContent(
      "无法到达 session.refetchingCodes：通向它的转换（xstate.done.actor.loadUser）受守卫 内联守卫 限制，轨迹中的事件都不满足",
    );
    await userEvent.click(within(tree()).getByText("expired"));
    expect(screen.getByRole("status")).toHaveTextContent(
      "无法到达 session.expired：这是瞬时状态（always），进入后立即离开，没有一步停在这里",
    );
    expect(screen.getByLabelText("回放状态")).toHaveTextContent('"signedOut"');
  });
});

describe("the event lists", { timeout: HEAVY_MS }, () => {
  it("show 59 repeated timer events as one row ×59, expandable, and filter by event type", async () => {
    await shellAs(server());
    await openInspectorWithHotkey();
    await importFile(await sessionTrace(59));
    await screen.findByText("第 0 / 62 步");

    const table = replayEvents();
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getByText("×59")).toBeInTheDocument();
    await userEvent.click(within(table).getByRole("button", { name: "展开 TICK ×59" }));
    expect(within(table).getAllByRole("row")).toHaveLength(4 + 59);
    await userEvent.click(within(table).getByRole("button", { name: "收起 TICK ×59" }));
    expect(within(table).getAllByRole("row")).toHaveLength(4);

    // A click on the group goes to its last event.
    await userEvent.click(within(table).getByText("×59"));
    expect(screen.getByText("第 62 / 62 步")).toBeInTheDocument();

    const types = screen.getByRole("combobox", { name: "事件类型" });
    expect(
      within(types)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "全部类型",
      "TICK（59）",
      "SUBMIT（1）",
      "xstate.done.actor.loadUser（1）",
      "xstate.done.actor.requestToken（1）",
    ]);
    await userEvent.selectOptions(types, "SUBMIT");
    expect(within(replayEvents()).getAllByRole("row")).toHaveLength(1);
    expect(within(replayEvents()).getByText("SUBMIT")).toBeInTheDocument();
  });

  it("group a live actor's repeated events too", async () => {
    const { core } = await shellAs(server());
    act(() => {
      for (let tick = 0; tick < 3; tick++) core.auth.send({ type: "TICK", now: Date.now() + tick });
    });
    await openInspectorWithHotkey();
    await userEvent.click(await screen.findByRole("menuitem", { name: /session#1/ }));
    const log = screen.getByRole("table", { name: "事件日志" });
    expect(within(log).getByText("×3")).toBeInTheDocument();
    expect(within(log).getAllByRole("row")).toHaveLength(4);
  });
});

describe("comparing two traces of one machine", { timeout: HEAVY_MS }, () => {
  it("shows the first event at which they part, with both events and both states", async () => {
    await shellAs(server());
    await openInspectorWithHotkey();
    const left = await sessionTrace(1, 1_000);
    const right = {
      ...left,
      events: [...left.events.slice(0, 3), { event: { type: "TICK", now: 2_000 }, at: 0 }],
    };
    await importFile(left);
    await screen.findByText("第 0 / 4 步");

    await userEvent.upload(screen.getByLabelText("比较轨迹"), jsonFile(right, "other.trace.json"));
    const diff = await screen.findByRole("region", { name: "轨迹比较" });
    expect(within(diff).getByRole("status")).toHaveTextContent("第 4 个事件处分叉");
    const rows = within(diff).getAllByRole("row");
    expect(rows[0]).toHaveTextContent("当前文件 other.trace.json");
    expect(rows[1]).toHaveTextContent(/事件TICK.*"now": 1000.*TICK.*"now": 2000/);
    expect(rows[2]).toHaveTextContent('状态{"signedIn":"counting"}{"signedIn":"counting"}');

    await userEvent.upload(screen.getByLabelText("比较轨迹"), jsonFile(left, "same.trace.json"));
    expect(await screen.findByText("两条轨迹一致（4 个事件）")).toBeInTheDocument();

    await userEvent.upload(
      screen.getByLabelText("比较轨迹"),
      jsonFile({ ...left, machineId: "hpcBinding" }, "binding.trace.json"),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "两条轨迹不是同一个状态机：session 与 hpcBinding",
    );
  });

  it("compares a live actor's trace with a file", async () => {
    await shellAs(server());
    await openInspectorWithHotkey();
    const exported = await sessionTrace();
    await userEvent.upload(screen.getByLabelText("比较轨迹"), jsonFile(exported, "mine.trace.json"));
    await waitFor(() => expect(screen.getByText("两条轨迹一致（3 个事件）")).toBeInTheDocument());
  });
});
