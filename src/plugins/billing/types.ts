import type {
  Account,
  AccountCost,
  ChargeKindName,
  KindPrice,
  PriceInput,
  PricePeriod,
  PriceVersion,
  Recharge,
  RuleInput,
  RuleVersion,
} from "../../contracts/billing";
import type { Page } from "../../contracts/paging";
import type { WalletState } from "../../contracts/walletPolicy";

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

/** The contract's shapes, read by the pages through this module. */
export type {
  Account,
  AccountCost,
  KindPrice,
  Page,
  PriceInput,
  PricePeriod,
  PriceVersion,
  Recharge,
  RuleInput,
  RuleVersion,
};

/** A time range in epoch ms (either end open). */
export interface Range {
  from?: number;
  to?: number;
}
