import { expect, test, type Browser, type Page } from "@playwright/test";
import { openUserMenu, signInToWorkspace, submitSignIn } from "./support";
import { aiCall, publicService } from "./learningData";
import { BACKGROUND, RED_SQUARE, shapePng } from "./learningImages";
import { annotatedDataset, tokenOf } from "./trainingData";
import { TRAINING, createAlgorithm, createTask, trainToFinish } from "./trainingSteps";

/**
 * Charging and billing (ai-domain §2, operations), as operations and a user do it: ops sets the compute price (with a
 * night period), the inference price and the fee rates, and recharges admin; admin trains a model and
 * a public service of admin's answers three calls; the usage page, the bill and admin's wallet and
 * usage statistics then show the same amounts, compute and inference alike.
 */

const RUN = Date.now().toString(36).slice(-5);
const OPERATION = "/#/operation";

async function opsPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/#/login");
  await submitSignIn(page, "ops", "Ops@123");
  await expect(page.getByText("欢迎，运营人员")).toBeVisible();
  return page;
}

/** The text of `column` in the row holding `rowText`, in the table named `table` or the first with that column. */
async function cell(page: Page, table: string, rowText: string, column: string): Promise<string> {
  const grid = table
    ? page.getByRole("table", { name: table })
    : page
        .getByRole("table")
        .filter({ has: page.getByRole("columnheader", { name: column, exact: true }) })
        .first();
  const headers = await grid.getByRole("columnheader").allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === column);
  expect(index, `${column} in ${headers.join(",")}`).toBeGreaterThanOrEqual(0);
  const row = grid.getByRole("row").filter({ hasText: rowText }).first();
  return (await row.getByRole("cell").nth(index).innerText()).trim();
}

async function filterAdmin(page: Page) {
  await page.getByLabel("账户", { exact: true }).selectOption({ label: "admin（管理员）" });
  await page.getByRole("button", { name: "查询" }).click();
}

test("ops sets prices and fees and recharges; after a training run the usage, the bill and the wallet agree", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const ops = await opsPage(browser);

  // 资源计费设置: compute at 360 yuan per core-hour (720 standard), 180 between 00:00 and 06:00.
  await ops.goto(`${OPERATION}/charging-strategy/resource-charge-setting`);
  const computeRow = ops.getByRole("row").filter({ hasText: "计算资源" });
  await computeRow.getByRole("button", { name: "设置价格" }).click();
  const dialog = ops.getByRole("dialog", { name: "设置计算资源价格" });
  await dialog.getByLabel(/标准价格/).fill("720");
  await dialog.getByLabel(/销售价格/).fill("360.001");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("销售价格（元）应为金额，最多两位小数")).toBeVisible();
  await dialog.getByLabel(/销售价格/).fill("360");
  await dialog.getByRole("button", { name: "添加时段" }).click();
  await dialog.getByLabel("时段名称 1").fill("夜间");
  await dialog.getByLabel("开始（点） 1").fill("0");
  await dialog.getByLabel("结束（点） 1").fill("6");
  await dialog.getByLabel("价格（元） 1").fill("180");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  await expect(computeRow).toContainText("720.00");
  await expect(computeRow).toContainText("360.00");
  await expect(computeRow).toContainText("夜间 00:00–06:00 180.00");

  // 推理服务: 0.50 yuan a call (1.00 standard).
  const inferenceRow = ops.getByRole("row").filter({ hasText: "推理服务" });
  await inferenceRow.getByRole("button", { name: "设置价格" }).click();
  const inferenceDialog = ops.getByRole("dialog", { name: "设置推理服务价格" });
  await inferenceDialog.getByLabel(/标准价格/).fill("1");
  await inferenceDialog.getByLabel(/销售价格/).fill("0.5");
  await inferenceDialog.getByRole("button", { name: "保存" }).click();
  await expect(inferenceDialog).toBeHidden();
  await expect(inferenceRow).toContainText("0.50");

  // 计算规则设置: 5% for the platform, 2% for the sub-centre.
  await ops.goto(`${OPERATION}/charging-strategy/calculation-rules-setting`);
  await ops.getByLabel("平台服务费率（%）").fill("5");
  await ops.getByLabel("分中心服务费率（%）").fill("2");
  await ops.getByLabel("计算规则").fill(`按核时计费 ${RUN}`);
  await ops.getByRole("button", { name: "保存规则" }).click();
  await expect(ops.getByRole("row").filter({ hasText: `按核时计费 ${RUN}` })).toContainText("5.00%");

  // 资源费用: recharge admin 1000 yuan; the record is listed.
  await ops.goto(`${OPERATION}/account-resource-management/resource-cost`);
  await ops.getByLabel("账户").fill("admin");
  await ops.getByRole("button", { name: "查询" }).click();
  const adminRow = ops.getByRole("row").filter({ hasText: "管理员" });
  await adminRow.getByRole("button", { name: "充值", exact: true }).click();
  const charge = ops.getByRole("dialog", { name: "账户充值：admin" });
  await charge.getByLabel(/充值金额/).fill("1000");
  await charge.getByLabel("备注").fill(`充值 ${RUN}`);
  await charge.getByRole("button", { name: "保存" }).click();
  await expect(charge).toBeHidden();
  await adminRow.getByRole("button", { name: "充值记录" }).click();
  const records = ops.getByRole("dialog", { name: "充值记录：admin" });
  await expect(records.getByRole("row").filter({ hasText: `充值 ${RUN}` })).toContainText("1000.00");
  await records.getByRole("button", { name: "Close" }).click();

  // admin trains a model.
  const data = await annotatedDataset(request, RUN);
  await signInToWorkspace(page, "admin", "/#/home/home-page");
  const names = { type: `计费类型-${RUN}`, algorithm: `计费算法-${RUN}` };
  await createAlgorithm(page, names);
  await page.goto(TRAINING);
  await createTask(page, {
    name: `计费训练-${RUN}`,
    algorithm: names.algorithm,
    datasetName: data.datasetName,
    epochs: "6",
  });
  const log = await trainToFinish(page, `计费训练-${RUN}`);
  await log.getByRole("button", { name: "Close" }).click();

  // Three inference calls to a service of admin's (published through the API, as AI服务 does), made
  // through its real endpoint with a service token admin creates: each is metered to admin, the
  // service's owner. (The portal's anonymous demo calls are not billed.)
  const service = await publicService(request, `b${RUN}`);
  const admin = await tokenOf(request, "admin", "Admin@123");
  const serviceToken = await aiCall<{ id: number }>(request, admin, "POST", "publish-history/publish-token", {
    serviceId: service.id,
    name: `计费令牌-${RUN}`,
  });
  const endpoint = await aiCall<{ path: string; token: string }>(
    request,
    admin,
    "GET",
    `publish-history/publish-url?tokenId=${serviceToken.id}`,
  );
  for (let call = 0; call < 3; call++) {
    const answer = await request.post(endpoint.path, {
      headers: { authorization: `Bearer ${endpoint.token}` },
      multipart: {
        file: {
          name: "square.png",
          mimeType: "image/png",
          buffer: shapePng(48, 48, BACKGROUND, [RED_SQUARE]),
        },
      },
    });
    expect(answer.status()).toBe(200);
  }

  // The same amounts everywhere (other journeys' runs of admin may land meanwhile: read until they agree).
  await expect(async () => {
    await ops.goto(`${OPERATION}/usage-statistics/resource`);
    await filterAdmin(ops);
    const usage = await cell(ops, "", "计算资源", "用量");
    expect(Number(usage)).toBeGreaterThan(0);
    const calls = await cell(ops, "", "推理服务", "用量");
    expect(Number(calls)).toBeGreaterThanOrEqual(3);

    await ops.goto(`${OPERATION}/billing-statistics/resource-charge-count`);
    await filterAdmin(ops);
    const billed = await cell(ops, "", "admin（管理员）", "计算资源（元）");
    expect(Number(billed.replace("万", ""))).toBeGreaterThan(0);
    const billedCalls = await cell(ops, "", "admin（管理员）", "推理服务（元）");
    expect(Number(billedCalls.replace("万", ""))).toBeGreaterThanOrEqual(1.5);

    await ops.goto(`${OPERATION}/account-resource-management/resource-cost`);
    await ops.getByLabel("账户").fill("admin");
    await ops.getByRole("button", { name: "查询" }).click();
    const balance = await cell(ops, "", "管理员", "余额（元）");

    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "我的钱包" }).click();
    await expect(page.getByRole("table", { name: "按资源消费" })).toBeVisible();
    expect(await cell(page, "按资源消费", "计算资源", "费用（元）")).toBe(billed);
    expect(await cell(page, "按资源消费", "计算资源", "用量")).toBe(usage);
    expect(await cell(page, "按资源消费", "推理服务", "费用（元）")).toBe(billedCalls);
    expect(await cell(page, "按资源消费", "推理服务", "用量")).toBe(calls);
    await expect(page.getByLabel("余额（元）")).toContainText(balance);

    await page.goto("/#/home/usage-statistics-person");
    expect(await cell(page, "", "计算资源", "用量")).toBe(usage);
    expect(await cell(page, "", "推理服务", "用量")).toBe(calls);
  }).toPass({ timeout: 60_000 });
});
