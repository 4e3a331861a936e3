import { Type as T, type Static } from "@sinclair/typebox";

/**
 * The balance rule of wallets (ai-domain §2 operations "account resources"; the spec gives no rule, this
 * is the platform's, README "钱包余额规则"):
 * - operations set one warning threshold (余额预警值, cents, 0 = no warning);
 * - an account with a wallet (a bound HPC account) whose balance is below the threshold sees a warning on
 *   我的钱包;
 * - once it has used money and its balance is at or below zero (欠费), its new training runs and the calls
 *   of its services are refused (402 with WALLET_TEXT), unless operations mark it post-paid (后付费);
 * - an account without a wallet is never charged where it cannot see it: a sharing order with a price
 *   for such an applicant is refused (WALLET_TEXT.noWallet); free orders pass.
 */
const BASE = "/api/aimanager/v1/tb-cost-wallet-policy";
export const WALLET_POLICY_API = {
  /** GET the threshold; PUT { warnCents } sets it. */
  policy: BASE,
  /** Accounts with a wallet under the threshold or owing, worst first. */
  accounts: `${BASE}/accounts`,
  /** PUT { userId, postPaid } marks or unmarks an account post-paid. */
  postPaid: `${BASE}/post-paid`,
} as const;

/** The largest threshold accepted: 1 000 000 yuan. */
export const MAX_WARN_CENTS = 100_000_000;

/** The HTTP status of a refusal for want of money (402 Payment Required). */
export const OWING_STATUS = 402;

export const WALLET_TEXT = {
  threshold: "余额预警值应为 0 到 1000000 元，最多两位小数",
  noAccount: "账户不存在",
  noWalletAccount: "该账户未绑定超算账号，没有钱包，无需设置后付费",
  trainRefused: "账户已欠费（余额不足），不能开始新的训练；请联系运营人员充值或开通后付费",
  callRefused: "服务所有者的账户已欠费（余额不足），服务调用已暂停；请联系运营人员充值或开通后付费",
  noWallet:
    "申请人未绑定超算账号，没有可查看的钱包，不能收费：请将价格设为 0（免费通过），或请申请人绑定超算账号后再定价",
} as const;

/** An account's standing: 正常, below the threshold (预警), or owing (欠费: used money, balance ≤ 0). */
export const WalletStanding = T.Union([T.Literal("ok"), T.Literal("low"), T.Literal("owing")]);
export type WalletStanding = Static<typeof WalletStanding>;

export const STANDING_TEXT: Record<WalletStanding, string> = {
  ok: "正常",
  low: "低于预警值",
  owing: "已欠费",
};

export const PolicyBody = T.Object({
  warnCents: T.Integer({ minimum: 0, maximum: MAX_WARN_CENTS, "x-message": WALLET_TEXT.threshold }),
});
export type PolicyBody = Static<typeof PolicyBody>;

export const PostPaidBody = T.Object({
  userId: T.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
  postPaid: T.Boolean(),
});
export type PostPaidBody = Static<typeof PostPaidBody>;

/** The rule as it stands for one account (part of 我的钱包's answer). */
export const WalletState = T.Object({
  warnCents: T.Integer(),
  postPaid: T.Boolean(),
  standing: WalletStanding,
  /** Whether new runs and service calls are refused now. */
  blocked: T.Boolean(),
});
export type WalletState = Static<typeof WalletState>;

/** A row of the operations list of accounts under the threshold or owing. */
export const PolicyAccount = T.Object({
  userId: T.Integer(),
  account: T.String(),
  name: T.String(),
  balanceCents: T.Integer(),
  standing: WalletStanding,
  postPaid: T.Boolean(),
  blocked: T.Boolean(),
});
export type PolicyAccount = Static<typeof PolicyAccount>;
