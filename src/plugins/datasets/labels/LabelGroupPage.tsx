import { useState } from "react";
import { Button } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import {
  RowActions,
  FormDialog,
  ListToolbar,
  listText,
  PagedTable,
  rules,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  type Column,
} from "../../../ui/kit/list";
import {
  copyLabelGroup,
  createLabelGroup,
  deleteLabelGroup,
  pageLabelGroups,
  updateLabelGroup,
} from "../api";
import { DESCRIPTION_MAX } from "../datasetForm";
import { datasetsText } from "../messages";
import type { LabelGroup } from "../types";
import { LabelPanel } from "./LabelPanel";
import "../datasets.css";
import { t } from "../../../core/messages";

const GROUP_NAME_MAX = 50;

type GroupValues = { groupName: string; description: string };

/** 标签组管理: label groups (add, edit, delete, 复制) and, for the selected group, its labels. */
export default function LabelGroupPage() {
  const { http } = useCore();
  const list = usePagedList((query) => pageLabelGroups(http, query), { filters: { groupName: "" } });
  const edit = useEditDialog<LabelGroup>();
  const [copying, setCopying] = useState<LabelGroup | null>(null);
  const [selected, setSelected] = useState<LabelGroup | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const shown = list.rows.find((row) => row.id === selected?.id) ?? selected;

  const save = async (values: GroupValues) => {
    const body = { groupName: values.groupName.trim(), description: values.description.trim() };
    if (edit.row) await updateLabelGroup(http, { id: edit.row.id, ...body });
    else setSelected(await createLabelGroup(http, body));
    list.refresh();
  };
  const copy = async (values: { groupName: string }) => {
    if (!copying) return;
    setSelected(await copyLabelGroup(http, copying.id, values.groupName.trim()));
    list.refresh();
  };
  const remove = async (row: LabelGroup) => {
    if (!(await confirmDelete(row.groupName))) return;
    await deleteLabelGroup(http, row.id).then(
      () => {
        if (selected?.id === row.id) setSelected(null);
        list.afterDelete();
      },
      () => undefined,
    );
  };

  const columns: Column<LabelGroup>[] = [
    { key: "name", title: datasetsText("groupName"), render: (row) => row.groupName },
    { key: "description", title: datasetsText("description"), render: (row) => row.description || "-" },
    { key: "count", title: datasetsText("labelCount"), width: 60, render: (row) => row.labelCount },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 150,
      render: (row) => row.createTime,
    },
  ];
  const groupFields = [
    {
      name: "groupName",
      label: datasetsText("groupName"),
      kind: "input" as const,
      rules: rules(datasetsText("groupName"), { max: GROUP_NAME_MAX }),
    },
    {
      name: "description",
      label: datasetsText("description"),
      kind: "textarea" as const,
      rules: rules(datasetsText("description"), { required: false, max: DESCRIPTION_MAX }),
    },
  ];
  return (
    <PageFrame title={datasetsText("labelGroupTitle")} className="ws-ds-page">
      <div className="ws-ds-split">
        <section className="ws-ds-panel">
          <ListToolbar
            label={datasetsText("groupName")}
            onSearch={(groupName) => list.search({ groupName })}
            addText={listText("createTitle", { entity: datasetsText("labelGroup") })}
            onAdd={edit.openNew}
          />
          <PagedTable
            aria-label={datasetsText("labelGroupTitle")}
            list={list}
            columns={columns}
            rowKey={(row) => row.id}
            selectedKey={shown?.id ?? null}
            onRowClick={setSelected}
            actionsWidth={130}
            actions={(row) => (
              <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)}>
                <Button
                  size="small"
                  variant="minimal"
                  text={t("action.copy")}
                  onClick={() => setCopying(row)}
                />
              </RowActions>
            )}
          />
        </section>
        <LabelPanel group={shown} onChanged={list.refresh} />
      </div>
      <FormDialog<GroupValues>
        {...edit.dialogProps}
        entity={datasetsText("labelGroup")}
        fields={groupFields}
        initialValues={
          edit.row
            ? { groupName: edit.row.groupName, description: edit.row.description ?? "" }
            : { groupName: "", description: "" }
        }
        onSubmit={save}
      />
      <FormDialog<{ groupName: string }>
        isOpen={copying !== null}
        title={datasetsText("copyTitle")}
        fields={[groupFields[0]!].map((field) => ({
          ...field,
          label: datasetsText("newGroupName"),
          rules: rules(datasetsText("newGroupName"), { max: GROUP_NAME_MAX }),
        }))}
        initialValues={{ groupName: copying ? datasetsText("copyOf", { name: copying.groupName }) : "" }}
        onSubmit={copy}
        onClose={() => setCopying(null)}
      />
      {confirmElement}
    </PageFrame>
  );
}
