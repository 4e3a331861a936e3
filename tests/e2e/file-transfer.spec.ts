import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { areaMenu, removeFromAdminHome, signIn, storedBearerToken } from "./support";

/** 文件传输 (ai-domain §2): storage folder → dataset version → storage folder, with the records. */

const API = "/api/aimanager/v1";
// A 1×1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC",
  "base64",
);

async function putFile(page: Page, token: string, remote: string, bytes: Buffer) {
  const response = await page.request.put(
    `${API}/starlight/api/storage/upload?file=${encodeURIComponent(remote)}`,
    {
      headers: {
        authorization: `Bearer ${token}`,
        "content-range": `bytes 0-${bytes.length - 1}/${bytes.length}`,
      },
      multipart: {
        file: { name: remote.split("/").pop()!, mimeType: "application/octet-stream", buffer: bytes },
        currentChunkSize: String(bytes.length),
        totalSize: String(bytes.length),
        currentIndex: "1",
      },
    },
  );
  expect((await response.json()).code).toBe(200);
}

const madeInHome: string[] = [];
test.afterAll(() => removeFromAdminHome(...madeInHome));

test("admin copies a storage folder's images into a dataset version and the version back into storage", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const mark = Date.now().toString(36).slice(-6);
  const folder = `/GPUFS/admin/transfer-${mark}`;
  madeInHome.push(`transfer-${mark}`);
  const datasetName = `传输-${mark}`;
  await signIn(page, "admin");
  const token = await storedBearerToken(page);
  await putFile(page, token, `${folder}/a.png`, PNG);
  await putFile(page, token, `${folder}/b.png`, PNG);
  await putFile(page, token, `${folder}/readme.txt`, Buffer.from("不是图片"));
  const created = await page.request.post(`${API}/data-set/data`, {
    headers: { authorization: `Bearer ${token}` },
    data: { dataSetName: datasetName, description: "" },
  });
  expect(created.ok()).toBe(true);

  await page.goto("/#/backstage/professor-management/professor-manage");
  await areaMenu(page).getByRole("button", { name: "文件传输" }).click();
  await expect(page).toHaveURL(/#\/backstage\/file-transmission$/);
  const records = page.getByRole("table", { name: "传输记录" });
  await expect(records).toBeVisible();

  await page.getByRole("button", { name: "新建传输" }).click();
  const dialog = page.getByRole("dialog", { name: "新建传输" });
  await dialog.getByRole("combobox", { name: /^数据集\s*\*?$/ }).selectOption({ label: datasetName });
  await expect(dialog.getByRole("combobox", { name: /^数据集版本/ })).toHaveValue(/\d+/);
  await dialog.getByLabel(/源路径/).fill(folder);
  await dialog.getByRole("button", { name: "开始传输" }).click();
  await expect(dialog).toHaveCount(0);
  const imported = records.locator("tr", { hasText: datasetName }).first();
  await expect(imported).toContainText("传输成功");
  await expect(imported).toContainText("2/3，跳过 1");

  await page.getByRole("button", { name: "新建传输" }).click();
  await dialog.getByText("数据集 → 存储", { exact: true }).click();
  await expect(dialog.getByLabel("数据集 → 存储")).toBeChecked();
  await dialog.getByRole("combobox", { name: /^数据集\s*\*?$/ }).selectOption({ label: datasetName });
  await dialog.getByLabel(/目标目录/).fill(folder);
  await dialog.getByRole("button", { name: "开始传输" }).click();
  await expect(dialog).toHaveCount(0);
  const exported = records.locator("tr", { hasText: "数据集 → 存储" }).filter({ hasText: datasetName });
  await expect(exported).toContainText("传输成功");
  await expect(exported).toContainText("2/2，跳过 0");

  // The direction filter keeps one of the two.
  await page.getByRole("combobox", { name: "传输方向" }).selectOption({ label: "存储 → 数据集" });
  // Seen once in CI: the filtered answer did not replace the list (a refresh of the running transfer
  // racing the query, not yet explained); 查询 is pressed again until it does, as a user would.
  await expect(async () => {
    await page.getByRole("button", { name: "查询" }).click();
    await expect(records.locator("tr", { hasText: datasetName })).toHaveCount(1, { timeout: 3000 });
  }).toPass({ timeout: 15_000 });

  const scan = await new AxeBuilder({ page }).include(".ws-frame").analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
});

test("the ops account reaches 资源规格 and 资源使用 from the operation menu", async ({ page }) => {
  const mark = Date.now().toString(36).slice(-6);
  await signIn(page, "ops");
  await page.goto("/#/operation/workorder-management/user-feedback");
  await areaMenu(page).getByRole("button", { name: "资源运营" }).click();
  await page.getByRole("menuitem", { name: "资源规格" }).click();
  await expect(page).toHaveURL(/#\/operation\/operation-management\/resource-specification$/);
  await page.getByRole("button", { name: "新增资源规格" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/规格名称/).fill(`CPU-${mark}`);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("table", { name: "资源规格" }).getByText(`CPU-${mark}`)).toBeVisible();

  // By keyboard: the 操作成功 toast lies over the menu bar.
  await areaMenu(page).getByRole("button", { name: "资源运营" }).press("Enter");
  await page.getByRole("menuitem", { name: "资源使用" }).press("Enter");
  await expect(page).toHaveURL(/#\/operation\/operation-management\/resource-usage$/);
  const totals = page.getByRole("table", { name: "各应用用量" });
  await expect(totals.getByRole("rowheader", { name: "存储管理" })).toBeVisible();
  await expect(page.getByRole("table", { name: "用量明细" })).toBeVisible();
});
