import fs from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { signInToWorkspace, submitSignIn } from "./support";
import { tokenOf } from "./trainingData";

/**
 * The wallet's balance rule (README "钱包余额规则"), as operations and a user with a wallet see it: a
 * fresh developer binds an HPC account; ops sets a 20 yuan warning threshold and recharges 15 yuan (the
 * account is listed below the threshold); a 30 yuan sharing order passes (owing: runs and calls paused,
 * 我的钱包 says so, a run is refused with the rule's text); ops marks the account post-paid (runs again).
 * The threshold is one for the platform: the journey leaves it at 0 (no warning) as it found it.
 */

const RUN = Date.now().toString(36).slice(-6);
const USER = { account: `wr${RUN}`, password: "Wallet@123", name: `钱包用户${RUN}` };
const RESOURCE_COST = "/#/operation/account-resource-management/resource-cost";
const OWING = "账户已欠费：新的训练和服务调用已暂停，请联系运营人员充值。";
const TRAIN_REFUSED = "账户已欠费（余额不足），不能开始新的训练；请联系运营人员充值或开通后付费";

async function call<Data>(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  data?: object,
): Promise<Data> {
  const response = await request.fetch(url, { method, headers: { authorization: `Bearer ${token}` }, data });
  const body = (await response.json()) as { code: number; message?: string; data: Data };
  expect(body.code, `${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** A fresh developer with the HPC centre's hpc_basic bound, and a priced order of theirs for dev2's dataset. */
async function owingSetUp(request: APIRequestContext) {
  const admin = await tokenOf(request, "admin", "Admin@123");
  const users = "/api/aam/v1/mgmt/users";
  const user = await call<{ id: number }>(request, admin, "POST", users, {
    userName: USER.account,
    password: USER.password,
    displayName: USER.name,
    phone: `139${String(Date.now()).slice(-8)}`,
    email: `${USER.account}@example.com`,
    belongSystem: 3,
  });
  await call(request, admin, "PUT", `${users}/${user.id}/audit`, { auditStatus: 1 });
  const roles = await call<{ list?: { id: number; name: string }[] } | { id: number; name: string }[]>(
    request,
    admin,
    "GET",
    "/api/aam/v1/mgmt/roles?belongSystem=3&pageSize=100",
  );
  const developer = (Array.isArray(roles) ? roles : (roles.list ?? [])).find(
    (role) => role.name === "开发者",
  );
  await call(request, admin, "PUT", `${users}/${user.id}/roles`, { roleIds: [developer!.id] });
  const token = await tokenOf(request, USER.account, USER.password);
  await call(request, token, "POST", "/api/aimanager/v1/hpc-account/save", {
    accountType: 1,
    account: "hpc_basic",
    password: Buffer.from("Basic@123").toString("base64"),
    privateId: "1",
    privateKey: fs.readFileSync(path.resolve("docs/hpc-keys/hpc_basic.pem"), "utf8"),
    verificationCode: "",
  });
  const dev2 = await tokenOf(request, "dev2", "Dev2@123");
  const dataset = await call<{ id: number }>(request, dev2, "POST", "/api/aimanager/v1/data-set/data", {
    dataSetName: `钱包共享-${RUN}`,
  });
  await call(request, dev2, "PUT", "/api/aimanager/v1/data-set/updatePublic", {
    id: dataset.id,
    isPublic: 1,
  });
  const order = await call<{ id: number }>(request, token, "POST", "/api/aimanager/v1/apply-order/create", {
    resourceType: 1,
    resourceId: dataset.id,
    reason: "钱包规则",
  });
  return { userId: user.id, token, orderId: order.id };
}

test("below the threshold the account is listed; owing pauses its runs and 我的钱包 says so; post-paid runs again", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, orderId } = await owingSetUp(request);
  const startRun = () =>
    request.post("/api/aimanager/v1/train/job-version", {
      headers: { authorization: `Bearer ${token}` },
      data: { taskId: 987_654 },
    });

  // ops: 资源费用 shows the rule; the threshold is set; a 15 yuan recharge lists the account as low.
  await signInToWorkspace(page, "ops", RESOURCE_COST);
  const rule = page.getByRole("region", { name: "余额规则" });
  await expect(rule).toContainText("已产生消费且余额不大于 0（欠费）时，不能开始新的训练");
  await rule.getByLabel("余额预警值（元）").fill("20.001");
  await rule.getByRole("button", { name: "保存预警值" }).click();
  await expect(rule.getByRole("status")).toHaveText("余额预警值（元）应为金额，最多两位小数");
  await rule.getByLabel("余额预警值（元）").fill("20");
  await rule.getByRole("button", { name: "保存预警值" }).click();
  await expect(rule.getByRole("status")).toHaveText("预警值已保存：20.00 元");
  await expect(rule).toContainText("余额低于预警值（20.00 元）时提醒");

  await page.getByRole("textbox", { name: "账户" }).fill(USER.account);
  await page.getByRole("button", { name: "查询" }).click();
  const row = page.getByRole("row").filter({ hasText: USER.account }).first();
  await row.getByRole("button", { name: "充值", exact: true }).click();
  const charge = page.getByRole("dialog", { name: `账户充值：${USER.account}` });
  await charge.getByLabel(/充值金额/).fill("15");
  await charge.getByRole("button", { name: "保存" }).click();
  await expect(charge).toBeHidden();
  const atRisk = rule
    .getByRole("table", { name: "余额预警名单（低于预警值或已欠费）" })
    .getByRole("row")
    .filter({
      hasText: USER.account,
    });
  await expect(atRisk).toContainText("15.00");
  await expect(atRisk).toContainText("低于预警值");
  await expect(atRisk).toContainText("照常");

  // The user: 我的钱包 warns.
  const user = await (await browser.newContext()).newPage();
  await user.goto("/#/login");
  await submitSignIn(user, USER.account, USER.password);
  await expect(user.getByText(`欢迎，${USER.name}`)).toBeVisible();
  await user.goto("/#/home/my-wallet");
  await expect(user.getByRole("alert")).toContainText("余额低于预警值 20.00 元，请及时联系运营人员充值。");

  // A 30 yuan order passes: 15 yuan owed; the account is listed owing, its runs paused.
  const ops = await tokenOf(request, "ops", "Ops@123");
  await call(request, ops, "PUT", "/api/aimanager/v1/apply-order/update-price", { id: orderId, price: 3000 });
  await call(request, ops, "PUT", `/api/aimanager/v1/apply-order/approve/${orderId}`, { status: 2 });
  await page.reload();
  // 30 yuan over a 15 yuan balance, plus the fee rates in force (another journey sets 7 %).
  await expect(atRisk).toContainText(/-1[5-9]\.\d{2}/);
  await expect(atRisk).toContainText("已欠费");
  await expect(atRisk).toContainText("已暂停");
  await user.reload();
  await expect(user.getByRole("alert")).toContainText(OWING);
  await expect(user.getByRole("alert")).toContainText("余额低于预警值（20.00 元）时提醒");
  const refused = await startRun();
  expect([refused.status(), ((await refused.json()) as { message: string }).message]).toEqual([
    402,
    TRAIN_REFUSED,
  ]);

  // Post-paid: runs and calls go on; the wallet says so.
  // By keyboard: the switch takes focus and Space turns it.
  await atRisk.getByRole("switch", { name: `设为后付费：${USER.account}` }).focus();
  await page.keyboard.press("Space");
  await expect(atRisk).toContainText("照常");
  await expect(atRisk.getByRole("switch", { name: `取消后付费：${USER.account}` })).toBeChecked();
  expect((await startRun()).status()).toBe(404);
  await user.reload();
  await expect(user.getByRole("alert")).toContainText("账户已欠费（后付费账户）：训练和服务调用照常进行");
  await call(request, ops, "PUT", "/api/aimanager/v1/tb-cost-wallet-policy", { warnCents: 0 });
});
