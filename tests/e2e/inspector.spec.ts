import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { SessionBundle } from "../../src/core/bundle";
import { loadBundle } from "./loadBundle";
import { areaMenu, signInToWorkspace, userMenuButton } from "./support";

/** The inspector drawer (Blueprint's Drawer has no dialog role; it is found by its title). */
const inspector = (page: Page) =>
  page.locator(".bp6-drawer").filter({ has: page.getByRole("heading", { name: "状态机检查器" }) });

async function openInspector(page: Page) {
  await expect(userMenuButton(page)).toBeVisible();
  await page.keyboard.press("Control+Alt+K");
  await expect(inspector(page)).toBeVisible();
  return inspector(page);
}

/** The inspector for testers (docs/plugins.md §7): record, export, reload, import, step, jump; plugins at run time. */
test.describe("the machine inspector", () => {
  test("records the sign-in, exports it, imports it after a reload, steps through it and jumps to signedIn", async ({
    page,
  }) => {
    // A reload and two imports: on this shared 2-core host it can outlast the default 30 s.
    test.setTimeout(60_000);
    await signInToWorkspace(page, "admin");
    let drawer = await openInspector(page);

    const session = drawer.getByRole("menuitem", { name: /session#1/ });
    await expect(session).toContainText('{"signedIn":"counting"}');
    await session.click();
    await expect(drawer.getByLabel("当前状态")).toHaveText('{"signedIn":"counting"}');

    const download = page.waitForEvent("download");
    await drawer.getByRole("button", { name: "导出轨迹" }).click();
    const file = test.info().outputPath((await download).suggestedFilename());
    await (await download).saveAs(file);
    expect(file).toMatch(/session-\d+\.trace\.json$/);
    const text = fs.readFileSync(file, "utf8");
    const trace = JSON.parse(text) as {
      machineId: string;
      events: { event: { type: string; password?: string } }[];
    };
    expect(trace.machineId).toBe("session");
    expect(trace.events.slice(0, 3).map((entry) => entry.event.type)).toEqual([
      "SUBMIT",
      "xstate.done.actor.requestToken",
      "xstate.done.actor.loadUser",
    ]);
    expect(trace.events[0].event.password).toBe("***");
    expect(text).not.toContain("Admin@123");
    const steps = trace.events.length;

    // After the reload the workspace shows before the user's codes are back: the press made in that
    // moment (the user info, which carries them, held until then) still opens the inspector once they arrive.
    const userCall = (url: URL) => url.pathname === "/api/aam/v1/portal/user/info";
    let releaseCodes = () => {};
    const codesHeld = new Promise<void>((resolve) => {
      void page.route(
        userCall,
        async (route) => {
          resolve();
          await new Promise<void>((release) => (releaseCodes = release));
          await route.continue();
        },
        { times: 1 },
      );
    });
    await page.reload();
    await codesHeld;
    await expect(userMenuButton(page)).toBeVisible();
    await page.keyboard.press("Control+Alt+K");
    await expect(inspector(page)).toHaveCount(0);
    releaseCodes();
    drawer = inspector(page);
    await expect(drawer).toBeVisible();
    await drawer.getByLabel("导入轨迹").setInputFiles(file);

    const state = drawer.getByLabel("回放状态");
    await expect(drawer.getByText(`第 0 / ${steps} 步`)).toBeVisible();
    await expect(state).toHaveText('"signedOut"');
    await drawer.getByRole("button", { name: "下一步" }).click();
    await expect(drawer.getByText(`第 1 / ${steps} 步`)).toBeVisible();
    await expect(state).toHaveText('"signingIn"');
    await drawer.getByRole("button", { name: "下一步" }).click();
    await expect(state).toHaveText('"loadingUser"');
    await drawer.getByRole("button", { name: "下一步" }).click();
    await expect(state).toHaveText('{"signedIn":"counting"}');
    await drawer.getByRole("button", { name: "回到开始" }).click();
    await expect(state).toHaveText('"signedOut"');

    await drawer.getByRole("list", { name: "状态树" }).getByText("signedIn", { exact: true }).click();
    await expect(state).toHaveText('{"signedIn":"counting"}');
    await expect(drawer.getByText("经最短路径（3 个事件）到达 session.signedIn")).toBeVisible();
  });

  test("a trace of another machine version is refused with the reason", async ({ page }) => {
    await signInToWorkspace(page, "admin");
    const drawer = await openInspector(page);
    await drawer.getByRole("menuitem", { name: /session#1/ }).click();
    const download = page.waitForEvent("download");
    await drawer.getByRole("button", { name: "导出轨迹" }).click();
    const file = test.info().outputPath("other-version.trace.json");
    await (await download).saveAs(file);
    const trace = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
    fs.writeFileSync(file, JSON.stringify({ ...trace, machineHash: "0badc0de" }));

    await drawer.getByLabel("导入轨迹").setInputFiles(file);
    await expect(drawer.getByRole("alert")).toContainText(
      "轨迹属于另一个版本的状态机 session（轨迹 0badc0de",
    );
    await expect(drawer.getByRole("alert")).toContainText("无法回放");
    await expect(drawer.getByLabel("回放状态")).toHaveCount(0);

    // The same file, put right, imports on a second try.
    fs.writeFileSync(file, JSON.stringify(trace));
    await drawer.getByLabel("导入轨迹").setInputFiles(file);
    await expect(drawer.getByLabel("回放状态")).toHaveText('"signedOut"');
    await expect(drawer.getByRole("alert")).toHaveCount(0);
  });

  test("disabling a plugin removes its menu entries and routes; enabling brings them back", async ({
    page,
  }) => {
    await signInToWorkspace(page, "admin", "/#/home/home-page");
    const about = areaMenu(page).getByRole("button", { name: "关于" });
    await expect(about).toBeVisible();
    const drawer = await openInspector(page);
    await drawer.getByRole("tab", { name: "插件" }).click();
    const row = drawer.locator('tr[data-plugin="about"]');
    const toggle = row.getByRole("checkbox", { name: "启用 about" });
    await expect(toggle).toBeChecked();

    await row.locator("label.bp6-switch").click();
    await expect(toggle).not.toBeChecked();
    await expect(row).toContainText("已停用");
    await expect(about).toHaveCount(0);
    await page.goto("/#/portal/about");
    await expect(page.getByText("页面不存在")).toBeVisible();
    await expect(page.getByRole("heading", { name: "关于平台" })).toHaveCount(0);

    await row.locator("label.bp6-switch").click();
    await expect(toggle).toBeChecked();
    await expect(row).toContainText("已启用");
    await expect(page.getByRole("heading", { name: "关于平台" })).toBeVisible();
    await page.goto("/#/home/home-page");
    await expect(about).toBeVisible();
  });
});

test.describe("a tester's report: apply a binding trace, export the session, load it in a fresh app", () => {
  const CODE_STEP = '{"codeStep":{"resend":"countingDown","entry":"enteringCode"}}';

  const openBinding = async (page: Page) => {
    await userMenuButton(page).click();
    await page.getByRole("menu", { name: "user menu" }).getByText("绑定/切换HPC账号").click();
    const dialog = page.getByRole("dialog", { name: /绑定\/切换HPC账号/ });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  const resendSeconds = async (dialog: Locator) => {
    const text = await dialog.getByRole("button", { name: /秒后重新获取$/ }).textContent();
    return Number(/^(\d+)秒后重新获取$/.exec(text ?? "")?.[1]);
  };
  /** Seconds left to a deadline, as the dialog should show them now (give or take a second). */
  const leftUntil = (deadline: number) => Math.ceil((deadline - Date.now()) / 1000);

  test("apply never writes ***, the countdown runs from its deadline, and the bundle round-trips", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInToWorkspace(page, "admin");

    // Record: a real binding up to the code step (one code request, shared with the hpc journeys).
    let dialog = await openBinding(page);
    await dialog.getByLabel("账号", { exact: true }).fill("hpc_secure");
    await dialog.getByLabel("密码", { exact: true }).fill("Secure@123");
    await dialog.getByLabel("密钥文件").setInputFiles("docs/hpc-keys/hpc_secure.pem");
    await expect(page.getByText("文件上传成功").last()).toBeVisible();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByRole("button", { name: /秒后重新获取$/ })).toBeDisabled();

    // 运行中: the actor's name stays whole beside the long state, which has the full text on hover.
    let drawer = await openInspector(page);
    const item = drawer.getByRole("menuitem", { name: /hpcBinding#/ });
    const name = item.locator(".ws-actor-name");
    await expect(name).toHaveText(/^hpcBinding#\d+$/);
    expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    expect((await name.boundingBox())?.width ?? 0).toBeGreaterThan(60);
    await expect(item.locator(".ws-actor-state")).toHaveAttribute("title", CODE_STEP);

    // Export the binding's trace and the whole session.
    await item.click();
    let download = page.waitForEvent("download");
    await drawer.getByRole("button", { name: "导出轨迹" }).click();
    const traceFile = test.info().outputPath("binding.trace.json");
    await (await download).saveAs(traceFile);
    download = page.waitForEvent("download");
    await drawer.getByRole("button", { name: "导出会话" }).click();
    const bundleFile = test.info().outputPath((await download).suggestedFilename());
    await (await download).saveAs(bundleFile);
    expect(bundleFile).toMatch(/session-\d+\.bundle\.json$/);
    const text = fs.readFileSync(bundleFile, "utf8");
    expect(text).not.toContain("Secure@123");
    expect(text).not.toContain("Admin@123");
    const bundle = JSON.parse(text) as SessionBundle;
    expect(bundle).toMatchObject({
      kind: "workspace-session-bundle",
      route: "/portal/about",
      user: { account: "admin" },
    });
    expect(bundle.build).toMatch(/^\d+\.\d+\.\d+/);
    expect(bundle.user?.codes).toContain("system-manage");
    const binding = bundle.machines.find((entry) => entry.machineId === "hpcBinding");
    expect(binding?.machineHash).toMatch(/^[0-9a-f]{8}$/);
    expect(bundle.machines.map((entry) => entry.machineId)).toContain("session");
    const resendAt = (binding?.trace.checkpoint as { context: { resendAt: number } }).context.resendAt;
    await page.keyboard.press("Control+Alt+K");
    await expect(inspector(page)).toHaveCount(0);

    // A fresh dialog starts at the form; apply the trace's last step to it.
    await dialog.getByRole("button", { name: "Close" }).click();
    dialog = await openBinding(page);
    await expect(dialog.getByLabel("验证码")).toHaveCount(0);
    drawer = await openInspector(page);
    await drawer.getByLabel("导入轨迹").setInputFiles(traceFile);
    await drawer.getByRole("button", { name: "到最后" }).click();
    await expect(drawer.getByLabel("回放状态")).toHaveText(CODE_STEP);
    await drawer.getByRole("button", { name: "应用到界面" }).click();
    const prompt = page.getByRole("dialog", { name: "补全被遮盖的字段" });
    await expect(prompt.getByLabel("form.password")).toBeVisible();
    await prompt.getByRole("button", { name: "应用" }).click();
    await expect(drawer.getByText("计时器已按上下文中的截止时间重新计时")).toBeVisible();
    await page.keyboard.press("Control+Alt+K");
    await expect(dialog.getByLabel("验证码")).toBeVisible();
    await expect(dialog.getByLabel("账号", { exact: true })).toHaveValue("hpc_secure");
    await expect(dialog.getByLabel("密码", { exact: true })).toHaveValue("");
    expect(Math.abs((await resendSeconds(dialog)) - leftUntil(resendAt))).toBeLessThanOrEqual(2);

    // The report, replayed in a fresh app: the dialog at the code step, counting from the deadline.
    const fresh = await (await browser.newContext()).newPage();
    const result = await loadBundle(fresh, bundleFile);
    expect(result.outcomes.map((outcome) => outcome.machineId)).toContain("hpcBinding");
    const replayed = fresh.getByRole("dialog", { name: /绑定\/切换HPC账号/ });
    await expect(replayed.getByLabel("验证码")).toBeVisible();
    await expect(replayed.getByLabel("账号", { exact: true })).toHaveValue("hpc_secure");
    await expect(replayed.getByLabel("密码", { exact: true })).toHaveValue("");
    await expect(replayed.getByRole("button", { name: /秒后重新获取$/ })).toBeDisabled();
    expect(Math.abs((await resendSeconds(replayed)) - leftUntil(resendAt))).toBeLessThanOrEqual(2);

    // A bundle of another build is refused, naming the machine whose definition changed.
    const other = await (await browser.newContext()).newPage();
    const old = {
      ...bundle,
      machines: bundle.machines.map((entry) =>
        entry.machineId === "hpcBinding"
          ? { ...entry, trace: { ...entry.trace, machineHash: "0badc0de" } }
          : entry,
      ),
    };
    await expect(loadBundle(other, old)).rejects.toThrow(
      /这些状态机的定义已改变：hpcBinding（会话 0badc0de，当前 [0-9a-f]{8}）/,
    );
  });
});
