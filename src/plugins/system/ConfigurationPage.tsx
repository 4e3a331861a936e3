import { useState } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { FilterBar, FormDialog, PagedTable, type Column } from "../../ui/kit/list";
import { loadFailureText } from "../../ui/kit/list/failureText";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { listConfigs, updateConfig } from "./api";
import { configRules } from "./configRules";
import { systemText } from "./messages";
import type { SystemConfig } from "./types";
import "./system.css";

/**
 * 系统配置 (system-config list and info): the platform's settings, filtered by name or key; 编辑 opens
 * a dialog that checks the value by its kind (required, at most n characters, phone, e-mail, a range)
 * on blur and keeps what was typed when the server refuses it, showing the reason.
 */
export default function ConfigurationPage() {
  const { http } = useCore();
  const [draft, setDraft] = useState("");
  const [keyword, setKeyword] = useState("");
  const [editing, setEditing] = useState<SystemConfig | null>(null);
  const configs = useLoaded(() => listConfigs(http, keyword), `configs:${keyword}`);

  const columns: Column<SystemConfig>[] = [
    { key: "name", title: systemText("configName"), width: 160, render: (row) => row.configName },
    { key: "key", title: systemText("configKey"), width: 180, render: (row) => <code>{row.configKey}</code> },
    { key: "value", title: systemText("configValue"), render: (row) => row.configValue || "-" },
    { key: "description", title: systemText("description"), render: (row) => row.description },
    {
      key: "updated",
      title: systemText("updatedAt"),
      className: "ws-list-nowrap",
      width: 150,
      render: (row) => (row.updatedAt ? formatDateTime(row.updatedAt) : "-"),
    },
    { key: "by", title: systemText("updatedBy"), width: 90, render: (row) => row.updatedBy ?? "-" },
  ];

  return (
    <PageFrame title={systemText("configTitle")}>
      <FilterBar
        aria-label={systemText("configTitle")}
        onSearch={() => setKeyword(draft.trim())}
        onReset={() => {
          setDraft("");
          setKeyword("");
        }}
      >
        <InputGroup
          size="small"
          aria-label={systemText("keyword")}
          placeholder={systemText("keyword")}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
      </FilterBar>
      <PagedTable
        aria-label={systemText("configTitle")}
        columns={columns}
        rows={configs.data ?? []}
        loading={configs.loading}
        error={configs.failed ? loadFailureText(configs.error) : null}
        onRetry={configs.reload}
        rowKey={(row) => row.id}
        actions={(row) => (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            text={t("action.edit")}
            onClick={() => setEditing(row)}
          />
        )}
      />
      <FormDialog
        isOpen={editing !== null}
        mode="edit"
        entity={systemText("configEntity")}
        fields={
          editing
            ? [
                {
                  name: "configValue",
                  label: editing.configName,
                  kind: editing.kind === "textarea" ? "textarea" : "input",
                  rules: configRules(editing),
                  placeholder: editing.description,
                },
              ]
            : []
        }
        initialValues={{ configValue: editing?.configValue ?? "" }}
        onSubmit={async (values) => {
          if (!editing) return;
          await updateConfig(http, editing.id, String(values.configValue ?? ""));
          configs.reload();
        }}
        onClose={() => setEditing(null)}
      />
    </PageFrame>
  );
}
