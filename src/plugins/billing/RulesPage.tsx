import { useState } from "react";
import {
  Button,
  Callout,
  Card,
  FormGroup,
  H5,
  HTMLTable,
  InputGroup,
  Spinner,
  TextArea,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import { formatPercent, parsePercent } from "../../core/money";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { failureText } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readRules, saveRule } from "./api";
import { billingText } from "./messages";
import "./billing.css";
import type { RuleVersion } from "./types";

interface Draft {
  platform: string;
  subCenter: string;
  rules: string;
  constants: { name: string; value: string }[];
}

const draftOf = (rule: RuleVersion | null): Draft => ({
  platform: rule ? formatPercent(rule.platformFeeBp).replace("%", "") : "",
  subCenter: rule ? formatPercent(rule.subCenterFeeBp).replace("%", "") : "",
  rules: rule?.rules ?? "",
  constants: rule?.constants ?? [],
});

/**
 * 计算规则设置: the platform's and sub-centres' service fee rates (percent of the charge, two decimals),
 * the calculation rules as text and named constants; a save adds a version effective now, the history
 * below. Each day's charge of an account and item carries the fees of the rules in force then.
 */
export default function RulesPage() {
  const { http } = useCore();
  const rules = useLoaded(() => readRules(http), "rules");
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = draft ?? draftOf(rules.data?.current ?? null);
  const set = (patch: Partial<Draft>) => setDraft({ ...shown, ...patch });
  const setConstant = (index: number, patch: Partial<Draft["constants"][number]>) =>
    set({ constants: shown.constants.map((one, at) => (at === index ? { ...one, ...patch } : one)) });

  const save = async () => {
    const platformFeeBp = parsePercent(shown.platform);
    if (platformFeeBp === null)
      return setProblem(billingText("badRate", { label: billingText("platformFeeRate") }));
    const subCenterFeeBp = parsePercent(shown.subCenter);
    if (subCenterFeeBp === null)
      return setProblem(billingText("badRate", { label: billingText("subCenterFeeRate") }));
    setProblem(null);
    setSaving(true);
    try {
      await saveRule(http, { platformFeeBp, subCenterFeeBp, rules: shown.rules, constants: shown.constants });
      setDraft(null);
      rules.reload();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  if (rules.loading && !rules.data) return <Spinner size={24} />;
  return (
    <PageFrame title={billingText("rulesTitle")}>
      <Card className="billing-card">
        <H5>{billingText("currentRules")}</H5>
        {problem && <Callout intent="danger">{problem}</Callout>}
        <FormGroup label={billingText("platformFeeRate")} labelFor="rule-platform" inline>
          <InputGroup
            id="rule-platform"
            value={shown.platform}
            onChange={(event) => set({ platform: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={billingText("subCenterFeeRate")} labelFor="rule-sub-center" inline>
          <InputGroup
            id="rule-sub-center"
            value={shown.subCenter}
            onChange={(event) => set({ subCenter: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={billingText("rules")} labelFor="rule-text">
          <TextArea
            id="rule-text"
            fill
            autoResize
            maxLength={2000}
            value={shown.rules}
            onChange={(event) => set({ rules: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={billingText("constants")}>
          {shown.constants.map((constant, index) => (
            <div key={index} className="billing-row">
              <InputGroup
                size="small"
                aria-label={`${billingText("constantName")} ${index + 1}`}
                placeholder={billingText("constantName")}
                value={constant.name}
                onChange={(event) => setConstant(index, { name: event.currentTarget.value })}
              />
              <InputGroup
                size="small"
                aria-label={`${billingText("constantValue")} ${index + 1}`}
                placeholder={billingText("constantValue")}
                value={constant.value}
                onChange={(event) => setConstant(index, { value: event.currentTarget.value })}
              />
              <Button
                size="small"
                variant="minimal"
                text={billingText("removePeriod")}
                onClick={() => set({ constants: shown.constants.filter((_, at) => at !== index) })}
              />
            </div>
          ))}
          <Button
            size="small"
            icon="add"
            text={billingText("addConstant")}
            disabled={shown.constants.length >= 20}
            onClick={() => set({ constants: [...shown.constants, { name: "", value: "" }] })}
          />
        </FormGroup>
        <Button
          intent="primary"
          text={billingText("saveRules")}
          loading={saving}
          onClick={() => void save()}
        />
      </Card>
      <H5>{billingText("history")}</H5>
      <HTMLTable compact striped aria-label={billingText("history")}>
        <thead>
          <tr>
            <th>{billingText("effectiveAt")}</th>
            <th>{billingText("platformFeeRate")}</th>
            <th>{billingText("subCenterFeeRate")}</th>
            <th>{billingText("rules")}</th>
            <th>{billingText("createdBy")}</th>
          </tr>
        </thead>
        <tbody>
          {(rules.data?.history ?? []).map((rule) => (
            <tr key={rule.id}>
              <td>{formatDateTime(rule.effectiveAt)}</td>
              <td>{formatPercent(rule.platformFeeBp)}</td>
              <td>{formatPercent(rule.subCenterFeeBp)}</td>
              <td>{rule.rules}</td>
              <td>{rule.createdBy}</td>
            </tr>
          ))}
          {rules.data?.history.length === 0 && (
            <tr>
              <td colSpan={5}>{t("table.empty")}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
    </PageFrame>
  );
}
