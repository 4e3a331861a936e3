import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { BILLING_API } from "../../src/contracts/billing";
import { Int, PageQuery, refuse, route, T } from "../http";
import type { Billing } from "./billing";
import { BILLING_TEXT, usageAnswer } from "./billingRoutes";
import type { RechargeStore } from "./rechargeStore";
import type { Wallets } from "./wallets";

const Time = Int(0, Number.MAX_SAFE_INTEGER);

/**
 * The signed-in user's own 我的钱包 (balance, recharges, consumption by resource and by day) and
 * 使用统计; identity from the session only.
 */
export async function walletRoutes(
  app: FastifyInstance,
  { billing, recharges, wallets }: { billing: Billing; recharges: RechargeStore; wallets: Wallets },
) {
  const range = T.Object({ from: T.Optional(Time), to: T.Optional(Time) });
  const checkRange = (from?: number, to?: number) => {
    if (from !== undefined && to !== undefined && to < from) refuse(400, BILLING_TEXT.badRange);
  };

  route(app, {
    method: "GET",
    url: BILLING_API.wallet,
    access: "signedIn",
    schema: { querystring: range },
    handler: ({ query, user, reply }) => {
      checkRange(query.from, query.to);
      const userId = user!.id;
      const rechargeCents = recharges.totals().get(userId) ?? 0;
      const consumedCents = billing.sum(billing.lines({ userId })).totalCents;
      const lines = billing.lines({ userId, from: query.from, to: query.to });
      const days = new Map<string, number>();
      for (const day of billing.byDay(lines)) days.set(day.date, (days.get(day.date) ?? 0) + day.totalCents);
      const balanceCents = rechargeCents - consumedCents;
      return sendOk(reply, {
        balanceCents,
        state: wallets.state(userId, { balanceCents, consumedCents }),
        rechargeCents,
        consumedCents,
        byResource: billing
          .byAccount(lines)
          .map(({ kind, quantity, chargeCents, platformFeeCents, subCenterFeeCents, totalCents }) => ({
            kind,
            quantity,
            chargeCents,
            feeCents: platformFeeCents + subCenterFeeCents,
            totalCents,
          })),
        byDay: [...days].map(([date, cents]) => ({ date, cents })),
        periodCents: billing.sum(lines).totalCents,
      });
    },
  });

  route(app, {
    method: "GET",
    url: BILLING_API.walletRecharges,
    access: "signedIn",
    schema: { querystring: T.Object({ ...PageQuery }) },
    handler: ({ query, user, reply }) =>
      sendOk(reply, {
        ...recharges.page(user!.id, query.pageNum, query.pageSize),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      }),
  });

  route(app, {
    method: "GET",
    url: BILLING_API.walletUsage,
    access: "signedIn",
    schema: { querystring: range },
    handler: ({ query, user, reply }) => {
      checkRange(query.from, query.to);
      const lines = billing.lines({ userId: user!.id, from: query.from, to: query.to });
      return sendOk(
        reply,
        usageAnswer(billing, lines, (rows) => rows),
      );
    },
  });
}
