import { useState } from "react";
import { Button, HTMLSelect, InputGroup, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { FilterBar, PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { listUserPermissions } from "./api";
import { systemText } from "./messages";
import type { UserPermission } from "./types";
import { UserCodesDialog } from "./UserCodesDialog";
import "./system.css";
import { CODE } from "../../contracts/permissionCodes";

interface Filters {
  keyword: string;
  code: string;
  area: string;
}
const NO_FILTERS: Filters = { keyword: "", code: "", area: "" };

/** The area codes (spec §6) and the areas they open. */
const AREAS: [code: string, title: string][] = [
  [CODE.businessHall, t("area.home")],
  [CODE.operation, t("area.operation")],
  [CODE.backstage, t("area.backstage")],
];
const areaTitle = (code: string) => AREAS.find(([area]) => area === code)?.[1] ?? code;

const columns: Column<UserPermission>[] = [
  { key: "account", title: t("field.account"), width: 110, render: (row) => row.userName },
  { key: "name", title: systemText("displayName"), width: 110, render: (row) => row.displayName },
  { key: "groups", title: systemText("groups"), render: (row) => row.groups.join("、") || "-" },
  {
    key: "status",
    title: t("field.status"),
    width: 130,
    render: (row) => (
      <>
        <Tag minimal intent={row.disabled ? "danger" : "success"}>
          {row.disabled ? systemText("disabled") : systemText("enabled")}
        </Tag>{" "}
        <Tag minimal intent={row.auditStatus === 0 && row.belongSystem !== 1 ? "warning" : "none"}>
          {row.auditStatus === 0 && row.belongSystem !== 1 ? systemText("unaudited") : systemText("audited")}
        </Tag>
      </>
    ),
  },
  {
    key: "areas",
    title: systemText("areas"),
    render: (row) => (
      <span className="ws-sys-codes">
        {row.areas.length === 0
          ? "-"
          : row.areas.map((area) => (
              <Tag key={area} minimal intent="primary">
                {areaTitle(area)}
              </Tag>
            ))}
      </span>
    ),
  },
  { key: "count", title: systemText("codeCount"), width: 70, render: (row) => row.codes.length },
];

/**
 * 用户与权限: every user with what they may do now (their codes, so their roles), filtered by account or
 * name, by a code they hold (who may open this page?) and by area; 查看 lists a user's codes with the
 * menu entries they open.
 */
export default function UsersPermissionsPage() {
  const { http } = useCore();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [shown, setShown] = useState<UserPermission | null>(null);
  const list = usePagedList((query) => listUserPermissions(http, query), { filters: NO_FILTERS });
  const set = (patch: Partial<Filters>) => setDraft((prev) => ({ ...prev, ...patch }));
  return (
    <PageFrame title={systemText("usersTitle")}>
      <FilterBar
        aria-label={systemText("usersTitle")}
        onSearch={() =>
          list.search({ keyword: draft.keyword.trim(), code: draft.code.trim(), area: draft.area })
        }
        onReset={() => {
          setDraft(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={systemText("nameOrAccount")}
          placeholder={systemText("nameOrAccount")}
          value={draft.keyword}
          onChange={(event) => set({ keyword: event.currentTarget.value })}
        />
        <InputGroup
          size="small"
          aria-label={systemText("codeFilter")}
          placeholder={systemText("codeFilter")}
          value={draft.code}
          onChange={(event) => set({ code: event.currentTarget.value })}
        />
        <HTMLSelect
          aria-label={systemText("areaCode")}
          value={draft.area}
          onChange={(event) => set({ area: event.currentTarget.value })}
        >
          <option value="">{systemText("allAreas")}</option>
          {AREAS.map(([code, title]) => (
            <option key={code} value={code}>
              {title}
            </option>
          ))}
        </HTMLSelect>
      </FilterBar>
      <PagedTable
        aria-label={systemText("usersTitle")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => (
          <Button
            size="small"
            variant="minimal"
            intent="primary"
            text={t("action.view")}
            onClick={() => setShown(row)}
          />
        )}
      />
      <UserCodesDialog user={shown} onClose={() => setShown(null)} />
    </PageFrame>
  );
}
