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
import { createTeam, deleteTeam, pageTeams, updateTeam } from "../api";
import { DESCRIPTION_MAX } from "../datasetForm";
import { datasetsText } from "../messages";
import type { Team } from "../types";
import { MembersDialog } from "./MembersDialog";
import "../datasets.css";
import { t } from "../../../core/messages";

const TEAM_NAME_MAX = 50;

type TeamValues = { teamName: string; description: string };

/** 标注团队管理: the user's annotation teams (add, edit, delete) and their members (成员管理). */
export default function TeamPage() {
  const { http } = useCore();
  const list = usePagedList((query) => pageTeams(http, query), { filters: { teamName: "" } });
  const edit = useEditDialog<Team>();
  const [members, setMembers] = useState<Team | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const save = async (values: TeamValues) => {
    const body = { teamName: values.teamName.trim(), description: values.description.trim() };
    if (edit.row) await updateTeam(http, { teamId: edit.row.teamId, ...body });
    else await createTeam(http, body);
    list.refresh();
  };
  const remove = async (row: Team) => {
    if (!(await confirmDelete(row.teamName))) return;
    await deleteTeam(http, row.teamId).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };

  const columns: Column<Team>[] = [
    { key: "id", title: datasetsText("teamId"), width: 70, render: (row) => row.teamId },
    { key: "name", title: datasetsText("teamName"), width: 180, render: (row) => row.teamName },
    { key: "description", title: datasetsText("description"), render: (row) => row.description || "-" },
    { key: "members", title: datasetsText("memberCount"), width: 70, render: (row) => row.memberCount },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 150,
      render: (row) => row.createTime,
    },
  ];
  return (
    <PageFrame title={datasetsText("teamTitle")} className="ws-ds-page">
      <ListToolbar
        label={datasetsText("teamName")}
        onSearch={(teamName) => list.search({ teamName })}
        addText={listText("createTitle", { entity: datasetsText("team") })}
        onAdd={edit.openNew}
      />
      <PagedTable
        aria-label={datasetsText("teamTitle")}
        list={list}
        columns={columns}
        rowKey={(row) => row.teamId}
        actionsWidth={170}
        actions={(row) => (
          <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)}>
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text={datasetsText("members")}
              onClick={() => setMembers(row)}
            />
          </RowActions>
        )}
      />
      <FormDialog<TeamValues>
        {...edit.dialogProps}
        entity={datasetsText("team")}
        fields={[
          {
            name: "teamName",
            label: datasetsText("teamName"),
            kind: "input",
            rules: rules(datasetsText("teamName"), { max: TEAM_NAME_MAX }),
          },
          {
            name: "description",
            label: datasetsText("description"),
            kind: "textarea",
            rules: rules(datasetsText("description"), { required: false, max: DESCRIPTION_MAX }),
          },
        ]}
        initialValues={
          edit.row
            ? { teamName: edit.row.teamName, description: edit.row.description ?? "" }
            : { teamName: "", description: "" }
        }
        onSubmit={save}
      />
      <MembersDialog team={members} onClose={() => setMembers(null)} onSaved={list.refresh} />
      {confirmElement}
    </PageFrame>
  );
}
