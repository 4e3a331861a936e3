import { expect, test, type Page } from "@playwright/test";
import { pngImage } from "../support/pngImage";
import { submitSignIn } from "./support";

/**
 * Datasets and team annotation (ai-domain §4), one journey from creation to acceptance: a leader (admin) sets
 * up a dataset of four images, a label group, a team of two annotators and a task; annot1 annotates;
 * the leader's review fails one item; annot1 corrects it; review and sample acceptance pass; the task is
 * finished. At each step the task page offers exactly the operations the lifecycle allows.
 */

const RUN = Date.now().toString(36).slice(-5);
const NAMES = {
  dataset: `街景-${RUN}`,
  group: `车辆-${RUN}`,
  team: `标注一组-${RUN}`,
  task: `街景框选-${RUN}`,
};
const LEADER = { account: "admin", password: "Admin@123", name: "管理员" };
const ANNOT1 = { account: "annot1", password: "Annot1@123", name: "标注员一" };
const ANNOT2 = { account: "annot2", password: "Annot2@123", name: "标注员二" };
const DS = "/home/dataset-management";

async function signInAs(page: Page, who: { account: string; password: string; name: string }) {
  await page.goto("/#/login");
  await submitSignIn(page, who.account, who.password);
  await expect(page).toHaveURL(/#\/portal\/home$/);
  await expect(page.getByText(`欢迎，${who.name}`)).toBeVisible();
}

async function fillDialog(page: Page, title: string | RegExp, fields: Record<string, string>) {
  const dialog = page.getByRole("dialog", { name: title, exact: typeof title === "string" });
  await expect(dialog).toBeVisible();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: "serial" });

test("a leader sets up a dataset of four images, a label group and a team of two annotators", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, LEADER);

  // The dataset and its four images (the shared chunk upload: MD5 in a worker, then the chunks).
  await page.goto(`/#${DS}/dataset/management`);
  await page.getByRole("button", { name: "新增数据集" }).click();
  await fillDialog(page, "新增数据集", { 数据集名称: NAMES.dataset, 描述: "四张街景" });
  const row = page.getByRole("row").filter({ hasText: NAMES.dataset });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: "查看" }).click();
  await expect(page).toHaveURL(/\/#\/home\/dataset-management\/dataset\/management\/detail\?id=\d+$/);
  const images = [1, 2, 3, 4].map((n) => ({
    name: `street-${n}.png`,
    mimeType: "image/png",
    buffer: pngImage(160, 120, [40 * n, 90, 200]),
  }));
  await page.getByLabel("上传图片").setInputFiles(images);
  const grid = page.getByRole("list", { name: "缩略图" });
  for (const image of images) await expect(grid.getByText(image.name)).toBeVisible();
  await expect(grid.getByRole("listitem")).toHaveCount(4);

  // The label group with two labels.
  await page.goto(`/#${DS}/label-group-management`);
  await page.getByRole("button", { name: "新增标签组" }).click();
  await fillDialog(page, "新增标签组", { 标签组名称: NAMES.group });
  await page.getByRole("row").filter({ hasText: NAMES.group }).click();
  for (const label of ["轿车", "行人"]) {
    await page.getByRole("button", { name: "新增标签", exact: true }).click();
    await fillDialog(page, "新增标签", { 标签名称: label });
  }
  const labels = page.getByRole("table", { name: `${NAMES.group} 的标签` });
  await expect(labels.getByRole("row").filter({ hasText: "轿车" })).toBeVisible();
  await expect(labels.getByRole("row").filter({ hasText: "行人" })).toBeVisible();

  // The team of two annotators, members saved in one call.
  await page.goto(`/#${DS}/annotation-team-management`);
  await page.getByRole("button", { name: "新增团队" }).click();
  await fillDialog(page, "新增团队", { 团队名称: NAMES.team });
  const teamRow = page.getByRole("row").filter({ hasText: NAMES.team });
  await teamRow.getByRole("button", { name: "成员管理" }).click();
  const members = page.getByRole("dialog", { name: /成员管理/ });
  for (const name of ["标注员一", "标注员二"]) {
    await members.getByLabel("选择成员").fill(name);
    await page.getByRole("option", { name: new RegExp(name) }).click();
  }
  await members.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("保存成功").first()).toBeVisible();
  await expect(teamRow).toContainText("2");
});

const TASKS = `${DS}/team-task-management`;

/** The task page's operation buttons, in order: exactly what the lifecycle offers this user. */
async function expectOperations(page: Page, names: string[]) {
  const bar = page.getByRole("toolbar", { name: "操作" });
  if (names.length === 0) {
    await expect(bar.getByRole("button")).toHaveCount(0);
    return;
  }
  await expect(bar.getByRole("button")).toHaveText(names);
}

async function expectStatus(page: Page, text: string) {
  await expect(page.locator(".ws-frame-head").getByText(text, { exact: true })).toBeVisible();
}

/** Opens the task from 我的任务 (a member lands on their own share, titled with their name). */
async function openTask(page: Page, member?: string) {
  await page.goto(`/#${TASKS}/my-task`);
  await page.getByRole("row").filter({ hasText: NAMES.task }).getByText(NAMES.task).click();
  await expect(page).toHaveURL(/#\/home\/[\w/-]+\/task-page\?id=\d+(&sub=1)?$/);
  const title = member ? `${NAMES.task}（${member}）` : NAMES.task;
  await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
}

/** From the task page, a share's own page (子任务 → 查看). */
async function openShare(page: Page, member: string) {
  await page
    .getByRole("table", { name: "子任务" })
    .getByRole("button", { name: `查看 ${member}` })
    .click();
  await expect(page.getByRole("heading", { name: `${NAMES.task}（${member}）`, exact: true })).toBeVisible();
}

/** Draws a box by dragging over the canvas, from and to fractions of its size. */
async function drawBox(page: Page, from: [number, number], to: [number, number]) {
  const canvas = page.getByRole("application", { name: "标注画布" });
  const box = await canvas.boundingBox();
  if (!box) throw new Error("no canvas");
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

test("the leader creates the task, activates it with a deadline and assigns it to the two annotators", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, LEADER);
  await page.goto(`/#${TASKS}/task-overview`);
  await page.getByRole("button", { name: "新建任务" }).click();
  const dialog = page.getByRole("dialog", { name: "新建任务" });
  await dialog.getByLabel("任务名称").fill(NAMES.task);
  await dialog.getByLabel("数据集").selectOption({ label: NAMES.dataset });
  await dialog.getByLabel("版本").selectOption({ label: "V1（4）" });
  await dialog.getByLabel("标签组").selectOption({ label: NAMES.group });
  await dialog.getByLabel("团队").selectOption({ label: NAMES.team });
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toBeHidden();

  await openTask(page);
  await expectStatus(page, "待下发");
  await expectOperations(page, ["激活", "撤销"]);

  await page.getByRole("button", { name: "激活" }).click();
  const activate = page.getByRole("dialog", { name: "激活" });
  // Blueprint's picker takes the deadline typed as YYYY-MM-DD HH:mm:ss (local time), read on leaving it.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace("T", " ");
  const deadline = activate.getByLabel("截止时间");
  await deadline.fill(local);
  await deadline.blur();
  await activate.getByRole("button", { name: "确定" }).click();
  await expectStatus(page, "待分配");
  await expectOperations(page, ["分配", "撤销"]);

  await page.getByRole("button", { name: "分配" }).click();
  const assign = page.getByRole("dialog", { name: "分配任务" });
  await expect(assign.getByText("已分配 4 / 4")).toBeVisible();
  await assign.getByRole("button", { name: "确定" }).click();
  await expectStatus(page, "待标注");
  // The leader cannot start someone else's work: only cancel is left to them.
  await expectOperations(page, ["撤销"]);
});

test("annot1 starts, draws boxes on both of their items, submits and commits to review", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, ANNOT1);
  await openTask(page, ANNOT1.name);
  await expectStatus(page, "待标注");
  await expectOperations(page, ["开始标注"]);
  await page.getByRole("button", { name: "开始标注" }).click();
  await expectStatus(page, "标注中");
  await expectOperations(page, ["提交"]);

  await page.getByRole("button", { name: "标注", exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/[\w/-]+\/task-annot\?id=\d+(&sub=1)?$/);
  await expect(page.getByText("第 1 / 2 张")).toBeVisible();
  await drawBox(page, [0.2, 0.2], [0.5, 0.6]);
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存")).toBeVisible();
  await page.getByRole("button", { name: "下一张" }).click();
  await expect(page.getByText("第 2 / 2 张")).toBeVisible();
  await drawBox(page, [0.3, 0.3], [0.7, 0.8]);
  await drawBox(page, [0.05, 0.05], [0.2, 0.25]);
  await page.keyboard.press("Control+s");
  await expect(page.getByText("已保存")).toBeVisible();
  const strip = page.getByRole("menu", { name: "标注框" });
  await expect(strip.getByRole("menuitem")).toHaveText([/street-1\.png\s*1$/, /street-2\.png\s*2$/]);

  await page.getByRole("button", { name: "提交", exact: true }).click();
  await expectStatus(page, "待提交");
  await expectOperations(page, ["提交审核"]);
  await page.getByRole("button", { name: "提交审核" }).click();
  await expectStatus(page, "待审核");
  await expectOperations(page, []);
});

test("annot2, slower, finds their share untouched, boxes one item, is warned about the other, commits", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, ANNOT2);
  await openTask(page, ANNOT2.name);
  // annot1's steps did not move annot2's share
  await expectStatus(page, "待标注");
  await expectOperations(page, ["开始标注"]);
  await page.getByRole("button", { name: "开始标注" }).click();
  await expectStatus(page, "标注中");
  await page.getByRole("button", { name: "标注", exact: true }).click();
  await expect(page.getByText("第 1 / 2 张")).toBeVisible();
  await drawBox(page, [0.2, 0.2], [0.6, 0.6]);
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存")).toBeVisible();
  await page.getByRole("button", { name: "提交", exact: true }).click();
  const warn = page.getByRole("alertdialog");
  await expect(warn).toContainText("还有 1 张数据没有标注框，确认提交吗？");
  await warn.getByRole("button", { name: "确认" }).click();
  await expectStatus(page, "待提交");
  await page.getByRole("button", { name: "提交审核" }).click();
  await expectStatus(page, "待审核");
});

/** In the review or acceptance view: a verdict for every item shown, failing those named. */
async function judgeAll(page: Page, count: number, fail: Record<number, string> = {}) {
  for (let index = 1; index <= count; index++) {
    await expect(page.getByText(`第 ${index} / ${count} 张`)).toBeVisible();
    const remark = fail[index];
    // Blueprint draws its own indicator over the input: the user clicks the label.
    await page
      .locator(".ws-annot-review label")
      .filter({ hasText: new RegExp(`^${remark ? "不通过" : "通过"}$`) })
      .click();
    await expect(page.getByRole("radio", { name: remark ? "不通过" : "通过", exact: true })).toBeChecked();
    if (remark) await page.getByLabel("备注").fill(remark);
    if (index < count) await page.getByRole("button", { name: "下一张" }).click();
  }
}

test("the leader reviews both shares at once: annot1's is sent back, annot2's accepted; a stale tab gets 409", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, LEADER);
  await openTask(page);
  // both shares committed: the task is under review
  await expectStatus(page, "待审核");
  await expectOperations(page, ["审核", "撤销"]);
  await page.getByRole("button", { name: "审核" }).click();
  await expect(page.getByRole("heading", { name: `审核：${NAMES.task}` })).toBeVisible();
  // annot2's second item has no box: flagged in review
  await expect(page.getByRole("menu", { name: "标注框" }).getByRole("menuitem").nth(3)).toContainText(
    "未标注",
  );
  await judgeAll(page, 4, { 1: "左侧车辆漏标" });
  await page.getByRole("button", { name: "提交审核结果" }).click();

  // one share rejected, the other passed: the task is in progress; nothing share-wide but 撤销
  await expectStatus(page, "标注中");
  await expectOperations(page, ["撤销"]);
  const taskUrl = page.url();
  await openShare(page, "标注员一");
  await expectStatus(page, "审核驳回");
  await expectOperations(page, ["打回修正", "撤销"]);
  await page.getByRole("button", { name: "打回修正" }).click();
  await expectStatus(page, "待修正");

  // annot2's share in two tabs: the second is left stale
  await page.goto(taskUrl);
  await openShare(page, "标注员二");
  await expectOperations(page, ["提交验收", "撤销"]);
  const stale = await page.context().newPage();
  await stale.goto(page.url());
  const staleButtons = stale.getByRole("toolbar", { name: "操作" }).getByRole("button");
  await expect(staleButtons).toHaveText(["提交验收", "撤销"]);
  await page.getByRole("button", { name: "提交验收" }).click();
  await expectStatus(page, "待验收");
  await stale.getByRole("button", { name: "提交验收" }).click();
  await expect(stale.getByText("当前状态（待验收）不允许该操作")).toBeVisible();
  await expect(staleButtons).toHaveText(["抽样验收", "撤销"]);
  await stale.close();

  await page.getByRole("button", { name: "抽样验收" }).click();
  await page.getByLabel("抽样数量").fill("1");
  await page.getByRole("button", { name: "抽样" }).click();
  await expect(page.getByRole("menu", { name: "标注框" }).getByRole("menuitem")).toHaveCount(1);
  await page
    .locator(".ws-annot-review label")
    .filter({ hasText: /^通过$/ })
    .click();
  await page.getByRole("button", { name: "提交验收结果" }).click();
  await expectStatus(page, "已验收");
  // annot2's share is accepted, annot1's is being corrected: the task cannot finish yet
  await page.goto(taskUrl);
  await expectStatus(page, "标注中");
  await expectOperations(page, ["撤销"]);
});

test("annot1 sees the reviewer's remark, corrects the failed item and commits again", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, ANNOT1);
  await openTask(page, ANNOT1.name);
  await expectStatus(page, "待修正");
  await expectOperations(page, ["提交修正"]);
  await page.getByRole("button", { name: "标注", exact: true }).click();
  await expect(page.getByText("第 1 / 2 张")).toBeVisible();
  await expect(page.getByRole("note")).toContainText("左侧车辆漏标");
  await drawBox(page, [0.6, 0.1], [0.9, 0.4]);
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("已保存")).toBeVisible();
  await expect(page.getByRole("menu", { name: "标注框" }).getByRole("menuitem").first()).toHaveText(
    /street-1\.png.*2$/,
  );

  await page.getByRole("button", { name: "提交修正" }).click();
  await expectStatus(page, "待提交");
  await expectOperations(page, ["提交审核"]);
  await page.getByRole("button", { name: "提交审核" }).click();
  await expectStatus(page, "待审核");
  await expectOperations(page, []);
});

test("review passes, sample acceptance passes, the leader scores and finishes the task", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, LEADER);
  await openTask(page);
  // annot1's share waits for review, annot2's is accepted: the task is under review, reviewed share by share
  await expectStatus(page, "待审核");
  await expectOperations(page, ["撤销"]);
  const taskUrl = page.url();
  await openShare(page, "标注员一");
  await expectOperations(page, ["审核", "撤销"]);
  await page.getByRole("button", { name: "审核" }).click();
  await judgeAll(page, 2);
  await page.getByRole("button", { name: "提交审核结果" }).click();
  await expectStatus(page, "审核通过");
  await expectOperations(page, ["提交验收", "撤销"]);
  await page.getByRole("button", { name: "提交验收" }).click();
  await expectStatus(page, "待验收");
  await expectOperations(page, ["抽样验收", "撤销"]);

  await page.getByRole("button", { name: "抽样验收" }).click();
  await expect(page.getByRole("heading", { name: `抽样验收：${NAMES.task}（标注员一）` })).toBeVisible();
  await page.getByLabel("抽样数量").fill("2");
  await page.getByRole("button", { name: "抽样" }).click();
  const sample = page.getByRole("menu", { name: "标注框" }).getByRole("menuitem");
  await expect(sample).toHaveCount(2);
  for (const item of await sample.all()) {
    await item.click();
    await page
      .locator(".ws-annot-review label")
      .filter({ hasText: /^通过$/ })
      .click();
  }
  await page.getByRole("button", { name: "提交验收结果" }).click();
  // The page goes back to the share by itself once the verdicts are in.
  await expect(page).toHaveURL(/#\/home\/[\w/-]+\/task-page\?id=\d+&sub=1$/);
  await expectStatus(page, "已验收");

  // both shares accepted: the task is accepted and may be finished
  await page.goto(taskUrl);
  await expectStatus(page, "已验收");
  await expectOperations(page, ["评分", "完成", "撤销"]);
  await page.getByRole("button", { name: "评分" }).click();
  const score = page.getByRole("dialog", { name: "评分" });
  await score.getByLabel("评分").fill("92");
  await score.getByRole("button", { name: "确定" }).click();
  await expect(score).toBeHidden();
  await expectStatus(page, "已验收");

  await page.getByRole("button", { name: "完成" }).click();
  await expect(page.getByText(`确认完成任务“${NAMES.task}”吗？`)).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认" }).click();
  await expectStatus(page, "已完成");
  await expectOperations(page, []);
});
