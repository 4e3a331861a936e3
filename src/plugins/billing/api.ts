import { IDEMPOTENCY_HEADER } from "../../contracts/billing";
import type { AxiosInstance } from "axios";
import { BILLING_API, type BillType, type ChargeKindName, type UsageScope } from "../../contracts/billing";
import {
  WALLET_POLICY_API,
  type PolicyAccount,
  type PolicyBody,
  type PostPaidBody,
  type WalletState,
} from "../../contracts/walletPolicy";
import { createRequest } from "../../core/request";
import type {
  Account,
  AccountCost,
  BillAnswer,
  KindPrice,
  Page,
  PriceInput,
  PriceVersion,
  Range,
  Recharge,
  RuleInput,
  RuleVersion,
  UsageAnswer,
  Wallet,
} from "./types";

/** The charging, billing and wallet calls (tb-cost-*); pages never write raw paths. */
const api = (http: AxiosInstance) => createRequest(http);

export const readPrices = (http: AxiosInstance) => api(http).get<KindPrice[]>(BILLING_API.prices);
export const readPriceHistory = (http: AxiosInstance, kind: ChargeKindName) =>
  api(http).get<PriceVersion[]>(BILLING_API.priceHistory, { params: { kind } });
export const savePrice = (http: AxiosInstance, input: PriceInput) =>
  api(http).post<PriceVersion>(BILLING_API.price, input);
export const readRules = (http: AxiosInstance) =>
  api(http).get<{ current: RuleVersion | null; history: RuleVersion[] }>(BILLING_API.rules);
export const saveRule = (http: AxiosInstance, input: RuleInput) =>
  api(http).post<RuleVersion>(BILLING_API.rule, input);

export const readAccountOptions = (http: AxiosInstance) =>
  api(http).get<Account[]>(BILLING_API.accountOptions);
export const pageAccounts = (
  http: AxiosInstance,
  query: { scope: UsageScope; keyword?: string; pageNum: number; pageSize: number },
) => api(http).get<Page<AccountCost>>(BILLING_API.accounts, { params: query });
/** One recharge; `key` (its Idempotency-Key) is the same on every retry of this recharge. */
export const recharge = (
  http: AxiosInstance,
  body: { userId: number; amountCents: number; remark: string },
  key: string,
) => api(http).post<Recharge>(BILLING_API.recharge, body, { headers: { [IDEMPOTENCY_HEADER]: key } });
export const pageRecharges = (
  http: AxiosInstance,
  query: { userId: number; pageNum: number; pageSize: number },
) => api(http).get<Page<Recharge>>(BILLING_API.recharges, { params: query });

export const readUsageStatistics = (
  http: AxiosInstance,
  query: { scope: UsageScope; userId?: number } & Range,
) => api(http).get<UsageAnswer>(BILLING_API.usageStatistics, { params: query });
export const readBillStatistics = (http: AxiosInstance, query: { type: BillType; userId?: number } & Range) =>
  api(http).get<BillAnswer>(BILLING_API.billStatistics, { params: query });

export const readWallet = (http: AxiosInstance, range: Range) =>
  api(http).get<Wallet>(BILLING_API.wallet, { params: range });
export const pageWalletRecharges = (http: AxiosInstance, query: { pageNum: number; pageSize: number }) =>
  api(http).get<Page<Recharge>>(BILLING_API.walletRecharges, { params: query });
export const readWalletUsage = (http: AxiosInstance, range: Range) =>
  api(http).get<UsageAnswer>(BILLING_API.walletUsage, { params: range });

/** The balance rule (src/contracts/walletPolicy.ts): threshold, accounts at risk, post-paid marks. */
export const readWalletPolicy = (http: AxiosInstance) => api(http).get<PolicyBody>(WALLET_POLICY_API.policy);
export const saveWalletPolicy = (http: AxiosInstance, body: PolicyBody) =>
  api(http).put<PolicyBody>(WALLET_POLICY_API.policy, body);
export const readPolicyAccounts = (http: AxiosInstance) =>
  api(http).get<PolicyAccount[]>(WALLET_POLICY_API.accounts);
export const setPostPaid = (http: AxiosInstance, body: PostPaidBody) =>
  api(http).put<WalletState>(WALLET_POLICY_API.postPaid, body);
