import { expect, test, type Page } from "@playwright/test";
import { openUserMenu, signIn, signInToWorkspace, storedBearerToken } from "./support";

const DS = "/#/home/dataset-management";
const SHARING_PAGE = "/#/operation/workorder-management/sharing-management";
const TRAINING = "/#/home/model-management/training-tasks";
const BILL_PAGE = "/#/operation/billing-statistics/resource-charge-count";

async function signOut(page: Page) {
  const menu = await openUserMenu(page);
  await menu.getByRole("menuitem", { name: "退出登录" }).click();
  await expect(page).not.toHaveURL(/#\/home\//);
}

/** dev2's own dataset, made public through the platform's calls (the fixture, not the journey). */
async function publicDatasetOfDev2(page: Page, name: string) {
  await signInToWorkspace(page, "dev2");
  const headers = { authorization: `Bearer ${await storedBearerToken(page)}` };
  const created = await page.request.post("/api/aimanager/v1/data-set/data", {
    headers,
    data: { dataSetName: name, description: "共享给其他开发者" },
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  await page.request.put("/api/aimanager/v1/data-set/updatePublic", { headers, data: { id, isPublic: 1 } });
  await signOut(page);
}

/** The options of 新增训练任务's 数据集版本 that hold `dataset` (the dialog is closed again). */
async function trainingChoices(page: Page, dataset: string) {
  await page.goto(TRAINING);
  await page.getByRole("button", { name: "新增训练任务" }).click();
  const dialog = page.getByRole("dialog", { name: "新增训练任务" });
  const options = dialog.getByLabel("数据集版本").locator("option", { hasText: dataset });
  // The lists are enabled once the choices have loaded: read them then, not before.
  await expect(dialog.getByLabel("数据集版本")).toBeEnabled();
  const texts = await options.allInnerTexts();
  await dialog.getByRole("button", { name: "取消" }).click();
  return texts;
}

/** dev's 共享资源 charge in 资源计费统计 (operations), in cents; 0 while dev has none. */
async function devShareCharge(page: Page): Promise<number> {
  await page.goto(BILL_PAGE);
  await page.getByLabel("账户", { exact: true }).selectOption({ label: "dev（开发者）" });
  await Promise.all([
    page.waitForResponse((response) => response.url().includes("/tb-cost-statistics/bill")),
    page.getByRole("button", { name: "查询" }).click(),
  ]);
  const grid = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader", { name: "共享资源（元）", exact: true }) })
    .first();
  await expect(grid).toBeVisible();
  const row = grid.getByRole("row").filter({ hasText: "dev（开发者）" });
  if ((await row.count()) === 0) return 0;
  const headers = await grid.getByRole("columnheader").allInnerTexts();
  const text = await row.getByRole("cell").nth(headers.indexOf("共享资源（元）")).innerText();
  const [whole, fraction = ""] = text.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

test("a developer applies for another user's public dataset; operations cannot price it for an applicant without a wallet and pass it free; the applicant may use it", async ({
  page,
}) => {
  // Three sign-ins, the training form twice and the bill twice: longer than the default 30 s.
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const dataset = `街景共享-${stamp}`;
  await publicDatasetOfDev2(page, dataset);

  // dev: 数据集概览's public list offers 申请共享 (not on the user's own datasets).
  await signInToWorkspace(page, "dev", `${DS}/data-annotations`);
  await expect(
    page.getByRole("combobox", { name: "数据集" }).locator("option", { hasText: dataset }),
  ).toHaveCount(0);
  // Public is browsable, not usable: training does not offer it before an order passed.
  expect(await trainingChoices(page, dataset)).toEqual([]);
  await page.goto(`${DS}/dataset/overview`);
  const row = page.getByRole("table", { name: "公开数据集" }).getByRole("row").filter({ hasText: dataset });
  await row.getByRole("button", { name: "申请共享" }).click();
  const apply = page.getByRole("dialog", { name: `申请共享：${dataset}` });
  await apply.getByRole("button", { name: "申请共享" }).click();
  await expect(apply.getByText("申请理由不能为空")).toBeVisible();
  await apply.getByLabel("申请理由").fill(`训练街景分类模型-${stamp}`);
  await apply.getByRole("button", { name: "申请共享" }).click();
  await expect(page.getByText("申请已提交，请等待运营人员审核")).toBeVisible();
  await row.getByRole("button", { name: "申请共享" }).click();
  await apply.getByLabel("申请理由").fill("再申请一次");
  await apply.getByRole("button", { name: "申请共享" }).click();
  await expect(apply.getByText("已申请该资源，请等待审核")).toBeVisible();
  await apply.getByRole("button", { name: "取消" }).click();
  await signOut(page);

  // ops: 共享管理 finds the order, accepts it, prices it (free: dev has no wallet), passes it.
  await signIn(page, "ops");
  const chargedBefore = await devShareCharge(page);
  await page.goto(SHARING_PAGE);
  await page.getByRole("textbox", { name: "关键字" }).fill(stamp);
  await page.getByRole("button", { name: "查询" }).click();
  const order = page.getByRole("table", { name: "共享管理" }).getByRole("row").filter({ hasText: dataset });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("开发者");
  await expect(order).toContainText("开发者二");
  await expect(order).toContainText("待受理");
  await expect(order).toContainText("按收费标准");
  await order.getByRole("button", { name: "受理" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(order).toContainText("已受理");
  await order.getByRole("button", { name: "定价" }).click();
  const price = page.getByRole("dialog", { name: "设置价格" });
  await price.getByLabel("价格（元）").fill("19.999");
  await price.getByRole("button", { name: "保存" }).click();
  await expect(price.getByText("请输入正确的金额（最多两位小数）")).toBeVisible();
  // dev has no HPC account, so no wallet to see a charge in: a price is refused, a free order passes.
  await price.getByLabel("价格（元）").fill("19.9");
  await price.getByRole("button", { name: "保存" }).click();
  await expect(
    page
      .getByText(
        "申请人未绑定超算账号，没有可查看的钱包，不能收费：请将价格设为 0（免费通过），或请申请人绑定超算账号后再定价",
      )
      .first(),
  ).toBeVisible();
  await price.getByLabel("价格（元）").fill("0");
  await price.getByRole("button", { name: "保存" }).click();
  await expect(price).toBeHidden();
  await expect(order).toContainText("0.00");
  await order.getByRole("button", { name: "通过" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(order).toContainText("已通过");
  await expect(order.getByRole("button", { name: "通过" })).toHaveCount(0);
  // The bill charges dev nothing for the free use.
  expect(await devShareCharge(page)).toBe(chargedBefore);
  await signOut(page);

  // dev: the dataset is in the drop-list of the user's datasets now.
  await signInToWorkspace(page, "dev", `${DS}/data-annotations`);
  await expect(
    page.getByRole("combobox", { name: "数据集" }).locator("option", { hasText: dataset }),
  ).toHaveCount(1);
  // …and training offers its version: dev may train on it.
  expect(await trainingChoices(page, dataset)).toEqual([expect.stringContaining(`${dataset} V1`)]);
  // …and 我的共享申请 (avatar menu) shows the order passed at its price.
  const menu = await openUserMenu(page);
  await menu.getByRole("menuitem", { name: "我的共享申请" }).click();
  const mine = page
    .getByRole("table", { name: "我的共享申请" })
    .getByRole("row")
    .filter({ hasText: dataset });
  await expect(mine).toContainText("已通过");
  await expect(mine).toContainText("0.00");
});

test("operations write a case in the rich-text editor, publish it to the portal, take it back and delete it", async ({
  page,
}) => {
  const title = `智慧园区安防-${Date.now().toString(36)}`;
  const publicCase = async () => {
    const answer = await page.request.get(
      `/api/aimanager/v1/share-case/public-page?keyword=${encodeURIComponent(title)}`,
    );
    return ((await answer.json()) as { data: { list: { title: string; content: string }[] } }).data.list;
  };
  await signInToWorkspace(page, "ops", "/#/operation/workorder-management/share-management");
  await page.getByRole("button", { name: "新增案例" }).click();
  const dialog = page.getByRole("dialog", { name: "新增案例" });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog.getByText("案例标题不能为空")).toBeVisible();
  await expect(dialog.getByText("案例内容不能为空")).toBeVisible();
  await dialog.getByRole("textbox", { name: /案例标题/ }).fill(title);
  await dialog.getByRole("textbox", { name: /案例简介/ }).fill("用检测模型识别园区入侵");
  await dialog.getByRole("textbox", { name: "案例内容" }).click();
  await page.keyboard.type("部署后误报率下降");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("table", { name: "案例分享管理" }).getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("未发布");
  expect(await publicCase()).toEqual([]);
  await row.getByRole("button", { name: "发布" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(row).toContainText("已发布");
  const [shown] = await publicCase();
  expect(shown?.title).toBe(title);

  await row.getByRole("button", { name: "取消发布" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(row).toContainText("未发布");
  expect(await publicCase()).toEqual([]);
  // The last confirmation closes (its transition) before the next opens: one alert at a time.
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await row.getByRole("button", { name: "删除" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(row).toHaveCount(0);
});
