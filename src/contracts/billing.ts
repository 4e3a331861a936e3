/**
 * The recharge contract between the 账户资源管理 page and the server (ai-domain §7 tb-cost-recharge):
 * every recharge carries an `Idempotency-Key` header (the IETF httpapi draft's and Stripe's name), so a
 * retry of the same recharge credits once and answers as the first time.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** 8 to 255 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export const REMARK_MAX = 200;

export const RECHARGE_TEXT = {
  own: "不能给自己的账户充值",
  keyMissing: "充值请求须带 Idempotency-Key 请求头（8 到 255 个可见字符）",
  keyReused: "该 Idempotency-Key 已用于另一笔充值",
  amount: "充值金额应为 0.01 到 100000000 元",
  remarkMax: `备注最多输入${REMARK_MAX}个字符`,
} as const;

/**
 * A fresh key for one recharge (kept across the retries of that same recharge): 128 random bits in hex
 * (getRandomValues, which a page served over plain HTTP has too, unlike randomUUID).
 */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );

/** The charging, usage and billing calls (ai-domain §7 tb-cost-*), shared by the server and the plugin. */
const BASE = "/api/aimanager/v1";

export const BILLING_API = {
  prices: `${BASE}/tb-cost-price/list`,
  priceHistory: `${BASE}/tb-cost-price/history`,
  price: `${BASE}/tb-cost-price`,
  rules: `${BASE}/tb-cost-rule/list`,
  rule: `${BASE}/tb-cost-rule`,
  accounts: `${BASE}/tb-cost-account/page`,
  accountOptions: `${BASE}/tb-cost-account/options`,
  recharge: `${BASE}/tb-cost-recharge`,
  recharges: `${BASE}/tb-cost-recharge/page`,
  usageStatistics: `${BASE}/tb-cost-statistics/usage`,
  billStatistics: `${BASE}/tb-cost-statistics/bill`,
  wallet: `${BASE}/tb-cost-wallet`,
  walletRecharges: `${BASE}/tb-cost-wallet/recharges`,
  walletUsage: `${BASE}/tb-cost-wallet/usage`,
} as const;

/** The kinds of usage and what their money is for. */
export type ChargeKindName = "compute" | "storage" | "inference" | "share";
export type BillType = "charge" | "standard" | "platform" | "subCenter";
export type UsageScope = "resource" | "share";
