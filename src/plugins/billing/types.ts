import type { ChargeKindName } from "../../contracts/billing";
import type { Page } from "../../contracts/paging";
import type { WalletState } from "../../contracts/walletPolicy";

export interface PricePeriod {
  name: string;
  startHour: number;
  endHour: number;
  priceCents: number;
}

export interface PriceVersion {
  id: number;
  kind: ChargeKindName;
  standardCents: number;
  saleCents: number;
  periods: PricePeriod[];
  effectiveAt: number;
  createdAt: number;
  createdBy: string;
}

export interface PriceInput {
  kind: ChargeKindName;
  standardCents: number;
  saleCents: number;
  periods: PricePeriod[];
  effectiveAt?: number;
}

export interface KindPrice {
  kind: ChargeKindName;
  current: PriceVersion | null;
  next: PriceVersion | null;
}

export interface RuleInput {
  platformFeeBp: number;
  subCenterFeeBp: number;
  rules: string;
  constants: { name: string; value: string }[];
  effectiveAt?: number;
}

export interface RuleVersion extends RuleInput {
  id: number;
  effectiveAt: number;
  createdAt: number;
  createdBy: string;
}

export interface Account {
  id: number;
  account: string;
  name: string;
}

export interface AccountCost extends Account {
  userId: number;
  computeCents?: number;
  storageCents?: number;
  inferenceCents?: number;
  shareCents?: number;
  costCents: number;
  rechargeCents: number;
  consumedCents: number;
  balanceCents: number;
}

export interface Recharge {
  id: number;
  userId: number;
  amountCents: number;
  remark: string;
  operatorName: string;
  createdAt: number;
}

export interface UsageRow {
  userId: number;
  account?: string;
  name?: string;
  kind: ChargeKindName;
  quantity: number;
}

export interface UsageAnswer {
  rows: UsageRow[];
  days: { date: string; kind: ChargeKindName; quantity: number }[];
}

export interface BillRow {
  userId: number;
  account: string;
  name: string;
  compute: number;
  storage: number;
  inference: number;
  share: number;
  total: number;
}

export interface BillAnswer {
  rows: BillRow[];
  days: { date: string; cents: number }[];
  totalCents: number;
}

export interface Wallet {
  balanceCents: number;
  /** The balance rule as it stands for the user. */
  state: WalletState;
  rechargeCents: number;
  consumedCents: number;
  periodCents: number;
  byResource: {
    kind: ChargeKindName;
    quantity: number;
    chargeCents: number;
    feeCents: number;
    totalCents: number;
  }[];
  byDay: { date: string; cents: number }[];
}

export type { Page };

/** A time range in epoch ms (either end open). */
export interface Range {
  from?: number;
  to?: number;
}
