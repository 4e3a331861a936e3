import { useMemo, useState } from "react";
import { Button, InputGroup, Tab, Tabs } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import {
  FilterBar,
  LoadFailure,
  PagedTable,
  RowActions,
  useConfirmDelete,
  usePagedList,
  type Column,
} from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { PERMISSION_TABS, type PermissionNode } from "../shared/permissionTree";
import { userAdminApi, type RoleView } from "./api";
import { RoleDialog, type RoleDraft } from "./RoleDialog";
import { userAdminText } from "./messages";
import { useFailureTip } from "./useTip";

const TAB_TITLES = { 1: userAdminText("tab1"), 2: userAdminText("tab2"), 3: userAdminText("tab3") } as const;

/**
 * Back office user-management/role: the roles of the three tabs (platform operation 1, operating
 * institution 2, enterprise institution 3); create, edit, copy and delete; the codes ticked in the
 * tab's permission tree. A user's menus follow their roles at the next codes fetch.
 */
export default function RolePage() {
  const core = useCore();
  const api = useMemo(() => userAdminApi(core.http), [core.http]);
  const [tab, setTab] = useState<number>(1);
  const [name, setName] = useState("");
  const tree = useLoaded<PermissionNode[]>(() => api.tree(tab), `tree:${tab}`);
  // The tab's tree, once answered: without it no role can be edited (an empty tree would untick all).
  const forest = tree.dataKey === `tree:${tab}` && !tree.failed ? tree.data : null;
  const [draft, setDraft] = useState<RoleDraft | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const tip = useFailureTip();
  const list = usePagedList((query) => api.roles(query), { filters: { name: "", belongSystem: 1 } });

  const switchTab = (next: number) => {
    setTab(next);
    setName("");
    list.search({ name: "", belongSystem: next });
  };

  const save = async (role: RoleDraft) => {
    const form = { name: role.name, belongSystem: tab, description: role.description, codes: role.codes };
    await (role.id ? api.updateRole(role.id, form) : api.createRole(form));
    list.refresh();
  };

  const remove = async (row: RoleView) => {
    if (!(await confirmDelete(row.name))) return;
    try {
      await api.removeRole(row.id);
      list.afterDelete();
    } catch (error) {
      tip(error);
    }
  };

  const columns: Column<RoleView>[] = [
    { key: "name", title: userAdminText("roleName"), render: (row) => row.name },
    { key: "description", title: userAdminText("roleDescription"), render: (row) => row.description || "—" },
    {
      key: "codes",
      title: userAdminText("permissions"),
      render: (row) => userAdminText("permissionCount", { n: row.codes.length }),
    },
    { key: "users", title: userAdminText("userCount"), render: (row) => row.users },
    {
      key: "createdAt",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      render: (row) => formatDateTime(row.createdAt),
    },
  ];

  const blank: RoleDraft = { name: "", belongSystem: tab, description: "", codes: [] };
  return (
    <PageFrame
      title={userAdminText("roleTitle")}
      toolbar={
        <Button
          intent="primary"
          icon="plus"
          text={userAdminText("addRole")}
          disabled={!forest}
          onClick={() => setDraft(blank)}
        />
      }
    >
      <Tabs id="ws-role-tabs" selectedTabId={tab} onChange={(next) => switchTab(Number(next))}>
        {PERMISSION_TABS.map((entry) => (
          <Tab key={entry.belongSystem} id={entry.belongSystem} title={TAB_TITLES[entry.belongSystem]} />
        ))}
      </Tabs>
      <FilterBar
        onSearch={() => list.search({ name: name.trim(), belongSystem: tab })}
        onReset={() => {
          setName("");
          list.search({ name: "", belongSystem: tab });
        }}
      >
        <InputGroup
          size="small"
          leftIcon="search"
          placeholder={userAdminText("roleName")}
          aria-label={userAdminText("roleName")}
          value={name}
          onValueChange={setName}
        />
      </FilterBar>
      {tree.failed && (
        <LoadFailure prefix={userAdminText("treeFailed")} error={tree.error} onRetry={tree.reload} />
      )}
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        aria-label={userAdminText("roleTitle")}
        actions={(row) => (
          <RowActions
            onEdit={forest ? () => setDraft({ ...row }) : undefined}
            onDelete={() => void remove(row)}
          >
            <Button
              size="small"
              variant="minimal"
              text={t("action.copy")}
              disabled={!forest}
              onClick={() =>
                setDraft({
                  ...row,
                  id: undefined,
                  name: `${row.name}${userAdminText("copySuffix")}`,
                  codes: [...row.codes],
                })
              }
            />
          </RowActions>
        )}
      />
      <RoleDialog
        draft={forest ? draft : null}
        forest={forest ?? []}
        onSubmit={save}
        onClose={() => setDraft(null)}
      />
      {confirmElement}
    </PageFrame>
  );
}
