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
import { bt } from "./messages";
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
    if (platformFeeBp === null) return setProblem(bt("badRate", { label: bt("platformFeeRate") }));
    const subCenterFeeBp = parsePercent(shown.subCenter);
    if (subCenterFeeBp === null) return setProblem(bt("badRate", { label: bt("subCenterFeeRate") }));
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
    <PageFrame title={bt("rulesTitle")}>
      <Card className="billing-card">
        <H5>{bt("currentRules")}</H5>
        {problem && <Callout intent="danger">{problem}</Callout>}
        <FormGroup label={bt("platformFeeRate")} labelFor="rule-platform" inline>
          <InputGroup
            id="rule-platform"
            value={shown.platform}
            onChange={(event) => set({ platform: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={bt("subCenterFeeRate")} labelFor="rule-sub-center" inline>
          <InputGroup
            id="rule-sub-center"
            value={shown.subCenter}
            onChange={(event) => set({ subCenter: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={bt("rules")} labelFor="rule-text">
          <TextArea
            id="rule-text"
            fill
            autoResize
            maxLength={2000}
            value={shown.rules}
            onChange={(event) => set({ rules: event.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={bt("constants")}>
          {shown.constants.map((constant, index) => (
            <div key={index} className="billing-row">
              <InputGroup
                size="small"
                aria-label={`${bt("constantName")} ${index + 1}`}
                placeholder={bt("constantName")}
                value={constant.name}
                onChange={(event) => setConstant(index, { name: event.currentTarget.value })}
              />
              <InputGroup
                size="small"
                aria-label={`${bt("constantValue")} ${index + 1}`}
                placeholder={bt("constantValue")}
                value={constant.value}
                onChange={(event) => setConstant(index, { value: event.currentTarget.value })}
              />
              <Button
                size="small"
                variant="minimal"
                text={bt("removePeriod")}
                onClick={() => set({ constants: shown.constants.filter((_, at) => at !== index) })}
              />
            </div>
          ))}
          <Button
            size="small"
            icon="add"
            text={bt("addConstant")}
            disabled={shown.constants.length >= 20}
            onClick={() => set({ constants: [...shown.constants, { name: "", value: "" }] })}
          />
        </FormGroup>
        <Button intent="primary" text={bt("saveRules")} loading={saving} onClick={() => void save()} />
      </Card>
      <H5>{bt("history")}</H5>
      <HTMLTable compact striped aria-label={bt("history")}>
        <thead>
          <tr>
            <th>{bt("effectiveAt")}</th>
            <th>{bt("platformFeeRate")}</th>
            <th>{bt("subCenterFeeRate")}</th>
            <th>{bt("rules")}</th>
            <th>{bt("createdBy")}</th>
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
