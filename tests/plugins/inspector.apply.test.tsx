import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { MachineTrace } from "../../src/core/machines";
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

const CODE_STEP = '{"codeStep":{"resend":"countingDown","entry":"enteringCode"}}';

/** dev2 binds hpc_secure up to the code step; the binding's trace is exported from the inspector. */
async function recordCodeStep() {
  const { core } = await shellAs(server(), "dev2");
  let dialog = await openBindingDialog(core);
  await bindUpToCodeStep(dialog);
  const requestedAt = Date.now();
  await toggleInspector();
  const drawer = await findDrawer();
  const item = await within(drawer).findByRole("menuitem", { name: /hpcBinding#/ });
  await userEvent.click(item);
  await userEvent.click(within(drawer).getByRole("button", { name: "导出轨迹" }));
  const trace = JSON.parse(await downloads().at(-1)!.text()) as MachineTrace;
  await toggleInspector();
  // A fresh dialog: the form starts over, without the code step.
  await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  dialog = await openBindingDialog(core);
  expect(within(dialog).queryByLabelText("验证码")).not.toBeInTheDocument();
  return { core, dialog, trace, requestedAt, item };
}

async function importAndApplyLast(trace: MachineTrace) {
  await toggleInspector();
  const drawer = await findDrawer();
  await userEvent.upload(within(drawer).getByLabelText("导入轨迹"), jsonFile(trace, "binding.trace.json"));
  await userEvent.click(await within(drawer).findByRole("button", { name: "到最后" }));
  expect(within(drawer).getByLabelText("回放状态")).toHaveTextContent(CODE_STEP);
  await userEvent.click(within(drawer).getByRole("button", { name: "应用到界面" }));
  return drawer;
}

describe("应用到界面 on an HPC binding trace at its code step", { timeout: HEAVY_MS }, () => {
  it("never writes *** into the form: keeps the typed password, asks for the other masked fields", async () => {
    const { dialog, trace, requestedAt } = await recordCodeStep();
    const patches = trace.events.map((entry) => (entry.event as { patch?: { password?: string } }).patch);
    expect(patches.map((patch) => patch?.password).filter(Boolean)).toContain("***");
    expect(JSON.stringify(trace)).not.toContain("Secure@123");
    await userEvent.type(within(dialog).getByLabelText("密码"), "Live@123");

    const drawer = await importAndApplyLast(trace);
    // The password is on screen (kept); the key's content is not: only that is asked for.
    const prompt = await screen.findByRole("dialog", { name: "补全被遮盖的字段" });
    expect(
      within(prompt)
        .getAllByLabelText(/^form\./)
        .map((input) => input.id),
    ).toEqual(["secret-0:form.privateKey"]);
    await userEvent.click(within(prompt).getByRole("button", { name: "应用" }));

    const report = within(drawer)
      .getByText(/被遮盖的字段/)
      .closest(".ws-apply-report") as HTMLElement;
    expect(report).toHaveTextContent(
      "被遮盖的字段：form.password（保留界面上的值）、form.privateKey（留空）",
    );
    expect(report).toHaveTextContent("计时器已按上下文中的截止时间重新计时");
    await toggleInspector();
    const shown = await bindingDialog();
    expect(within(shown).getByLabelText("验证码")).toHaveValue("");
    expect(within(shown).getByLabelText("密码")).toHaveValue("Live@123");
    expect(within(shown).getByLabelText("账号")).toHaveValue("hpc_secure");
    // The countdown runs from the recorded deadline, not from 60 again.
    const left = resendSeconds(shown);
    expect(left).not.toBeNull();
    expect(left!).toBeLessThanOrEqual(Math.ceil((requestedAt + 60_000 - Date.now()) / 1000) + 1);
    expect(left!).toBeGreaterThan(0);
  });

  it("a deadline that has passed offers the resend at once; a secret the tester types is used", async () => {
    const { dialog, trace } = await recordCodeStep();
    const past = {
      ...trace,
      events: trace.events.map((entry) =>
        entry.event.type === "xstate.done.actor.requestCode"
          ? { ...entry, event: { ...entry.event, output: { code: 200, at: Date.now() - 120_000 } } }
          : entry,
      ),
    };
    await importAndApplyLast(past);
    const prompt = await screen.findByRole("dialog", { name: "补全被遮盖的字段" });
    await userEvent.type(within(prompt).getByLabelText("form.password"), "Given@123");
    await userEvent.click(within(prompt).getByRole("button", { name: "应用" }));
    await toggleInspector();

    expect(within(dialog).getByLabelText("密码")).toHaveValue("Given@123");
    const resend = within(dialog).getByRole("button", { name: "重新获取验证码" });
    expect(resend).toBeEnabled();
  });

  it("the 运行中 list keeps the actor's name whole and puts the long state in a tooltip", async () => {
    const { core } = await shellAs(server(), "dev2");
    await bindUpToCodeStep(await openBindingDialog(core));
    await toggleInspector();
    const drawer = await findDrawer();
    const item = await within(drawer).findByRole("menuitem", { name: /hpcBinding#/ });
    const name = item.querySelector(".ws-actor-name");
    const state = item.querySelector(".ws-actor-state");
    expect(name?.textContent).toMatch(/^hpcBinding#\d+$/);
    expect(state).toHaveAttribute("title", CODE_STEP);
    expect(state).toHaveTextContent(CODE_STEP);
  });
});
