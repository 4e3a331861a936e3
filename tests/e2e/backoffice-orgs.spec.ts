import { expect, test, type Page } from "@playwright/test";
import { openUserMenu, signIn, userMenuButton } from "./support";

/**
 * The back office's organisations (ai-domain §2, back office): an organisation tree node with a member, a
 * company with an HPC resource, an expert with a photo, an industry classification; deleting an
 * organisation in use is refused naming what uses it; a user with several organisations switches
 * with 切换组织 and every call carries the new group.
 */

const ORGS = "/#/backstage/user-management/organ-management";
const COMPANIES = "/#/backstage/user-management/company-management";
const EXPERTS = "/#/backstage/professor-management/professor-manage";
const INDUSTRIES = "/#/backstage/classify-management/industry-classification";
/** The smallest PNG (1×1). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

async function saveDialog(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

test("admin builds an organisation tree node with a member and a company with an HPC resource; deleting the node in use is refused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const parent = `省厅-${stamp}`;
  const child = `计算中心-${stamp}`;
  const company = `算力企业-${stamp}`;
  await signIn(page, "admin");

  // The organisation tree: a root node, a child under it, admin as the child's member.
  await page.goto(ORGS);
  await page.getByRole("button", { name: "新增组织" }).click();
  await page.getByRole("dialog").getByLabel("组织名称").fill(parent);
  await expect(page.getByRole("dialog").getByLabel("组织级别")).toHaveValue("0");
  await saveDialog(page);
  const tree = page.getByLabel("组织管理", { exact: true }).last();
  await expect(tree.getByText(parent)).toBeVisible();
  await page.getByRole("button", { name: "新增下级" }).click();
  await expect(page.getByRole("dialog").getByLabel("上级组织")).toHaveValue(/^org-\d+$/);
  await page.getByRole("dialog").getByLabel("组织名称").fill(child);
  await page.getByRole("dialog").getByLabel("组织级别").fill("1");
  await saveDialog(page);
  await expect(page.getByRole("heading", { name: child })).toBeVisible();
  await page.getByRole("textbox", { name: "账号或姓名" }).fill("admin");
  await page.getByRole("button", { name: "添加成员" }).click();
  await page.getByRole("menuitem", { name: "admin（管理员）" }).click();
  await expect(
    page.getByRole("table", { name: "成员" }).getByRole("cell", { name: "admin", exact: true }),
  ).toBeVisible();

  // A company of that organisation, with an HPC resource; a bad phone is refused first.
  await page.goto(COMPANIES);
  await page.getByRole("button", { name: "新增企业" }).click();
  await page.getByRole("dialog").getByLabel("企业名称").fill(company);
  await page.getByRole("dialog").getByLabel("所属组织").selectOption({ label: child });
  await page.getByRole("dialog").getByLabel("联系人").fill("张三");
  await page.getByRole("dialog").getByLabel("手机号").fill("12345678901");
  await page.getByRole("dialog").getByLabel("手机号").blur();
  await expect(page.getByText("手机号格式不正确")).toBeVisible();
  await page.getByRole("dialog").getByLabel("手机号").fill("13800001111");
  await saveDialog(page);
  const row = page.getByRole("row", { name: new RegExp(company) });
  await expect(row).toContainText(child);
  await row.getByRole("button", { name: "HPC资源" }).click();
  await page.getByRole("dialog").getByLabel("集群").selectOption("sc-cluster-1");
  await page.getByRole("dialog").getByLabel("队列").fill("gpu-a100");
  await page.getByRole("dialog").getByLabel("CPU核数").fill("128");
  await page.getByRole("button", { name: "添加资源" }).click();
  await expect(
    page.getByRole("table", { name: "HPC资源" }).getByRole("cell", { name: "gpu-a100" }),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
  await expect(row).toContainText("1");

  // Deleting the organisation in use is refused, naming its member and its company.
  await page.goto(ORGS);
  await page.getByText(child, { exact: true }).click();
  await page.getByRole("button", { name: "删除" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(
    page.getByText(`组织“${child}”正在使用中，不能删除：用户 admin；企业 ${company}`),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: child })).toBeVisible();
});

test("admin adds an expert with a photo (the spec's format rule first), makes it public and adds an industry classification", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await signIn(page, "admin");
  // An expert with a photo: a GIF is refused with the spec's text, a PNG is kept and shown.
  await page.goto(EXPERTS);
  const expert = `专家-${stamp}`;
  await page.getByRole("button", { name: "新增专家" }).click();
  await page.getByRole("dialog").getByLabel("专家姓名").fill(expert);
  await page.getByRole("dialog").getByLabel("研究领域").fill("计算机视觉");
  await page.getByRole("dialog").getByLabel("所在单位").fill("某大学");
  await saveDialog(page);
  const expertRow = page.getByRole("row", { name: new RegExp(expert) });
  await expertRow.getByRole("button", { name: "照片" }).click();
  const photoInput = page.getByRole("dialog").getByLabel("选择照片");
  await photoInput.setInputFiles({ name: "a.gif", mimeType: "image/gif", buffer: PNG });
  await expect(page.getByText("请上传以下文件格式：png、jpg、jpeg")).toBeVisible();
  await photoInput.setInputFiles({ name: "face.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
  await expect(expertRow.getByRole("img", { name: `照片 ${expert}` })).toBeVisible();
  await expertRow.locator(".bp6-switch .bp6-control-indicator").click();
  await expect(page.getByRole("alertdialog")).toContainText("确认切换状态吗？");
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expect(expertRow.getByRole("switch", { name: `公开 ${expert}` })).toBeChecked();

  // An industry classification node.
  await page.goto(INDUSTRIES);
  const industry = `行业-${stamp}`;
  await page.getByRole("button", { name: "新增分类" }).click();
  await page.getByRole("dialog").getByLabel("分类名称").fill(industry);
  await saveDialog(page);
  await expect(page.getByText(industry, { exact: true })).toBeVisible();
});

test("a user with several organisations switches with 切换组织: the menu shows it, every call carries it, a reload keeps it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const child = `切换组织-${Date.now().toString(36)}`;
  await signIn(page, "admin");
  await page.goto(ORGS);
  await page.getByRole("button", { name: "新增组织" }).click();
  await page.getByRole("dialog").getByLabel("组织名称").fill(child);
  await saveDialog(page);
  await expect(page.getByRole("heading", { name: child })).toBeVisible();
  await page.getByRole("textbox", { name: "账号或姓名" }).fill("admin");
  await page.getByRole("button", { name: "添加成员" }).click();
  await page.getByRole("menuitem", { name: "admin（管理员）" }).click();
  await expect(
    page.getByRole("table", { name: "成员" }).getByRole("cell", { name: "admin", exact: true }),
  ).toBeVisible();

  // 切换组织: after a reload the new organisation is admin's; choosing it shows it and every call carries it.
  await page.reload();
  const menu = await openUserMenu(page);
  await menu.getByRole("menuitem", { name: "切换组织" }).hover();
  const before = await page.evaluate(() => localStorage.getItem("currentGroup"));
  await page.getByRole("menuitem", { name: child }).click();
  const carried = page.waitForRequest(
    (request) =>
      request.url().includes("/api/") &&
      request.headers()["x-group-id"] !== undefined &&
      request.headers()["x-group-id"] !== before,
  );
  await page.goto(COMPANIES);
  expect((await carried).headers()["x-group-id"]).toMatch(/^org-\d+$/);
  await openUserMenu(page);
  await expect(page.getByText(`当前组织：${child}`)).toBeVisible();
  await page.reload();
  await expect(userMenuButton(page)).toBeVisible();
  await openUserMenu(page);
  await expect(page.getByText(`当前组织：${child}`)).toBeVisible();
});
