import type { FastifyInstance } from "fastify";
import { sendOk } from "../../lib/envelope";
import { anyOf, refuse, route, T } from "../../http";
import {
  BILLING_API,
  ChargeKindSchema,
  PriceInput,
  type KindPrice,
  RuleInput,
  type PricePeriod,
} from "../../../src/contracts/billing";
import { ALL_KINDS } from "./chargeKinds";
import type { PriceStore } from "./priceStore";
import type { DbClock } from "../../lib/db";
import { CODE } from "../../../src/contracts/permissionCodes";

export const CHARGING_CODE = CODE.chargingStrategy;

export const CHARGING_TEXT = {
  overlap: "时段不能重叠",
  sameHours: "时段的开始和结束不能相同",
  pastEffective: "生效时间不能早于当前时间",
  emptyConstant: "常量名称不能为空",
} as const;

const hoursOf = (period: PricePeriod) => {
  const hours: number[] = [];
  for (let hour = period.startHour; hour !== period.endHour % 24; hour = (hour + 1) % 24) hours.push(hour);
  return hours;
};

/** Each period names its hours once, and no hour is in two periods. */
function checkPeriods(periods: PricePeriod[]) {
  const seen = new Set<number>();
  for (const period of periods) {
    if (period.startHour === period.endHour % 24) refuse(400, CHARGING_TEXT.sameHours);
    for (const hour of hoursOf(period)) {
      if (seen.has(hour)) refuse(400, CHARGING_TEXT.overlap);
      seen.add(hour);
    }
  }
}

/**
 * 计费策略: prices of compute, storage, inference (资源计费设置) and shared resources (共享计费设置), and
 * the calculation rules with the service fee rates (计算规则设置). Every save adds a version effective
 * now or later; earlier versions stay, so past usage keeps its price.
 */
export async function chargingRoutes(
  app: FastifyInstance,
  { platform, prices }: { platform: DbClock; prices: PriceStore },
) {
  const access = anyOf(CHARGING_CODE);
  const effectiveAt = (requested: number | undefined) => {
    const now = platform.now();
    if (requested === undefined) return now;
    if (requested < now - 60_000) refuse(400, CHARGING_TEXT.pastEffective);
    return requested;
  };

  route(app, {
    method: "GET",
    url: BILLING_API.prices,
    access,
    schema: {},
    handler: ({ reply }) => {
      const now = platform.now();
      return sendOk(
        reply,
        ALL_KINDS.map((kind): KindPrice => ({
          kind,
          current: prices.priceAt(kind, now),
          next: prices.prices(kind).find((version) => version.effectiveAt > now) ?? null,
        })),
      );
    },
  });

  route(app, {
    method: "GET",
    url: BILLING_API.priceHistory,
    access,
    schema: { querystring: T.Object({ kind: ChargeKindSchema }) },
    handler: ({ query, reply }) => sendOk(reply, prices.prices(query.kind)),
  });

  route(app, {
    method: "POST",
    url: BILLING_API.price,
    access,
    log: { name: "设置价格", module: "计费策略" },
    schema: {
      body: PriceInput,
    },
    handler: ({ body, user, reply }) => {
      checkPeriods(body.periods);
      const version = prices.addPrice(
        { ...body, periods: body.periods, effectiveAt: effectiveAt(body.effectiveAt) },
        user!.display_name || user!.user_name,
      );
      return sendOk(reply, version);
    },
  });

  route(app, {
    method: "GET",
    url: BILLING_API.rules,
    access,
    schema: {},
    handler: ({ reply }) =>
      sendOk(reply, { current: prices.ruleAt(platform.now()), history: prices.rules() }),
  });

  route(app, {
    method: "POST",
    url: BILLING_API.rule,
    access,
    log: { name: "设置计算规则", module: "计费策略" },
    schema: {
      body: RuleInput,
    },
    handler: ({ body, user, reply }) => {
      const constants = body.constants.map((one) => ({ name: one.name.trim(), value: one.value.trim() }));
      if (constants.some((one) => one.name === "")) refuse(400, CHARGING_TEXT.emptyConstant);
      const version = prices.addRule(
        { ...body, rules: body.rules.trim(), constants, effectiveAt: effectiveAt(body.effectiveAt) },
        user!.display_name || user!.user_name,
      );
      return sendOk(reply, version);
    },
  });
}
