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
