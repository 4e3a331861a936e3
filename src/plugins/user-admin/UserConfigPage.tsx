import { useEffect, useMemo, useState } from "react";
import { Button, HTMLSelect, InputGroup, Switch, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore, usePermissions } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import {
  FilterBar,
  PagedTable,
  RowActions,
  useConfirm,
  useConfirmDelete,
  usePagedList,
  type Column,
} from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { userAdminApi, type AdminUserView, type RoleView, type UserFilterDraft } from "./api";
import { AvatarDialog } from "./AvatarDialog";
import { exportUsers } from "./exportUsers";
import { ImportDialog } from "./ImportDialog";
import { userAdminText } from "./messages";
import { USER_ADMIN_CODES } from "./permissions";
import { UserDetailDialog } from "./UserDetailDialog";
import { UserDialogs, type UserDialog } from "./UserDialogs";
import { useFailureTip } from "./useTip";

const NO_FILTERS: UserFilterDraft = {
  userName: "",
  displayName: "",
  groupId: "",
  auditStatus: "",
  enabled: "",
};

/**
 * Back office user-management/user-config (mgmt/users): users filtered by account, name, organisation,
 * audit status and enabled; detail, create, edit, audit, enable / disable, delete, reset password,
 * avatar, roles, import from a spreadsheet and export. Create, import and delete show with their
 * codes (userM-add, userM-import, userM-del), assigning roles with the role screen's (role-manage).
 */
export default function UserConfigPage() {
  const core = useCore();
  const api = useMemo(() => userAdminApi(core.http), [core.http]);
  const [draft, setDraft] = useState<UserFilterDraft>(NO_FILTERS);
  const [groups, setGroups] = useState<{ id: string; title: string }[]>([]);
  const [roles, setRoles] = useState<RoleView[]>([]);
  const [dialog, setDialog] = useState<UserDialog | null>(null);
  const [detail, setDetail] = useState<AdminUserView | null>(null);
  const [avatarOf, setAvatarOf] = useState<AdminUserView | null>(null);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const list = usePagedList((query) => api.users(query), { filters: NO_FILTERS });
  const { ask, element: confirmElement } = useConfirm();
  const { confirmDelete, confirmElement: deleteElement } = useConfirmDelete();
  const tip = useFailureTip();
  const permissions = usePermissions();
  const can = (code: string) => permissions.has(code);

  useEffect(() => {
    api.groups().then(setGroups, () => setGroups([]));
    api.allRoles().then(setRoles, () => setRoles([]));
  }, [api]);

  const toggle = async (row: AdminUserView) => {
    if (!(await ask(t("switch.confirm"), { intent: "warning", icon: "warning-sign" }))) return;
    await api.setEnabled(row.id, row.enabled !== 1).catch(tip);
    list.refresh();
  };

  const audit = async (row: AdminUserView) => {
    if (!(await ask(userAdminText("auditConfirm", { name: row.userName }), { intent: "primary" }))) return;
    await api.audit(row.id).catch(tip);
    list.refresh();
  };

  const remove = async (row: AdminUserView) => {
    if (!(await confirmDelete(row.userName))) return;
    try {
      await api.removeUser(row.id);
      list.afterDelete();
    } catch (error) {
      tip(error);
    }
  };

  const runExport = async () => {
    setExporting(true);
    await exportUsers(api, list.filters).catch(() => undefined);
    setExporting(false);
  };

  const columns: Column<AdminUserView>[] = [
    { key: "userName", title: t("field.account"), render: (row) => row.userName },
    { key: "displayName", title: userAdminText("displayName"), render: (row) => row.displayName },
    { key: "phone", title: userAdminText("phone"), render: (row) => row.phone || "—" },
    {
      key: "group",
      title: userAdminText("organisation"),
      render: (row) => row.topGroup.map((group) => group.title).join("、") || "—",
    },
    {
      key: "roles",
      title: userAdminText("roles"),
      className: "ws-user-admin-tags",
      render: (row) =>
        row.roles.map((role) => (
          <Tag key={role.id} minimal>
            {role.name}
          </Tag>
        )),
    },
    {
      key: "audit",
      title: userAdminText("auditStatus"),
      render: (row) => (
        <Tag minimal intent={row.auditStatus === 1 ? "success" : "warning"}>
          {row.auditStatus === 1 ? userAdminText("audited") : userAdminText("unaudited")}
        </Tag>
      ),
    },
    {
      key: "enabled",
      title: t("field.status"),
      render: (row) => (
        <Switch
          role="switch"
          checked={row.enabled === 1}
          label={row.enabled === 1 ? userAdminText("enabled") : userAdminText("disabled")}
          aria-label={`${t("field.status")} ${row.userName}`}
          onChange={() => void toggle(row)}
        />
      ),
    },
    {
      key: "createdAt",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      render: (row) => (row.createdAt ? formatDateTime(row.createdAt) : "—"),
    },
  ];

  const action = (text: string, run: () => void) => (
    <Button size="small" variant="minimal" text={text} onClick={run} />
  );
  const select = (key: keyof UserFilterDraft, label: string, options: { value: string; label: string }[]) => (
    <HTMLSelect
      aria-label={label}
      value={draft[key]}
      onChange={(event) => setDraft((prev) => ({ ...prev, [key]: event.target.value }))}
      options={options}
    />
  );
  const text = (key: "userName" | "displayName", label: string) => (
    <InputGroup
      size="small"
      placeholder={label}
      aria-label={label}
      value={draft[key]}
      onValueChange={(value) => setDraft((prev) => ({ ...prev, [key]: value }))}
    />
  );

  return (
    <PageFrame
      title={userAdminText("usersTitle")}
      toolbar={
        <>
          {can(USER_ADMIN_CODES.import) && (
            <Button icon="import" text={userAdminText("import")} onClick={() => setImporting(true)} />
          )}
          <Button
            icon="export"
            text={userAdminText("export")}
            loading={exporting}
            onClick={() => void runExport()}
          />
          {can(USER_ADMIN_CODES.add) && (
            <Button
              intent="primary"
              icon="plus"
              text={userAdminText("addUser")}
              onClick={() => setDialog({ kind: "form", user: null })}
            />
          )}
        </>
      }
    >
      <FilterBar
        onSearch={() =>
          list.search({ ...draft, userName: draft.userName.trim(), displayName: draft.displayName.trim() })
        }
        onReset={() => {
          setDraft(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        {text("userName", t("field.account"))}
        {text("displayName", userAdminText("displayName"))}
        {select("groupId", userAdminText("organisation"), [
          { value: "", label: userAdminText("allOrganisations") },
          ...groups.map((group) => ({ value: group.id, label: group.title })),
        ])}
        {select("auditStatus", userAdminText("auditStatus"), [
          { value: "", label: userAdminText("allAudit") },
          { value: "1", label: userAdminText("audited") },
          { value: "0", label: userAdminText("unaudited") },
        ])}
        {select("enabled", t("field.status"), [
          { value: "", label: userAdminText("allEnabled") },
          { value: "1", label: userAdminText("enabled") },
          { value: "0", label: userAdminText("disabled") },
        ])}
      </FilterBar>
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        aria-label={userAdminText("usersTitle")}
        actions={(row) => (
          <RowActions
            onEdit={() => setDialog({ kind: "form", user: row })}
            onDelete={can(USER_ADMIN_CODES.remove) ? () => void remove(row) : undefined}
          >
            {action(userAdminText("detail"), () => setDetail(row))}
            {row.auditStatus !== 1 && action(userAdminText("audit"), () => void audit(row))}
            {can(USER_ADMIN_CODES.roleScreen) &&
              action(userAdminText("assignRoles"), () => setDialog({ kind: "roles", user: row }))}
            {action(userAdminText("resetPassword"), () => setDialog({ kind: "password", user: row }))}
            {action(userAdminText("avatar"), () => setAvatarOf(row))}
          </RowActions>
        )}
      />
      <UserDialogs
        dialog={dialog}
        api={api}
        groups={groups}
        roles={roles}
        onSaved={() => list.refresh()}
        onClose={() => setDialog(null)}
      />
      <UserDetailDialog user={detail} onClose={() => setDetail(null)} />
      <AvatarDialog user={avatarOf} api={api} onClose={() => setAvatarOf(null)} />
      <ImportDialog
        isOpen={importing}
        api={api}
        onClose={() => setImporting(false)}
        onImported={() => list.refresh()}
      />
      {confirmElement}
      {deleteElement}
    </PageFrame>
  );
}
