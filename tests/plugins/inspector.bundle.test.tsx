import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SessionBundle } from "../../src/core/bundle";
import { machineHash } from "../../src/core/machines";
import { hpcBindingMachine } from "../../src/machines/hpcBinding.machine";
import { sessionMachine } from "../../src/machines/session.machine";
import { machineCatalog } from "../../scripts/machineCatalog";
import { bindUpToCodeStep, bindingDialog, openBindingDialog, resendSeconds } from "../support/hpcBinding";
import {
  catchDownloads,
  findDrawer,
  jsonFile,
  shellAs,
  toggleInspector,
  loadInspectorCode,
} from "../support/inspectorShell";
import { cleanShellAfterEach, serverForThisFile } from "../support/testShell";

/** Sign-in, the dialog, the drawer and file reads: slow on a loaded 2-core host, so more than the default 15 s. */
const HEAVY_MS = 45_000;

cleanShellAfterEach();
const server = serverForThisFile();
await loadInspectorCode();
const downloads = catchDownloads();

/** dev2 in the middle of binding hpc_secure (the code step), the session exported with 导出会话. */
async function exportMidBinding() {
  const shell = await shellAs(server(), "dev2");
  const dialog = await openBindingDialog(shell.core);
  await bindUpToCodeStep(dialog);
  await toggleInspector();
  const drawer = await findDrawer();
  await userEvent.click(within(drawer).getByRole("button", { name: "导出会话" }));
  const text = await downloads().at(-1)!.text();
  return { ...shell, dialog, drawer, text, bundle: JSON.parse(text) as SessionBundle };
}

describe("导出会话: a bug report in one file", { timeout: HEAVY_MS }, () => {
  it("holds every live actor's trace with its machine hash, the route, build, user, codes and time", async () => {
    const before = Date.now();
    const { text, bundle, core } = await exportMidBinding();
    expect(bundle).toMatchObject({
      kind: "workspace-session-bundle",
      schemaVersion: 1,
      build: "test",
      route: "/home/home-page",
      user: { account: "dev2", name: "开发者二" },
    });
    expect(bundle.exportedAt).toBeGreaterThanOrEqual(before);
    expect(bundle.user?.codes).toEqual(core.permissions.list);
    const live = core.machines.liveActors().map((actor) => actor.liveId);
    expect(bundle.machines.map((entry) => entry.liveId)).toEqual(live);
    const hashes = new Map(machineCatalog().map((entry) => [entry.id, machineHash(entry.machine)]));
    for (const entry of bundle.machines) expect(entry.machineHash).toBe(hashes.get(entry.machineId));
    const binding = bundle.machines.find((entry) => entry.machineId === "hpcBinding");
    expect(binding?.state).toEqual({ codeStep: { resend: "countingDown", entry: "enteringCode" } });
    expect(bundle.machines.find((entry) => entry.machineId === "session")?.trace.machineHash).toBe(
      machineHash(sessionMachine),
    );
    // Masked as an exported trace is.
    expect(text).not.toContain("Secure@123");
    expect(text).not.toContain("Dev2@123");
    expect(text).not.toContain("BEGIN OPENSSH");
  });

  it("imported with the dialog closed, 全部应用到界面 opens the dialog at the code step, nothing masked", async () => {
    const { dialog, bundle } = await exportMidBinding();
    await toggleInspector();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: /绑定/ })).not.toBeInTheDocument());
    await toggleInspector();
    const drawer = await findDrawer();

    await userEvent.upload(
      within(drawer).getByLabelText("导入轨迹"),
      jsonFile(bundle, "session.bundle.json"),
    );
    const view = await within(drawer).findByRole("region", { name: "会话" });
    expect(view).toHaveTextContent("用户 dev2（开发者二）");
    expect(view).toHaveTextContent("页面 /home/home-page");
    expect(view).toHaveTextContent("构建 test");
    const row = within(view).getByRole("row", { name: /hpcBinding#/ });
    expect(row).toHaveTextContent('{"codeStep":{"resend":"countingDown","entry":"enteringCode"}}');

    await userEvent.click(within(view).getByRole("button", { name: "全部应用到界面" }));
    const prompt = await screen.findByRole("dialog", { name: "补全被遮盖的字段" });
    expect(within(prompt).getByLabelText("hpcBinding · form.password")).toBeInTheDocument();
    await userEvent.click(within(prompt).getByRole("button", { name: "应用" }));

    const report = view.querySelector(".ws-apply-report") as HTMLElement;
    expect(report).toHaveTextContent(/登录会话 session#\d+ 不应用：请以 dev2 登录（令牌不在文件里）/);
    expect(report).toHaveTextContent("hpcBinding 没有在运行：已打开它的界面，状态在它启动时应用");
    expect(report).toHaveTextContent("form.password（留空）");
    await toggleInspector();
    const shown = await bindingDialog();
    expect(await within(shown).findByLabelText("验证码")).toHaveValue("");
    expect(within(shown).getByLabelText("密码")).toHaveValue("");
    expect(within(shown).getByLabelText("账号")).toHaveValue("hpc_secure");
    expect(resendSeconds(shown)).toBeGreaterThan(0);
  });

  it("a bundle from another build is refused, naming the machines whose definitions changed", async () => {
    const { drawer, bundle } = await exportMidBinding();
    const old = {
      ...bundle,
      build: "0.0.9",
      machines: bundle.machines.map((entry) =>
        entry.machineId === "hpcBinding" || entry.machineId === "session"
          ? { ...entry, trace: { ...entry.trace, machineHash: "0badc0de" } }
          : entry,
      ),
    };
    await userEvent.upload(within(drawer).getByLabelText("导入轨迹"), jsonFile(old, "old.bundle.json"));
    expect(await within(drawer).findByRole("alert")).toHaveTextContent(
      `会话来自另一个构建（0.0.9），这些状态机的定义已改变：session（会话 0badc0de，当前 ${machineHash(
        sessionMachine,
      )}）、hpcBinding（会话 0badc0de，当前 ${machineHash(hpcBindingMachine)}），无法回放`,
    );
    expect(within(drawer).queryByRole("region", { name: "会话" })).not.toBeInTheDocument();
  });
});
