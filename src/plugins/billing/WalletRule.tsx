import { Callout } from "@blueprintjs/core";
import type { WalletState } from "../../contracts/walletPolicy";
import { formatCents } from "../../core/money";
import { billingText } from "./messages";

/** The threshold in words: "500.00 元", or 未设置 at 0. */
export const warnText = (cents: number) =>
  cents > 0 ? billingText("warnYuan", { amount: formatCents(cents) }) : billingText("warnUnset");

/** The rule in words, with the threshold operations set (src/contracts/walletPolicy.ts). */
export const ruleText = (warnCents: number) => billingText("ruleText", { warn: warnText(warnCents) });

/**
 * 我的钱包's note on the balance rule: a warning below the threshold, a danger note when owing (paused
 * unless post-paid), and the rule itself, always.
 */
export function WalletRule({ state }: { state: WalletState }) {
  const standing =
    state.standing === "owing"
      ? billingText(state.postPaid ? "standingOwingPostPaid" : "standingOwing")
      : state.standing === "low"
        ? billingText("standingLow", { warn: formatCents(state.warnCents) })
        : null;
  return (
    <Callout
      role={standing ? "alert" : "note"}
      intent={state.standing === "owing" ? "danger" : state.standing === "low" ? "warning" : "none"}
      title={billingText("ruleTitle")}
      className="billing-rule"
    >
      {standing && <p className="billing-rule-standing">{standing}</p>}
      <p>{ruleText(state.warnCents)}</p>
    </Callout>
  );
}
