import { t } from "../../core/messages";
import { useMemo, useState } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FormDialog,
  listText,
  PagedTable,
  RowActions,
  useConfirmDelete,
  type Column,
} from "../../ui/kit/list";
import { loadFailureText } from "../../ui/kit/list/failureText";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { PortalMenu } from "../shared/portalContent";
import { portalAdminApi } from "./api";
import { portalAdminText } from "./messages";
import { initialValues, menuBody, menuFields, type MenuValues } from "./menuFields";

type Editing = { menu: PortalMenu | null; parentId: number | null } | null;

/**
 * 模板菜单: the portal's main menus and their sub-menus in order (上移 / 下移), each leading to a page
 * or an external link, flagged for the home page or not; add, edit, delete.
 */
export default function TempMenuPage() {
  const { http } = useCore();
  const api = useMemo(() => portalAdminApi(http), [http]);
  const menus = useLoaded(() => api.menus(), "menus");
  const pages = useLoaded(() => api.pageOptions(), "pages");
  const [editing, setEditing] = useState<Editing>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const rows = (menus.data ?? []).flatMap((menu) => [menu, ...menu.subMenuNameListMap]);
  const siblingsOf = (menu: PortalMenu) =>
    menu.parentId === null
      ? (menus.data ?? [])
      : ((menus.data ?? []).find((main) => main.id === menu.parentId)?.subMenuNameListMap ?? []);

  const move = async (menu: PortalMenu, direction: -1 | 1) => {
    await api.moveMenu(menu.id, direction).then(menus.reload, () => undefined);
  };
  const remove = async (menu: PortalMenu) => {
    if (!(await confirmDelete(menu.mainMenuName))) return;
    await api.removeMenu(menu.id).then(menus.reload, () => undefined);
  };
  const save = async (values: MenuValues) => {
    await api.saveMenu(menuBody(values), editing?.menu?.id);
    menus.reload();
  };

  const columns: Column<PortalMenu>[] = [
    {
      key: "name",
      title: portalAdminText("menuName"),
      render: (row) =>
        row.parentId === null ? (
          <strong>{row.mainMenuName}</strong>
        ) : (
          <span className="ws-portal-admin-sub">└ {row.mainMenuName}</span>
        ),
    },
    {
      key: "type",
      title: portalAdminText("configType"),
      width: 90,
      render: (row) => (row.configType === 2 ? portalAdminText("typeLink") : portalAdminText("typePage")),
    },
    {
      key: "target",
      title: portalAdminText("target"),
      render: (row) => (row.configType === 2 ? row.menuUrl : row.tempTitle || "-"),
    },
    {
      key: "relation",
      title: portalAdminText("relationStatus"),
      width: 90,
      render: (row) => (
        <Tag minimal intent={row.relationStatus ? "success" : "none"}>
          {row.relationStatus ? portalAdminText("related") : portalAdminText("unrelated")}
        </Tag>
      ),
    },
    {
      key: "home",
      title: portalAdminText("homePageFlag"),
      width: 80,
      render: (row) => (row.homePageFlag ? portalAdminText("yes") : portalAdminText("no")),
    },
    { key: "introduction", title: portalAdminText("introduction"), render: (row) => row.introduction || "-" },
  ];

  return (
    <PageFrame
      title={portalAdminText("menus")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: t("shell.menu") })}
          onClick={() => setEditing({ menu: null, parentId: null })}
        />
      }
    >
      <PagedTable
        aria-label={portalAdminText("menus")}
        rows={rows}
        loading={menus.loading && !menus.data}
        error={menus.failed ? loadFailureText(menus.error) : null}
        onRetry={menus.reload}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth={300}
        actions={(row) => {
          const siblings = siblingsOf(row);
          const at = siblings.findIndex((menu) => menu.id === row.id);
          return (
            <RowActions
              onEdit={() => setEditing({ menu: row, parentId: row.parentId })}
              onDelete={() => void remove(row)}
            >
              <Button
                size="small"
                variant="minimal"
                text={portalAdminText("moveUp")}
                disabled={at <= 0}
                onClick={() => void move(row, -1)}
              />
              <Button
                size="small"
                variant="minimal"
                text={portalAdminText("moveDown")}
                disabled={at >= siblings.length - 1}
                onClick={() => void move(row, 1)}
              />
              {row.parentId === null && (
                <Button
                  size="small"
                  variant="minimal"
                  text={portalAdminText("addSubMenu")}
                  onClick={() => setEditing({ menu: null, parentId: row.id })}
                />
              )}
            </RowActions>
          );
        }}
      />
      <FormDialog<MenuValues>
        isOpen={editing !== null}
        mode={editing?.menu ? "edit" : "create"}
        entity={t("shell.menu")}
        fields={menuFields(menus.data ?? [], pages.data ?? [], editing?.menu?.id)}
        initialValues={initialValues(editing?.menu ?? null, editing?.parentId ?? null)}
        onSubmit={async (values) => {
          await save(values);
          pages.reload();
        }}
        onClose={() => setEditing(null)}
      />
      {confirmElement}
    </PageFrame>
  );
}
