import { expect, test, type Page } from "@playwright/test";
import { signInToWorkspace, storedBearerToken } from "./support";

/**
 * Account settings, the workbench and the home dashboard (shell-access-accounts §2), as admin (an HPC account is
 * bound, so the storage quota shows). Each run uses its own phone number and dataset name.
 */

const stamp = Date.now().toString().slice(-8);
const PHONE = `139${stamp}`;
const DATASET = `工作台数据集-${stamp}`;
/** A 1×1 PNG. */
const SMALL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);

async function smsCode(page: Page, phone: string): Promise<string> {
  const messages = (await (await page.request.get("/__dev/outbox")).json()) as {
    to: string;
    channel: string;
    code?: string;
  }[];
  const code = messages.filter((message) => message.channel === "sms" && message.to === phone).at(-1)?.code;
  expect(code, "an SMS code in the outbox").toMatch(/^\d{6}$/);
  return code as string;
}

test("a user sets a phone number with the SMS code from the outbox, and an avatar (600 kb refused)", async ({
  page,
}) => {
  await signInToWorkspace(page, "admin", "/#/home/personal");
  await expect(page.getByRole("heading", { name: "个人信息" })).toBeVisible();

  await page.getByRole("tab", { name: "账号安全" }).click();
  await page.getByRole("button", { name: /设置手机号|修改手机号/ }).click();
  const dialog = page.getByRole("dialog", { name: "设置手机号" });
  // The phone rule of spec §5 first, then the code.
  await dialog.getByLabel("新手机号").fill("12345678901");
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("手机号格式不正确");
  await dialog.getByLabel("新手机号").fill(PHONE);
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  await expect(dialog.getByRole("status")).toContainText("发送成功");
  await expect(dialog.getByRole("button", { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await dialog.getByLabel("验证码").fill(await smsCode(page, PHONE));
  await dialog.getByRole("button", { name: "确定" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("手机号设置成功")).toBeVisible();
  await expect(page.getByLabel("手机号", { exact: true })).toHaveText(
    `${PHONE.slice(0, 3)}****${PHONE.slice(7)}`,
  );

  await page.getByRole("tab", { name: "基本信息" }).click();
  const panel = page.getByRole("tabpanel");
  const upload = panel.getByLabel("上传头像");
  await upload.setInputFiles({ name: "big.png", mimeType: "image/png", buffer: Buffer.alloc(600 * 1024, 1) });
  await expect(panel.getByRole("alert")).toHaveText("文件大小限制：500kb");
  await upload.setInputFiles({ name: "face.gif", mimeType: "image/gif", buffer: SMALL_PNG });
  await expect(panel.getByRole("alert")).toHaveText("请上传以下文件格式：png、jpg、jpeg");
  await upload.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: SMALL_PNG });
  await expect(panel.getByRole("status")).toHaveText("头像已更新");
  await expect(page.getByRole("img", { name: "头像" })).toHaveAttribute("src", /^data:image\/png;base64,/);
  // What is saved is what comes back after a reload.
  await page.reload();
  await expect(page.getByRole("img", { name: "头像" })).toHaveAttribute("src", /^data:image\/png;base64,/);
});

test("the workbench shows the user's dataset and the home dashboard shows the storage quota", async ({
  page,
}) => {
  await signInToWorkspace(page, "admin", "/#/home/workbench");
  const token = await storedBearerToken(page);
  const created = await page.request.post("/api/aimanager/v1/data-set/data", {
    headers: { authorization: `Bearer ${token}` },
    data: { dataSetName: DATASET, description: "工作台" },
  });
  expect(created.status()).toBe(200);

  await page.reload();
  const datasets = page.getByRole("region", { name: "我的数据集" });
  await expect(datasets.getByText(DATASET)).toBeVisible();
  await expect(datasets.getByText(/^共 \d+ 个数据集$/)).toBeVisible();

  await page.goto("/#/home/home-page");
  const quota = page.getByRole("region", { name: "存储配额" });
  await expect(quota.getByText("GPUFS")).toBeVisible();
  await expect(quota.getByText(/^已用 \d+\.\d{2}G \/ 共 \d+\.\d{2}G$/).first()).toBeVisible();
  for (const section of ["临近截止的标注任务", "运行中的训练", "我的服务", "最近操作"])
    await expect(page.getByRole("region", { name: section })).toBeVisible();
  await expect(page.getByRole("region", { name: "我的数据集" }).getByText(DATASET)).toBeVisible();

  // A storage operation reads as a sentence in 最近操作, inside its card (the raw request spilled out).
  const folder = `/GPUFS/admin/最近操作-${Date.now().toString(36)}-${"很长的文件夹名".repeat(6)}`;
  const made = await page.request.post("/api/aimanager/v1/starlight/api/storage/opt", {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 3, from: [], target: [{ path: folder }] },
  });
  expect((await made.json()).code).toBe(200);
  await page.reload();
  const recent = page.getByRole("region", { name: "最近操作" });
  const entry = recent.getByText(`存储操作：新建文件夹 ${folder}`);
  await expect(entry).toBeVisible();
  const card = await recent.boundingBox();
  const cell = await entry.boundingBox();
  expect(cell!.x + cell!.width).toBeLessThanOrEqual(card!.x + card!.width + 1);
  // The admin's home lists 20 rows a page; other journeys expect its seeded README.txt on the first one.
  const removed = await page.request.post("/api/aimanager/v1/starlight/api/storage/opt", {
    headers: { authorization: `Bearer ${token}` },
    data: { type: 1, from: [{ path: folder }], target: [] },
  });
  expect((await removed.json()).code).toBe(200);
});
