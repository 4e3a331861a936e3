import {
  OWING_STATUS,
  type PolicyAccount,
  type WalletStanding,
  type WalletState,
} from "../../src/contracts/walletPolicy";
import { PriceStore } from "./charging/priceStore";
import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import type { UsageLog } from "../platform/usageLog";
import { Billing } from "./billing";
import { priceInHour } from "./cost";
import { RechargeStore } from "./rechargeStore";
import { WalletPolicyStore } from "./walletPolicyStore";

/**
 * How long a balance computed for the refusal check is reused: computing it reads the account's whole
 * usage, and a busy service is called many times a second. A recharge or a post-paid mark takes effect
 * at once; new usage within this time may take an account a few calls past zero. Measured on the
 * process's clock, not the platform's: it bounds work, it is not a business time.
 */
export const BALANCE_REUSE_MS = 1_000;

interface Balance {
  balanceCents: number;
  consumedCents: number;
}

/**
 * Wallets: the prices, recharges and bill every balance comes from, and the balance rule
 * (src/contracts/walletPolicy.ts) the training and service routes ask before they start work.
 */
export class Wallets {
  /** What the share price in force charges for an hour begun at `at`, in cents (0 without a share price). */
  shareChargeAt(at: number): number {
    const share = this.prices.priceAt("share", at);
    return share ? priceInHour(share, at) : 0;
  }

  readonly prices: PriceStore;
  readonly recharges: RechargeStore;
  readonly billing: Billing;
  readonly policy: WalletPolicyStore;
  private readonly cache = new Map<number, Balance & { at: number; rechargeCents: number }>();

  constructor(
    private readonly db: Db,
    usage: UsageLog,
    now: () => number,
  ) {
    this.prices = new PriceStore(db, now);
    this.recharges = new RechargeStore(db, now);
    this.billing = new Billing(usage, this.prices);
    this.policy = new WalletPolicyStore(db, now);
  }

  /** Whether the user has a wallet: one bound HPC account (the user menu shows 我的钱包 then). */
  hasWallet(userId: number): boolean {
    return this.db.prepare("SELECT 1 FROM hpc_accounts WHERE user_id = ? LIMIT 1").get(userId) !== undefined;
  }

  balance(userId: number): Balance {
    const rechargeCents = this.recharges.totalOf(userId);
    const cached = this.cache.get(userId);
    const at = performance.now();
    if (cached && cached.rechargeCents === rechargeCents && at - cached.at < BALANCE_REUSE_MS) return cached;
    const consumedCents = this.billing.sum(this.billing.lines({ userId })).totalCents;
    const fresh = { balanceCents: rechargeCents - consumedCents, consumedCents, rechargeCents, at };
    this.cache.set(userId, fresh);
    return fresh;
  }

  standing({ balanceCents, consumedCents }: Balance, warnCents = this.policy.warnCents()): WalletStanding {
    if (consumedCents > 0 && balanceCents <= 0) return "owing";
    return balanceCents < warnCents ? "low" : "ok";
  }

  /** The rule as it stands for the user: threshold, post-paid, standing, whether work is refused. */
  state(userId: number, balance = this.balance(userId)): WalletState {
    const standing = this.standing(balance);
    const postPaid = this.policy.isPostPaid(userId);
    const blocked = standing === "owing" && !postPaid && this.hasWallet(userId);
    return { warnCents: this.policy.warnCents(), postPaid, standing, blocked };
  }

  /** Refuses (402, `text`) new work billed to an owing account that is not post-paid. */
  assertMayUse(userId: number, text: string): void {
    if (this.state(userId).blocked) refuse(OWING_STATUS, text);
  }

  /** Accounts with a wallet below the threshold or owing, lowest balance first. */
  accountsAtRisk(accounts: { id: number; account: string; name: string }[]): PolicyAccount[] {
    const warnCents = this.policy.warnCents();
    const postPaid = this.policy.postPaid();
    const recharged = this.recharges.totals();
    const consumed = new Map<number, number>();
    for (const line of this.billing.lines())
      consumed.set(line.userId, (consumed.get(line.userId) ?? 0) + line.totalCents);
    return accounts
      .filter((one) => this.hasWallet(one.id))
      .map((one) => {
        const consumedCents = consumed.get(one.id) ?? 0;
        const balanceCents = (recharged.get(one.id) ?? 0) - consumedCents;
        const standing = this.standing({ balanceCents, consumedCents }, warnCents);
        const paidAfter = postPaid.has(one.id);
        return {
          userId: one.id,
          account: one.account,
          name: one.name,
          balanceCents,
          standing,
          postPaid: paidAfter,
          blocked: standing === "owing" && !paidAfter,
        };
      })
      .filter((row) => row.standing !== "ok")
      .sort((a, b) => a.balanceCents - b.balanceCents || a.userId - b.userId);
  }
}
