import type { FastifyInstance } from "fastify";
import { PolicyBody, PostPaidBody, WALLET_POLICY_API, WALLET_TEXT } from "../../src/contracts/walletPolicy";
import { sendOk } from "../lib/envelope";
import { anyOf, refuse, route } from "../http";
import type { Platform } from "../platform";
import { BillingAccounts } from "./accounts";
import { BILLING_CODES } from "./billingRoutes";

const LOG = { module: "账户资源管理" };

/**
 * The balance rule in the operations area (账户资源管理 → 资源费用): the warning threshold, the accounts
 * under it or owing, and the post-paid mark per account (src/contracts/walletPolicy.ts).
 */
export async function walletPolicyRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const { wallets } = platform;
  const access = anyOf(BILLING_CODES.accounts);
  const directory = new BillingAccounts(platform.db);
  const accounts = () => directory.list();

  route(app, {
    method: "GET",
    url: WALLET_POLICY_API.policy,
    access,
    handler: ({ reply }) => sendOk(reply, { warnCents: wallets.policy.warnCents() }),
  });

  route(app, {
    method: "PUT",
    url: WALLET_POLICY_API.policy,
    access,
    log: { name: "设置余额预警值", ...LOG },
    schema: { body: PolicyBody },
    handler: ({ body, user, reply }) => {
      wallets.policy.setWarnCents(body.warnCents, user.display_name || user.user_name);
      return sendOk(reply, { warnCents: wallets.policy.warnCents() });
    },
  });

  route(app, {
    method: "GET",
    url: WALLET_POLICY_API.accounts,
    access,
    handler: ({ reply }) => sendOk(reply, wallets.accountsAtRisk(accounts())),
  });

  route(app, {
    method: "PUT",
    url: WALLET_POLICY_API.postPaid,
    access,
    log: { name: "设置后付费", ...LOG },
    schema: { body: PostPaidBody },
    handler: ({ body, user, reply }) => {
      if (!accounts().some((one) => one.id === body.userId)) refuse(404, WALLET_TEXT.noAccount);
      if (!wallets.hasWallet(body.userId)) refuse(400, WALLET_TEXT.noWalletAccount);
      wallets.policy.setPostPaid(body.userId, body.postPaid, user.display_name || user.user_name);
      return sendOk(reply, wallets.state(body.userId));
    },
  });
}
