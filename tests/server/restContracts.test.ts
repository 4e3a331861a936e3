// @vitest-environment node
import { Type as T, type TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AccountProfile, ACCOUNT_API } from "../../src/contracts/account";
import {
  Account,
  AccountCost,
  BILLING_API,
  KindPrice,
  PriceVersion,
  Recharge,
  RuleVersion,
} from "../../src/contracts/billing";
import { CenterAccountView, HPC_API } from "../../src/contracts/hpc";
import { OP_LOG_API } from "../../src/contracts/opLog";
import { SessionPage } from "../../src/contracts/opLogShapes";
import { PageOf } from "../../src/contracts/paging";
import { MailSettingsView, SYSTEM_API } from "../../src/contracts/system";
import { AdminUserView, RoleView, USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { GeneralMessage, HOMEPAGE_API, UserHomepage } from "../../src/contracts/userHomepage";
import { closeAll, get, signIn, startServer } from "./helpers";

/*
 * The answers the pages read are the contracts' shapes (design §1; the plugins read them as the same
 * types), and the bodies the server refuses are refused with the contracts' texts.
 */

afterEach(closeAll);

const send = (app: FastifyInstance, method: "POST" | "PUT", url: string, token: string, payload: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });

/** The answer's data, after checking the call succeeded. */
async function dataOf(app: FastifyInstance, url: string, token: string): Promise<unknown> {
  const response = await get(app, url, token);
  expect([url, response.statusCode]).toEqual([url, 200]);
  return response.json().data;
}

/** The paths where the data differs from the schema ([] when it matches). */
const mismatches = (schema: TSchema, data: unknown) =>
  [...Value.Errors(schema, data)].map((error) => `${error.path}: ${error.message}`);

describe("the answers match their contract's schemas", () => {
  it("billing, users and roles, the homepage, the account, sessions, mail and the HPC accounts", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    const ops = await signIn(app, "ops", "Ops@123");
    const price = {
      kind: "compute",
      standardCents: 400,
      saleCents: 300,
      periods: [{ name: "夜间", startHour: 22, endHour: 6, priceCents: 100 }],
    };
    expect((await send(app, "POST", BILLING_API.price, ops, price)).statusCode).toBe(200);
    const rule = {
      platformFeeBp: 550,
      subCenterFeeBp: 200,
      rules: "按用量计费",
      constants: [{ name: "精度", value: "分" }],
    };
    expect((await send(app, "POST", BILLING_API.rule, ops, rule)).statusCode).toBe(200);
    const adminId = ((await dataOf(app, BILLING_API.accountOptions, ops)) as Account[]).find(
      (one) => one.account === "admin",
    )!.id;
    const recharge = await app.inject({
      method: "POST",
      url: BILLING_API.recharge,
      headers: { authorization: `Bearer ${ops}`, "idempotency-key": "rest-contracts-1" },
      payload: { userId: adminId, amountCents: 1000, remark: "测试" },
    });
    expect(recharge.statusCode).toBe(200);
    const education = {
      school: "某大学",
      major: "计算机",
      degree: "硕士",
      startDate: "2020-09-01",
      endDate: "2023-06-30",
    };
    expect((await send(app, "POST", HOMEPAGE_API.education, admin, education)).statusCode).toBe(200);
    const cooperation = { title: "合作一", partner: "某单位", summary: "简介", caseDate: "2024-01-01" };
    expect((await send(app, "POST", HOMEPAGE_API.cases, admin, cooperation)).statusCode).toBe(200);

    const checks: [string, TSchema, string, string][] = [
      ["price history", T.Array(PriceVersion), `${BILLING_API.priceHistory}?kind=compute`, ops],
      ["rules", T.Object({ current: RuleVersion, history: T.Array(RuleVersion) }), BILLING_API.rules, ops],
      ["account options", T.Array(Account), BILLING_API.accountOptions, ops],
      ["prices", T.Array(KindPrice), BILLING_API.prices, ops],
      ["account costs", PageOf(AccountCost), `${BILLING_API.accounts}?scope=resource`, ops],
      ["recharges", PageOf(Recharge), `${BILLING_API.recharges}?userId=${adminId}`, ops],
      ["roles", T.Array(RoleView), USER_ADMIN_API.allRoles, admin],
      ["users", PageOf(AdminUserView), `${USER_ADMIN_API.users}?pageNum=1&pageSize=50`, admin],
      ["homepage", UserHomepage, HOMEPAGE_API.page, admin],
      ["general message", GeneralMessage, HOMEPAGE_API.generalMessage, admin],
      ["profile", AccountProfile, ACCOUNT_API.profile, admin],
      ["sessions", SessionPage, OP_LOG_API.opLogSessions, admin],
      ["mail settings", MailSettingsView, SYSTEM_API.emailConfig, admin],
      ["HPC accounts", PageOf(CenterAccountView), HPC_API.hpcAdminPage, admin],
    ];
    for (const [name, schema, url, token] of checks) {
      const data = await dataOf(app, url, token);
      expect([name, mismatches(schema, data)]).toEqual([name, []]);
    }
    // Not empty lists that match anything: each list above holds rows.
    const homepage = (await dataOf(app, HOMEPAGE_API.page, admin)) as UserHomepage;
    expect([homepage.education.length, homepage.cases.length]).toEqual([1, 1]);
    const recharges = (await dataOf(app, `${BILLING_API.recharges}?userId=${adminId}`, ops)) as {
      total: number;
    };
    expect(recharges.total).toBe(1);
  });
});

describe("the bodies are refused with the contract's texts", () => {
  it("a price period past 24 h, a fee rate over 100 % and a role of no tab", async () => {
    const app = await startServer();
    const admin = await signIn(app, "admin", "Admin@123");
    const ops = await signIn(app, "ops", "Ops@123");
    const refusal = async (url: string, token: string, payload: object) => {
      const response = await send(app, "POST", url, token, payload);
      return [response.statusCode, response.json().message];
    };
    const period = { name: "夜间", startHour: 22, endHour: 25, priceCents: 100 };
    expect(
      await refusal(BILLING_API.price, ops, {
        kind: "compute",
        standardCents: 1,
        saleCents: 1,
        periods: [period],
      }),
    ).toEqual([400, "时段结束应为 1 到 24 点"]);
    expect(
      await refusal(BILLING_API.rule, ops, {
        platformFeeBp: 10_001,
        subCenterFeeBp: 0,
        rules: "",
        constants: [],
      }),
    ).toEqual([400, "平台服务费率应为 0 到 100%"]);
    expect(
      await refusal(BILLING_API.price, ops, { kind: "gold", standardCents: 1, saleCents: 1, periods: [] }),
    ).toEqual([400, "计费类型无效"]);
    expect(
      await refusal(USER_ADMIN_API.roles, admin, { name: "角色甲", belongSystem: 4, codes: [] }),
    ).toEqual([400, "权限分类只能为 1、2 或 3"]);
  });
});
