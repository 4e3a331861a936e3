import { useState } from "react";
import {
  Button,
  ControlGroup,
  FormGroup,
  H5,
  H6,
  HTMLTable,
  InputGroup,
  Switch,
  Tag,
} from "@blueprintjs/core";
import { STANDING_TEXT } from "../../contracts/walletPolicy";
import { t } from "../../core/messages";
import { centsToInput, formatCents, parseYuan } from "../../core/money";
import { useCore } from "../../ui/CoreContext";
import { failureText } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readPolicyAccounts, readWalletPolicy, saveWalletPolicy, setPostPaid } from "./api";
import { billingText } from "./messages";
import { ruleText, warnText } from "./WalletRule";

/**
 * 资源费用's balance rule (src/contracts/walletPolicy.ts): the warning threshold operations set, and the
 * accounts under it or owing, each with its post-paid switch. `version` changes after a recharge.
 */
export function BalanceRulePanel({ version }: { version: number }) {
  const { http } = useCore();
  const policy = useLoaded(() => readWalletPolicy(http), "policy");
  const accounts = useLoaded(() => readPolicyAccounts(http), `accounts-${version}`);
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; problem: boolean } | null>(null);
  const warnCents = policy.data?.warnCents ?? 0;
  const value = draft ?? (policy.data ? centsToInput(warnCents) : "");

  const save = async () => {
    const cents = parseYuan(value);
    if (cents === null) {
      setNotice({ text: billingText("badAmount", { label: billingText("warnLabel") }), problem: true });
      return;
    }
    try {
      await saveWalletPolicy(http, { warnCents: cents });
      setDraft(null);
      policy.reload();
      accounts.reload();
      setNotice({ text: billingText("warnSaved", { warn: warnText(cents) }), problem: false });
    } catch (error) {
      // A 400's reason here; other failures were shown as a tip already.
      const text = failureText(error);
      setNotice(text ? { text, problem: true } : null);
    }
  };

  return (
    <section className="billing-rule-panel" aria-label={billingText("ruleTitle")}>
      <H5>{billingText("ruleTitle")}</H5>
      <p className="billing-rule-text">{ruleText(warnCents)}</p>
      <FormGroup label={billingText("warnLabel")} labelFor="billing-warn" inline>
        <ControlGroup>
          <InputGroup id="billing-warn" value={value} onValueChange={setDraft} size="small" />
          <Button size="small" intent="primary" text={billingText("warnSave")} onClick={() => void save()} />
        </ControlGroup>
      </FormGroup>
      <p role="status" className={notice?.problem ? "billing-problem" : undefined}>
        {notice?.text}
      </p>
      <H6 id="billing-at-risk">{billingText("atRiskTitle")}</H6>
      <HTMLTable compact striped aria-labelledby="billing-at-risk" className="billing-table">
        <thead>
          <tr>
            {[
              billingText("account"),
              billingText("accountName"),
              billingText("balance"),
              t("field.status"),
              billingText("work"),
              billingText("postPaid"),
            ].map((title) => (
              <th key={title}>{title}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {(accounts.data ?? []).map((row) => (
            <tr key={row.userId}>
              <td>{row.account}</td>
              <td>{row.name}</td>
              <td>{formatCents(row.balanceCents)}</td>
              <td>
                <Tag minimal intent={row.standing === "owing" ? "danger" : "warning"}>
                  {STANDING_TEXT[row.standing]}
                </Tag>
              </td>
              <td>{billingText(row.blocked ? "workPaused" : "workOpen")}</td>
              <td>
                <Switch
                  className="billing-switch"
                  role="switch"
                  checked={row.postPaid}
                  aria-label={`${billingText(row.postPaid ? "unsetPostPaid" : "setPostPaid")}：${row.account}`}
                  onChange={() =>
                    void setPostPaid(http, { userId: row.userId, postPaid: !row.postPaid })
                      .then(() => accounts.reload())
                      .catch((error: unknown) => {
                        const text = failureText(error);
                        setNotice(text ? { text, problem: true } : null);
                      })
                  }
                />
              </td>
            </tr>
          ))}
          {accounts.data && accounts.data.length === 0 && (
            <tr>
              <td colSpan={6}>{t("table.empty")}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
    </section>
  );
}
