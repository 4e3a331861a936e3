import { Type as T, type Static } from "@sinclair/typebox";
import { Int, Text } from "./fields";
import { Name, tooLongText } from "./names";

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
export const ChargeKindSchema = T.Union(
  [T.Literal("compute"), T.Literal("storage"), T.Literal("inference"), T.Literal("share")],
  { "x-message": "计费类型无效" },
);
export type ChargeKindName = Static<typeof ChargeKindSchema>;
export type BillType = "charge" | "standard" | "platform" | "subCenter";
export type UsageScope = "resource" | "share";

/** Cents of a price: 0 to one million yuan. */
const Cents = (label: string) => Int(0, 100_000_000, `${label}应为 0 到 1000000 元`);
const EffectiveAt = T.Optional(Int(0, Number.MAX_SAFE_INTEGER));

/** A time-share period: from `startHour` (inclusive) to `endHour` (exclusive, may wrap past midnight). */
export const PricePeriod = T.Object({
  name: Name(20, "时段名称"),
  startHour: Int(0, 23, "时段开始应为 0 到 23 点"),
  endHour: Int(1, 24, "时段结束应为 1 到 24 点"),
  priceCents: Cents("时段价格"),
});
export type PricePeriod = Static<typeof PricePeriod>;

/** 资源计费设置's body: a new price of a kind, effective now (no `effectiveAt`) or later. */
export const PriceInput = T.Object({
  kind: ChargeKindSchema,
  standardCents: Cents("标准价格"),
  saleCents: Cents("销售价格"),
  periods: T.Array(PricePeriod, { maxItems: 6 }),
  effectiveAt: EffectiveAt,
});
export type PriceInput = Static<typeof PriceInput>;

/** One saved price version (earlier versions stay, so past usage keeps its price). */
export const PriceVersion = T.Object({
  id: T.Integer(),
  kind: ChargeKindSchema,
  standardCents: T.Integer(),
  saleCents: T.Integer(),
  periods: T.Array(PricePeriod),
  effectiveAt: T.Integer(),
  createdAt: T.Integer(),
  createdBy: T.String(),
});
export type PriceVersion = Static<typeof PriceVersion>;

const Constant = T.Object({ name: Name(50, "常量名称"), value: Text(100) });

/** 计算规则设置's body: the service fee rates (basis points), the rules' text and named constants. */
export const RuleInput = T.Object({
  platformFeeBp: Int(0, 10_000, "平台服务费率应为 0 到 100%"),
  subCenterFeeBp: Int(0, 10_000, "分中心服务费率应为 0 到 100%"),
  rules: Text(2000, tooLongText("计算规则", 2000)),
  constants: T.Array(Constant, { maxItems: 20 }),
  effectiveAt: EffectiveAt,
});
export type RuleInput = Static<typeof RuleInput>;

export const RuleVersion = T.Object({
  id: T.Integer(),
  platformFeeBp: T.Integer(),
  subCenterFeeBp: T.Integer(),
  rules: T.String(),
  constants: T.Array(T.Object({ name: T.String(), value: T.String() })),
  effectiveAt: T.Integer(),
  createdAt: T.Integer(),
  createdBy: T.String(),
});
export type RuleVersion = Static<typeof RuleVersion>;

/** A kind's price in force and the next one scheduled (资源计费设置 and 共享计费设置). */
export const KindPrice = T.Object({
  kind: ChargeKindSchema,
  current: T.Union([PriceVersion, T.Null()]),
  next: T.Union([PriceVersion, T.Null()]),
});
export type KindPrice = Static<typeof KindPrice>;

/** An account as the account pickers and the cost rows name it. */
export const Account = T.Object({ id: T.Integer(), account: T.String(), name: T.String() });
export type Account = Static<typeof Account>;

/**
 * An account's row of 资源费用 / 共享费用: what each kind of the scope cost (`computeCents` …, only the
 * scope's kinds), recharged, consumed in all and the balance.
 */
export const AccountCost = T.Object({
  ...Account.properties,
  userId: T.Integer(),
  computeCents: T.Optional(T.Integer()),
  storageCents: T.Optional(T.Integer()),
  inferenceCents: T.Optional(T.Integer()),
  shareCents: T.Optional(T.Integer()),
  costCents: T.Integer(),
  rechargeCents: T.Integer(),
  consumedCents: T.Integer(),
  balanceCents: T.Integer(),
});
export type AccountCost = Static<typeof AccountCost>;

/** One recharge (append-only; 账户资源管理's records and 我的钱包's). */
export const Recharge = T.Object({
  id: T.Integer(),
  userId: T.Integer(),
  amountCents: T.Integer(),
  remark: T.String(),
  operatorName: T.String(),
  createdAt: T.Integer(),
});
export type Recharge = Static<typeof Recharge>;
