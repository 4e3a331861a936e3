import { useState } from "react";
import { Button, HTMLTable, Spinner, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import {
  FormDialog,
  listText,
  PublicSwitch,
  rules,
  useConfirmDelete,
  useEditDialog,
  useRefusal,
  type FormField,
} from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { servicesApi, TokenRow } from "./api";
import { servicesText } from "./messages";
import { SERVICES_PLUGIN_ID } from "./paths";
import { TokenUsage } from "./TokenUsage";

interface TokensTabProps {
  serviceId: number;
  api: ReturnType<typeof servicesApi>;
}

const VALIDITY = ["7", "30", "90", "365", ""];
/** The edit dialog's choice that keeps a token's expiry as it is. */
const KEEP = "keep";
type TokenFields = { name: string; validDays: string };

/** The dialog's fields; editing a token that has not expired offers to keep its expiry. */
const tokenFields = (editing: TokenRow | null): FormField[] => [
  {
    name: "name",
    label: servicesText("tokenName"),
    kind: "input",
    rules: rules(servicesText("tokenName"), { max: 50 }),
  },
  {
    name: "validDays",
    label: servicesText("validDays"),
    kind: "select",
    options: [
      ...(editing && !editing.expired
        ? [
            {
              value: KEEP,
              label: servicesText("validKeep", { time: editing.expireTime || servicesText("validForever") }),
            },
          ]
        : []),
      ...VALIDITY.map((value) => ({ value, label: value || servicesText("validForever") })),
    ],
    rules: rules(servicesText("validDays"), { kind: "select", required: false }),
  },
];

/** A service's tokens: new (name, validity), edit, enable/disable, delete, and the URL with a curl example. */
export function TokensTab({ serviceId, api }: TokensTabProps) {
  const tokens = useLoaded(() => api.tokens(serviceId), `tokens-${serviceId}`);
  const dialog = useEditDialog<TokenRow>();
  const [usageOf, setUsageOf] = useState<TokenRow | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const refusal = useRefusal(SERVICES_PLUGIN_ID);

  const remove = async (row: TokenRow) => {
    if (!(await confirmDelete(row.name))) return;
    await api.removeToken(row.id).then(tokens.reload, refusal);
    if (usageOf?.id === row.id) setUsageOf(null);
  };
  const save = async (values: TokenFields) => {
    const days = values.validDays && values.validDays !== KEEP ? Number(values.validDays) : null;
    if (dialog.row) {
      const kept = values.validDays === KEEP ? dialog.row.expireTime : "";
      await api.updateToken(
        dialog.row.id,
        values.name,
        days ? { validDays: days } : kept ? { expireTime: kept } : {},
      );
      tokens.reload();
      return;
    }
    const created = await api.createToken(serviceId, values.name, days);
    tokens.reload();
    setUsageOf(created);
  };

  if (!tokens.data)
    return tokens.failed ? (
      <p role="alert">
        {listText("loadFailed")} <Button size="small" text={t("action.refresh")} onClick={tokens.reload} />
      </p>
    ) : (
      <Spinner size={20} />
    );
  return (
    <div>
      <Button
        size="small"
        icon="add"
        intent="primary"
        text={servicesText("newToken")}
        onClick={dialog.openNew}
      />
      {tokens.data.length === 0 ? (
        <p>{servicesText("noTokens")}</p>
      ) : (
        <HTMLTable compact striped aria-label={servicesText("tokensTab")} style={{ width: "100%" }}>
          <thead>
            <tr>
              <th>{servicesText("tokenName")}</th>
              <th>{servicesText("expireTime")}</th>
              <th>{servicesText("tokenStatus")}</th>
              <th>{t("field.createTime")}</th>
              <th>{t("table.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {tokens.data.map((row) => (
              <tr key={row.id}>
                <td>{row.name}</td>
                <td>
                  {row.expireTime || servicesText("validForever")}{" "}
                  {row.expired && (
                    <Tag minimal intent="warning">
                      {servicesText("expired")}
                    </Tag>
                  )}
                </td>
                <td>
                  <PublicSwitch
                    checked={row.status === 1}
                    label={`${servicesText("tokenStatus")} ${row.name}`}
                    onChange={(next) =>
                      api.setTokenStatus(row.id, next).catch((error: unknown) => {
                        refusal(error);
                        throw error;
                      })
                    }
                    onChanged={tokens.reload}
                  />
                </td>
                <td>{row.createTime}</td>
                <td>
                  <Button
                    size="small"
                    variant="minimal"
                    text={servicesText("usage")}
                    onClick={() => setUsageOf(row)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    text={t("action.edit")}
                    onClick={() => dialog.openEdit(row)}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    text={t("action.delete")}
                    onClick={() => void remove(row)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {usageOf && <TokenUsage token={usageOf} api={api} />}
      <FormDialog<TokenFields>
        {...dialog.dialogProps}
        entity={servicesText("tokenEntity")}
        fields={tokenFields(dialog.row)}
        initialValues={
          dialog.row
            ? { name: dialog.row.name, validDays: dialog.row.expired ? "30" : KEEP }
            : { name: "", validDays: "30" }
        }
        onSubmit={save}
      />
      {confirmElement}
    </div>
  );
}
