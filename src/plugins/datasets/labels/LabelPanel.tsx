import { useCallback, useEffect, useState } from "react";
import { Button, NonIdealState, Tag } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import {
  RowActions,
  FormDialog,
  PagedTable,
  rules,
  useConfirmDelete,
  useEditDialog,
  type Column,
  type FormField,
} from "../../../ui/kit/list";
import { addLabel, deleteLabel, editLabel, listLabels, toggleLabelTop } from "../api";
import { datasetsText } from "../messages";
import type { Label, LabelGroup } from "../types";
import { nextLabelColor } from "./labelColors";
import { LabelSheetButton } from "./LabelSheetButton";
import { t } from "../../../core/messages";

const LABEL_NAME_MAX = 50;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

type LabelValues = { labelName: string; color: string };

const labelFields = (): FormField[] => [
  {
    name: "labelName",
    label: datasetsText("labelName"),
    kind: "input",
    rules: rules(datasetsText("labelName"), { max: LABEL_NAME_MAX }),
  },
  {
    name: "color",
    label: datasetsText("color"),
    kind: "color",
    rules: rules(datasetsText("color"), { pattern: COLOR, message: datasetsText("colorInvalid") }),
  },
];

/** The selected group's labels, pinned first as the server orders them: add, edit, delete, 置顶. */
export function LabelPanel({ group, onChanged }: { group: LabelGroup | null; onChanged: () => void }) {
  const { http } = useCore();
  const [labels, setLabels] = useState<{ groupId: number; rows: Label[] } | null>(null);
  const edit = useEditDialog<Label>();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const groupId = group?.id ?? null;

  const load = useCallback(
    (id: number) =>
      listLabels(http, id).then(
        (rows) => setLabels({ groupId: id, rows }),
        () => setLabels({ groupId: id, rows: [] }),
      ),
    [http],
  );
  useEffect(() => {
    if (groupId !== null) void load(groupId);
  }, [groupId, load]);

  if (!group) return <NonIdealState icon="tag" description={datasetsText("chooseGroup")} />;
  const loading = labels?.groupId !== group.id;
  const rows = loading ? [] : (labels?.rows ?? []);
  const changed = () => {
    void load(group.id);
    onChanged();
  };
  const save = async (values: LabelValues) => {
    const body = { labelName: values.labelName.trim(), color: values.color.toUpperCase() };
    if (edit.row) await editLabel(http, edit.row.id, body);
    else await addLabel(http, { groupId: group.id, ...body });
    changed();
  };
  const remove = async (label: Label) => {
    if (!(await confirmDelete(label.labelName))) return;
    await deleteLabel(http, label.id).then(changed, () => undefined);
  };
  const pin = (label: Label) => void toggleLabelTop(http, label.id).then(changed, () => undefined);

  const columns: Column<Label>[] = [
    {
      key: "name",
      title: datasetsText("labelName"),
      render: (row) => (
        <>
          <span className="ws-ds-swatch" style={{ background: row.color }} aria-hidden />
          {row.labelName}
          {row.top === 1 && (
            <Tag minimal intent="warning" style={{ marginLeft: 6 }}>
              {datasetsText("pinned")}
            </Tag>
          )}
        </>
      ),
    },
    {
      key: "color",
      title: datasetsText("color"),
      width: 80,
      className: "ws-list-nowrap",
      render: (row) => <code>{row.color}</code>,
    },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 150,
      render: (row) => row.createTime,
    },
  ];
  return (
    <section className="ws-ds-panel" aria-label={datasetsText("labels", { group: group.groupName })}>
      <div className="ws-list-toolbar">
        <strong>{datasetsText("labels", { group: group.groupName })}</strong>
        <span className="ws-list-grow" />
        <LabelSheetButton groupId={group.id} onImported={changed} />
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={datasetsText("addLabel")}
          onClick={edit.openNew}
        />
      </div>
      <PagedTable
        aria-label={datasetsText("labels", { group: group.groupName })}
        rows={rows}
        loading={loading}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth={150}
        actions={(row) => (
          <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)}>
            <Button
              size="small"
              variant="minimal"
              text={row.top === 1 ? datasetsText("unpin") : datasetsText("pin")}
              onClick={() => pin(row)}
            />
          </RowActions>
        )}
      />
      <FormDialog<LabelValues>
        {...edit.dialogProps}
        entity={datasetsText("label")}
        fields={labelFields()}
        initialValues={
          edit.row
            ? { labelName: edit.row.labelName, color: edit.row.color }
            : { labelName: "", color: nextLabelColor(rows.map((row) => row.color)) }
        }
        onSubmit={save}
      />
      {confirmElement}
    </section>
  );
}
