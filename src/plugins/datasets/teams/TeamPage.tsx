import { useState } from "react";
import { Button } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import {
  RowActions,
  FormDialog,
  ListToolbar,
  lt,
  PagedTable,
  rules,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  type Column,
} from "../../../ui/kit/list";
import { createTeam, deleteTeam, pageTeams, updateTeam } from "../api";
import { DESCRIPTION_MAX } from "../datasetForm";
import { dt } from "../messages";
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
    { key: "id", title: dt("teamId"), width: 70, render: (row) => row.teamId },
    { key: "name", title: dt("teamName"), width: 180, render: (row) => row.teamName },
    { key: "description", title: dt("description"), render: (row) => row.description || "-" },
    { key: "members", title: dt("memberCount"), width: 70, render: (row) => row.memberCount },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 150,
      render: (row) => row.createTime,
    },
  ];
  return (
    <PageFrame title={dt("teamTitle")} className="ws-ds-page">
      <ListToolbar
        label={dt("teamName")}
        onSearch={(teamName) => list.search({ teamName })}
        addText={lt("createTitle", { entity: dt("team") })}
        onAdd={edit.openNew}
      />
      <PagedTable
        aria-label={dt("teamTitle")}
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
              text={dt("members")}
              onClick={() => setMembers(row)}
            />
          </RowActions>
        )}
      />
      <FormDialog<TeamValues>
        {...edit.dialogProps}
        entity={dt("team")}
        fields={[
          {
            name: "teamName",
            label: dt("teamName"),
            kind: "input",
            rules: rules(dt("teamName"), { max: TEAM_NAME_MAX }),
          },
          {
            name: "description",
            label: dt("description"),
            kind: "textarea",
            rules: rules(dt("description"), { required: false, max: DESCRIPTION_MAX }),
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
