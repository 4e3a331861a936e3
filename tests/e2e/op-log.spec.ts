import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { ACCOUNTS, expectSignInPage, signIn, storedBearerToken } from "./support";

/** Operation logs, log audit and session management (shell-access-accounts §3-§5, §7). */

const LOG_AUDIT = "/#/backstage/system-management/log-audit";
const SESSIONS = "/#/backstage/system-management/session-management";

const pad = (value: number) => String(value).padStart(2, "0");
/** Local time as the app writes it: YYYY-MM-DD HH:mm:ss (the browser shares this machine's zone). */
function localTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The log audit's grid (Blueprint Table2 in the list kit). */
const auditTable = (page: Page) => page.getByRole("region", { name: "operation log" });

/**
 * The log audit's rows as cell texts: user, account, time, page, content, ip, area. Table2's cells
 * carry their row and column in their classes (a frozen column is drawn in two quadrants).
 */
async function auditRows(page: Page): Promise<string[][]> {
  return auditTable(page).evaluate((grid) => {
    const rows = new Map<number, string[]>();
    for (const cell of grid.querySelectorAll(".bp6-table-cell")) {
      const row = Number(/bp6-table-cell-row-(\d+)/.exec(cell.className)?.[1]);
      const column = Number(/bp6-table-cell-col-(\d+)/.exec(cell.className)?.[1]);
      const cells = rows.get(row) ?? [];
      cells[column] = cell.textContent?.trim() ?? "";
      rows.set(row, cells);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, cells]) => cells);
  });
}

const cell = (page: Page, row: number, column: number) =>
  auditTable(page).locator(
    `.bp6-table-quadrant-main .bp6-table-cell-row-${row}.bp6-table-cell-col-${column}`,
  );
const pager = (page: Page) => page.getByRole("navigation", { name: "pager" });

async function search(page: Page, filters: { user?: string; pageName?: string; content?: string }) {
  await page.getByRole("textbox", { name: "用户" }).fill(filters.user ?? "");
  await page.getByRole("textbox", { name: "页面名称" }).fill(filters.pageName ?? "");
  await page.getByRole("textbox", { name: "操作内容" }).fill(filters.content ?? "");
  await page.getByRole("button", { name: "查询" }).click();
  await settled(page);
}

/** Waits until the table shows the answer to the last question (aria-busy clears). */
async function settled(page: Page) {
  await expect(auditTable(page)).toHaveAttribute("aria-busy", "false");
}

const firstContent = (page: Page) => cell(page, 0, 4);

test.describe("operation logs", () => {
  test("a sign-in and a page visit appear in log audit with the right user, page and time", async ({
    browser,
    page,
  }) => {
    const before = localTime(Date.now() - 1000);
    const devContext = await browser.newContext();
    const devPage = await devContext.newPage();
    await signIn(devPage, "dev");
    await devPage.goto("/#/home/storage-manage");
    await expect(devPage).toHaveURL(/#\/home\/storage-manage$/);
    await expect(devPage.getByRole("navigation", { name: "area menu" })).toBeVisible();
    // Leaving at once: the visit goes out in a keepalive batch as the page is hidden.
    await devPage.goto("about:blank");

    await signIn(page, "admin");
    await page.goto(LOG_AUDIT);
    await expect(auditTable(page)).toBeVisible();
    // The batch may land a moment after the page left; ask until it is there.
    await expect(async () => {
      await search(page, { user: "dev", pageName: "存储管理" });
      const rows = await auditRows(page);
      const visit = rows.find((row) => row[1] === "dev" && row[4] === "访问页面" && row[2] >= before);
      expect(visit).toEqual([
        ACCOUNTS.dev.name,
        "dev",
        expect.any(String),
        "存储管理",
        "访问页面",
        "127.0.0.1",
        "本机",
        "dev",
      ]);
    }).toPass({ timeout: 15_000 });

    await search(page, { user: "dev", pageName: "登录" });
    const signIns = (await auditRows(page)).filter((row) => row[4] === "登录系统" && row[2] >= before);
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns[0].slice(0, 2)).toEqual([ACCOUNTS.dev.name, "dev"]);
    expect(signIns[0][2] <= localTime(Date.now() + 1000)).toBe(true);
    await devContext.close();
  });

  test("filters, paging and export work on the entries the server holds", async ({ page }) => {
    await signIn(page, "admin");
    const token = await storedBearerToken(page);
    const marker = `e2e-${Date.now().toString(36)}`;
    // The server keeps a reported time only within the reporting session and takes the user from it:
    // the entries are admin's, a second apart from now.
    const base = Date.now() - (Date.now() % 1000) + 1000;
    const at = (n: number) => localTime(base + n * 1000);
    const entries = Array.from({ length: 25 }, (_, n) => ({
      id: `${marker}-${n}`,
      userId: "77",
      userName: "审计测试",
      userAccount: `audit-${marker}`,
      ip: "10.1.2.3",
      area: "局域网",
      operationTime: at(n),
      pageName: n % 5 === 0 ? "模型管理" : "数据集管理",
      content: `操作 ${marker} #${pad(n)}`,
    }));
    const written = await page.request.post("/api/aimanager/v1/op-log", {
      headers: { Authorization: `Bearer ${token}` },
      data: entries,
    });
    expect((await written.json()).data).toEqual({ accepted: 25, duplicates: 0, rejected: 0 });

    await page.goto(LOG_AUDIT);
    await search(page, { content: marker });
    await expect(page.getByText("共 25 条")).toBeVisible();
    await expect.poll(async () => (await auditRows(page)).length).toBe(10);
    await expect(firstContent(page)).toHaveText(`操作 ${marker} #24`);
    await expect(pager(page).getByRole("button", { name: "1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pager(page).getByRole("button", { name: "3", exact: true })).toBeVisible();
    await pager(page).getByRole("button", { name: "下一页" }).click();
    await expect(pager(page).getByRole("button", { name: "2", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(firstContent(page)).toHaveText(`操作 ${marker} #14`);
    await pager(page).getByRole("button", { name: "下一页" }).click();
    await expect.poll(async () => (await auditRows(page)).length).toBe(5);
    await expect(pager(page).getByRole("button", { name: "下一页" })).toBeDisabled();
    await pager(page).getByRole("combobox", { name: "page size" }).selectOption("50");
    // The grid draws the rows in view: the 25th is there once scrolled to the bottom.
    await expect(firstContent(page)).toHaveText(`操作 ${marker} #24`);
    await auditTable(page)
      .locator(".bp6-table-quadrant-main .bp6-table-quadrant-scroll-container")
      .evaluate((container) => container.scrollTo({ top: container.scrollHeight }));
    await expect(cell(page, 24, 4)).toHaveText(`操作 ${marker} #00`);
    await expect(cell(page, 25, 4)).toHaveCount(0);

    // Page name and user filters.
    await search(page, { user: "admin", pageName: "模型管理", content: marker });
    await expect(page.getByText("共 5 条")).toBeVisible();

    // A time range in Blueprint's picker, typed as YYYY-MM-DD HH:mm:ss, shown with 至.
    await expect(page.getByText("至", { exact: true })).toBeVisible();
    await page.getByRole("textbox", { name: "开始时间" }).fill(at(5));
    await page.getByRole("textbox", { name: "开始时间" }).press("Tab");
    await page.getByRole("textbox", { name: "结束时间" }).fill(at(9));
    await page.getByRole("textbox", { name: "结束时间" }).press("Tab");
    await page.keyboard.press("Escape");
    await search(page, { content: marker });
    await expect(page.getByText("共 5 条")).toBeVisible();
    await expect
      .poll(async () => (await auditRows(page)).map((row) => row[2]))
      .toEqual([at(9), at(8), at(7), at(6), at(5)]);

    // Export: the filtered rows as an .xlsx spreadsheet (a zip of XML parts, read back here).
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "导出" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^操作日志-\d{14}\.xlsx$/);
    const parts = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const sheet = strFromU8(parts["xl/worksheets/sheet1.xml"]);
    const text = Object.values(parts)
      .map((part) => strFromU8(part))
      .join("\n");
    expect(sheet.match(/<row /g)).toHaveLength(6);
    for (const title of ["用户", "账号", "操作时间", "页面名称", "操作内容", "IP", "地区"])
      expect(text).toContain(title);
    expect(text).toContain(`操作 ${marker} #09`);

    // Nothing matches: 暂无数据.
    await search(page, { content: `${marker}-nothing` });
    await expect(auditTable(page).getByText("暂无数据")).toBeVisible();
  });

  test("the audit grid: columns resize, the user column stays while scrolling sideways, Ctrl+C copies cells; the range picker speaks Chinese", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signIn(page, "admin");
    const token = await storedBearerToken(page);
    const marker = `grid-${Date.now().toString(36)}`;
    const entries = [1, 2, 3].map((n) => ({
      id: `${marker}-${n}`,
      userId: "78",
      userName: "管理员",
      userAccount: `grid-${marker}`,
      ip: `10.9.9.${n}`,
      area: "局域网",
      operationTime: `2021-03-04 05:06:0${n}`,
      pageName: "存储管理",
      content: `操作 ${marker} #${n}`,
    }));
    const written = await page.request.post("/api/aimanager/v1/op-log", {
      headers: { Authorization: `Bearer ${token}` },
      data: entries,
    });
    expect(written.ok()).toBe(true);

    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(LOG_AUDIT);
    await search(page, { content: marker });
    await expect(firstContent(page)).toHaveText(`操作 ${marker} #3`);

    // Two rows of 操作内容 and IP, selected with the mouse, copied as tab-separated text.
    await cell(page, 0, 4).click();
    await cell(page, 1, 5).click({ modifiers: ["Shift"] });
    await page.keyboard.press("Control+C");
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      // The IP is the reporting session's, whatever the entry claimed.
      .toBe(`操作 ${marker} #3\t127.0.0.1\n操作 ${marker} #2\t127.0.0.1`);

    // The 操作内容 column is dragged 120 px wider by the edge of its header.
    const header = auditTable(page)
      .locator(".bp6-table-quadrant-top .bp6-table-column-headers .bp6-table-header")
      .nth(4);
    const before = (await header.boundingBox())!;
    await header.hover();
    const handle = header.locator(".bp6-table-resize-handle-target");
    const grip = (await handle.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    await page.mouse.move(grip.x + grip.width / 2 + 120, grip.y + grip.height / 2, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await header.boundingBox())!.width - before.width)).toBe(120);

    // Scrolled to the far right, the user column is still there, at the grid's left.
    await auditTable(page)
      .locator(".bp6-table-quadrant-main .bp6-table-quadrant-scroll-container")
      .evaluate((container) => container.scrollTo({ left: container.scrollWidth }));
    const frozen = auditTable(page).locator(
      ".bp6-table-quadrant-left .bp6-table-cell-row-0.bp6-table-cell-col-0",
    );
    // The user is the reporting session's (admin), whatever the entries claimed.
    await expect(frozen).toHaveText("管理员");
    const grid = (await auditTable(page).boundingBox())!;
    expect((await frozen.boundingBox())!.x - grid.x).toBeLessThan(60);
    await expect(cell(page, 0, 6)).toBeInViewport();

    // The range picker: Chinese shortcuts, months and weekdays (no mm/dd/yyyy anywhere).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("textbox", { name: "开始时间" }).click();
    const picker = page.locator(".bp6-popover").filter({ has: page.getByText("最近7天") });
    await expect(picker).toBeVisible();
    for (const text of ["今天", "最近24小时", "最近7天", "最近30天"])
      await expect(picker.getByText(text)).toBeVisible();
    await expect(picker).toContainText("一");
    await expect(picker).not.toContainText(/January|February|Past week|Su|Mo/);
    const month = await picker
      .locator("select")
      .first()
      .evaluate((select: HTMLSelectElement) => Array.from(select.options, (option) => option.textContent));
    expect(month).toEqual(expect.arrayContaining(["一月", "六月", "十二月"]));
    await page.screenshot({ path: "test-results/log-audit-range-picker.png" });
  });

  test("ending a session in session management signs that user out", async ({ browser, page }) => {
    const agent = `op-log-e2e-${Date.now().toString(36)}`;
    const devContext = await browser.newContext({ userAgent: agent });
    const devPage = await devContext.newPage();
    await signIn(devPage, "dev");

    await signIn(page, "admin");
    await page.goto(SESSIONS);
    const sessions = page.getByRole("table", { name: "sessions" });
    // The admin's own session was seen last: on the first page.
    await expect(sessions.getByText("当前会话")).toBeVisible();
    // Other journeys sign in too: narrow the list to dev's sessions.
    await page.getByRole("textbox", { name: "用户名/账号" }).fill("dev");
    await page.getByRole("button", { name: "查询" }).click();
    const row = sessions.locator("tr", { hasText: agent });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("dev");
    await row.getByRole("button", { name: "结束会话 dev" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`确定结束${ACCOUNTS.dev.name}（dev）的会话吗？`);
    await dialog.getByRole("button", { name: "确认" }).click();
    await expect(row).toHaveCount(0);
    // The admin's own session is untouched.
    await page.getByRole("button", { name: "重置" }).click();
    await expect(sessions.getByText("当前会话")).toBeVisible();

    // The dev's next call (here: the log of the next page visit) answers 401: signed out.
    await devPage.goto("/#/home/home-page");
    await expectSignInPage(devPage);
    await expect(devPage.getByText("登录已过期，请重新登录！")).toBeVisible();
    await devContext.close();
  });
});
