import type { FastifyInstance } from "fastify";
import {
  BILLING_API,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  RECHARGE_TEXT,
  REMARK_MAX,
  type Account,
  type AccountCost,
} from "../../src/contracts/billing";
import { RESOURCE_KINDS, type ChargeKind } from "./charging/chargeKinds";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, Int, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import type { Billing, BillLine, CostField } from "./billing";
import type { RechargeStore } from "./rechargeStore";
import { BillingAccounts } from "./accounts";
import { pageOffset } from "../lib/paging";
import { CODE } from "../../src/contracts/permissionCodes";

export const BILLING_CODES = {
  accounts: CODE.accountResource,
  usage: CODE.usageStatistics,
  bills: CODE.billingStatistics,
} as const;

export const BILLING_TEXT = {
  noAccount: "账户不存在",
  badRange: "结束时间不能早于开始时间",
} as const;

const Scope = T.Union([T.Literal("resource"), T.Literal("share")], { "x-message": "统计类型无效" });
const BillType = T.Union(
  [T.Literal("charge"), T.Literal("standard"), T.Literal("platform"), T.Literal("subCenter")],
  {
    "x-message": "账单类型无效",
  },
);
const Time = Int(0, Number.MAX_SAFE_INTEGER);
const Range = { from: T.Optional(Time), to: T.Optional(Time) };
const BILL_FIELD: Record<"charge" | "standard" | "platform" | "subCenter", CostField> = {
  charge: "chargeCents",
  standard: "standardCents",
  platform: "platformFeeCents",
  subCenter: "subCenterFeeCents",
};

const kindsOf = (scope: "resource" | "share"): readonly ChargeKind[] =>
  scope === "share" ? ["share"] : RESOURCE_KINDS;

/**
 * 账户资源管理 (recharge and records; resource and sharing cost per account), 用量统计 and 账单统计 of
 * operations, with a time range (from ≤ ended < to, epoch ms) and an account.
 */
export async function billingRoutes(
  app: FastifyInstance,
  { platform, billing, recharges }: { platform: Platform; billing: Billing; recharges: RechargeStore },
) {
  const directory = new BillingAccounts(platform.db);
  const accounts = (keyword = ""): Account[] => directory.list(keyword);
  const accountOf = (id: number) =>
    accounts().find((one) => one.id === id) ?? refuse(404, BILLING_TEXT.noAccount);
  const checkRange = (from?: number, to?: number) => {
    if (from !== undefined && to !== undefined && to < from) refuse(400, BILLING_TEXT.badRange);
  };
  const named = <R extends { userId: number }>(rows: R[]) => {
    const byId = new Map(accounts().map((one) => [one.id, one]));
    return rows.map((row) => ({
      ...row,
      account: byId.get(row.userId)?.account ?? "",
      name: byId.get(row.userId)?.name ?? "",
    }));
  };

  route(app, {
    method: "GET",
    url: BILLING_API.accountOptions,
    access: anyOf(BILLING_CODES.accounts, BILLING_CODES.usage, BILLING_CODES.bills),
    schema: {},
    handler: ({ reply }) => sendOk(reply, accounts()),
  });

  route(app, {
    method: "GET",
    url: BILLING_API.accounts,
    access: anyOf(BILLING_CODES.accounts),
    schema: { querystring: T.Object({ ...PageQuery, scope: Scope, keyword: T.Optional(Text(50)) }) },
    handler: ({ query, reply }) => {
      const all = accounts(query.keyword?.trim() ?? "");
      const lines = billing.lines();
      const recharged = recharges.totals();
      const consumed = new Map<number, number>();
      const spent = new Map<string, number>();
      for (const line of lines) {
        const id = line.userId;
        consumed.set(id, (consumed.get(id) ?? 0) + line.totalCents);
        const key = `${id}:${line.kind}`;
        spent.set(key, (spent.get(key) ?? 0) + line.totalCents);
      }
      const rows = all.map((one): AccountCost => {
        const kinds = Object.fromEntries(
          kindsOf(query.scope).map((kind) => [`${kind}Cents`, spent.get(`${one.id}:${kind}`) ?? 0]),
        );
        const costCents = kindsOf(query.scope).reduce(
          (sum, kind) => sum + (spent.get(`${one.id}:${kind}`) ?? 0),
          0,
        );
        const rechargeCents = recharged.get(one.id) ?? 0;
        const consumedCents = consumed.get(one.id) ?? 0;
        return {
          userId: one.id,
          ...one,
          ...kinds,
          costCents,
          rechargeCents,
          consumedCents,
          balanceCents: rechargeCents - consumedCents,
        };
      });
      const start = pageOffset(query.pageNum, query.pageSize);
      return sendOk(reply, {
        list: rows.slice(start, start + query.pageSize),
        total: rows.length,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
    },
  });

  route(app, {
    method: "POST",
    url: BILLING_API.recharge,
    access: anyOf(BILLING_CODES.accounts),
    log: { name: "账户充值", module: "账户资源管理" },
    schema: {
      body: T.Object({
        userId: Id("账户"),
        amountCents: Int(1, 10_000_000_000, RECHARGE_TEXT.amount),
        remark: T.Optional(Text(REMARK_MAX, RECHARGE_TEXT.remarkMax)),
      }),
    },
    // Nobody credits their own account; a retry with the same Idempotency-Key credits once and answers
    // as the first time (the same recharge); the key reused for another recharge is refused (409).
    handler: ({ request, body, user, reply, log }) => {
      const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (typeof key !== "string" || !IDEMPOTENCY_KEY_PATTERN.test(key))
        return refuse(400, RECHARGE_TEXT.keyMissing);
      if (body.userId === user!.id) return refuse(403, RECHARGE_TEXT.own);
      accountOf(body.userId);
      const { recharge, first, same } = recharges.add({
        userId: body.userId,
        amountCents: body.amountCents,
        remark: (body.remark ?? "").trim(),
        operatorId: user!.id,
        operatorName: user!.display_name || user!.user_name,
        idempotencyKey: key,
      });
      if (!same) return refuse(409, RECHARGE_TEXT.keyReused);
      if (!first) log.skip();
      return sendOk(reply, recharge);
    },
  });

  route(app, {
    method: "GET",
    url: BILLING_API.recharges,
    access: anyOf(BILLING_CODES.accounts),
    schema: { querystring: T.Object({ ...PageQuery, userId: Id("账户") }) },
    handler: ({ query, reply }) => {
      accountOf(query.userId);
      return sendOk(reply, {
        ...recharges.page(query.userId, query.pageNum, query.pageSize),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
    },
  });

  route(app, {
    method: "GET",
    url: BILLING_API.usageStatistics,
    access: anyOf(BILLING_CODES.usage),
    schema: { querystring: T.Object({ scope: Scope, userId: T.Optional(Id("账户")), ...Range }) },
    handler: ({ query, reply }) => {
      checkRange(query.from, query.to);
      const lines = billing.lines({
        userId: query.userId,
        from: query.from,
        to: query.to,
        kinds: kindsOf(query.scope),
      });
      return sendOk(reply, usageAnswer(billing, lines, named));
    },
  });

  route(app, {
    method: "GET",
    url: BILLING_API.billStatistics,
    access: anyOf(BILLING_CODES.bills),
    schema: { querystring: T.Object({ type: BillType, userId: T.Optional(Id("账户")), ...Range }) },
    handler: ({ query, reply }) => {
      checkRange(query.from, query.to);
      const field = BILL_FIELD[query.type];
      const lines = billing.lines({ userId: query.userId, from: query.from, to: query.to });
      const perAccount = new Map<
        number,
        { userId: number; compute: number; storage: number; inference: number; share: number; total: number }
      >();
      for (const row of billing.byAccount(lines)) {
        const one = perAccount.get(row.userId) ?? {
          userId: row.userId,
          compute: 0,
          storage: 0,
          inference: 0,
          share: 0,
          total: 0,
        };
        one[row.kind] += row[field];
        one.total += row[field];
        perAccount.set(row.userId, one);
      }
      const days = new Map<string, number>();
      for (const day of billing.byDay(lines)) days.set(day.date, (days.get(day.date) ?? 0) + day[field]);
      return sendOk(reply, {
        rows: named([...perAccount.values()]),
        days: [...days].map(([date, cents]) => ({ date, cents })),
        totalCents: billing.sum(lines)[field],
      });
    },
  });
}

/** Quantities per account and kind, and per day and kind. */
export function usageAnswer<R>(
  billing: Billing,
  lines: BillLine[],
  named: (rows: { userId: number; kind: ChargeKind; quantity: number }[]) => R,
) {
  return {
    rows: named(billing.byAccount(lines).map(({ userId, kind, quantity }) => ({ userId, kind, quantity }))),
    days: billing.byDay(lines).map(({ date, kind, quantity }) => ({ date, kind, quantity })),
  };
}
