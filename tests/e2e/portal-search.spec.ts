import { expect, test, type Page } from "@playwright/test";
import { signIn, storedBearerToken } from "./support";

const API = "/api/aimanager/v1";

/** Creates a dataset through the API as the signed-in user; public when asked. */
async function createDataset(page: Page, token: string, name: string, isPublic: boolean) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post(`${API}/data-set/data`, {
    headers,
    data: { dataSetName: name, description: `门户搜索旅程 ${name}` },
  });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()).data as { id: number };
  if (isPublic) {
    const made = await page.request.put(`${API}/data-set/updatePublic`, {
      headers,
      data: { id, isPublic: 1 },
    });
    expect(made.status()).toBe(200);
  }
  return id;
}

/** The workspace's scrolling content area. */
const content = (page: Page) => page.locator("main.ws-content");

test("a visitor's search finds a public dataset by a word of its name and opens it; going back keeps the results and the scroll position", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const word = `鹭${Date.now().toString(36)}`;
  await signIn(page, "dev");
  const token = await storedBearerToken(page);
  // 12 public datasets with the word (two pages), one private one that must not be found.
  for (let index = 1; index <= 12; index += 1)
    await createDataset(page, token, `${word}湿地-${String(index).padStart(2, "0")}`, true);
  await createDataset(page, token, `${word}私有`, false);

  // A visitor, not signed in, from the portal home's search box.
  const context = await browser.newContext({ viewport: { width: 1280, height: 640 } });
  const visitor = await context.newPage();
  try {
    await visitor.goto("/#/portal/home");
    await visitor.getByRole("searchbox", { name: "全局搜索" }).fill(word);
    await visitor.getByRole("searchbox", { name: "全局搜索" }).press("Enter");
    await expect(visitor).toHaveURL(new RegExp(`#/portal/search\\?keyword=${encodeURIComponent(word)}`));
    await expect(visitor.getByRole("tab", { name: "数据集（12）" })).toBeVisible();
    const results = visitor.getByRole("list", { name: "数据集" });
    await expect(results.getByRole("listitem")).toHaveCount(10);
    await expect(visitor.getByText(`${word}私有`)).toHaveCount(0);

    // The second page, then back to the first, scrolled to its last result.
    await visitor.getByRole("button", { name: "2", exact: true }).click();
    await expect(results.getByRole("listitem")).toHaveCount(2);
    await visitor.getByRole("button", { name: "1", exact: true }).click();
    await expect(results.getByRole("listitem")).toHaveCount(10);
    const last = results.getByRole("listitem").last();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await content(visitor).evaluate((element) => element.scrollTop);
    expect(scrolled).toBeGreaterThan(100);
    const name = (await last.getByRole("heading").textContent()) ?? "";
    expect(name).toContain(word);

    // It opens the dataset's public read-only page, no sign-in asked.
    await last.getByRole("button", { name: "查看数据集" }).click();
    await expect(visitor).toHaveURL(/#\/portal\/datasetDetail\?id=\d+$/);
    await expect(visitor.getByRole("heading", { name, level: 3 })).toBeVisible();
    await expect(visitor.getByRole("combobox", { name: "版本" })).toHaveValue(/\d+/);
    await expect(visitor.getByText("该版本暂无数据")).toBeVisible();
    // The detail page scrolls the same content area: to its top, so what comes back is the search's own.
    await content(visitor).evaluate((element) => element.scrollTo(0, 0));

    // Back: the same word, tab, rows and scroll position.
    await visitor.goBack();
    await expect(visitor).toHaveURL(new RegExp(`#/portal/search\\?keyword=${encodeURIComponent(word)}`));
    await expect(results.getByRole("listitem")).toHaveCount(10);
    await expect(visitor.getByRole("tab", { name: "数据集（12）" })).toBeVisible();
    await expect
      .poll(() => content(visitor).evaluate((element) => element.scrollTop))
      .toBeGreaterThan(scrolled - 5);
    await expect(results.getByRole("listitem").last().getByRole("heading")).toHaveText(name);
  } finally {
    await context.close();
  }
});

test("a visitor finds a public dataset with the search, and the expert centre lists a public expert created in the back office", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const expert = `门户专家${stamp}`.slice(0, 20);
  await signIn(page, "admin");
  const token = await storedBearerToken(page);
  const dataset = `鸥${stamp}海岸`;
  await createDataset(page, token, dataset, true);

  // The back office: 新增专家, then 公开.
  await page.goto("/#/backstage/professor-management/professor-manage");
  await page.getByRole("button", { name: "新增专家" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("专家姓名").fill(expert);
  await dialog.getByLabel("研究领域").fill("遥感图像");
  await dialog.getByLabel("所在单位").fill("门户研究院");
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(expert) });
  await row.locator(".bp6-switch .bp6-control-indicator").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(row.getByRole("switch", { name: `公开 ${expert}` })).toBeChecked();

  // A visitor (not signed in).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await visitor.goto(`/#/portal/search?keyword=${encodeURIComponent(`鸥${stamp}`)}`);
    const results = visitor.getByRole("list", { name: "数据集" });
    await expect(results.getByRole("listitem")).toHaveCount(1);
    await expect(results.getByRole("heading", { name: dataset })).toBeVisible();

    await visitor.goto("/#/portal/expert-center");
    await visitor.getByRole("textbox", { name: "专家姓名" }).fill(expert);
    await visitor.getByRole("button", { name: "查询" }).click();
    const card = visitor.getByRole("button", { name: expert });
    await expect(card).toBeVisible();
    await expect(card).toContainText("遥感图像");
    await card.click();
    const detail = visitor.getByRole("dialog", { name: expert });
    await expect(detail).toContainText("门户研究院");
    await detail.getByRole("button", { name: "Close" }).click();

    // Kept alive: away and back, the filter and the card are still there.
    await visitor.goto("/#/portal/aiHome");
    await expect(visitor.getByRole("listitem", { name: "公开数据集" })).toBeVisible();
    await visitor.goBack();
    await expect(visitor.getByRole("textbox", { name: "专家姓名" })).toHaveValue(expert);
    await expect(visitor.getByRole("button", { name: expert })).toBeVisible();
  } finally {
    await visitorContext.close();
  }
});
