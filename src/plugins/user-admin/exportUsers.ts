import { formatDateTime } from "../../ui/kit/dates";
import type { AdminUserView, UserAdminApi, UserFilterDraft } from "./api";
import { userAdminText } from "./messages";
import { t } from "../../core/messages";

/** Every user matching the filters, 1000 a page (the server's largest page). */
async function allUsers(api: UserAdminApi, filters: UserFilterDraft): Promise<AdminUserView[]> {
  const rows: AdminUserView[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const page = await api.users({ ...filters, pageNum, pageSize: 1000 });
    rows.push(...page.list);
    if (rows.length >= page.total || page.list.length === 0) return rows;
  }
}

/** Saves the filtered users as an .xlsx (write-excel-file, loaded only when exporting); cells are text. */
export async function exportUsers(api: UserAdminApi, filters: UserFilterDraft): Promise<void> {
  const users = await allUsers(api, filters);
  const header = [
    t("field.account"),
    userAdminText("displayName"),
    userAdminText("phone"),
    userAdminText("email"),
    userAdminText("idNumber"),
    userAdminText("organisation"),
    userAdminText("roles"),
    userAdminText("auditStatus"),
    t("field.status"),
    t("field.createTime"),
  ];
  const rows = users.map((user) => [
    user.userName,
    user.displayName,
    user.phone,
    user.email,
    user.idNumber,
    user.topGroup.map((group) => group.title).join("、"),
    user.roles.map((role) => role.name).join("、"),
    user.auditStatus === 1 ? userAdminText("audited") : userAdminText("unaudited"),
    user.enabled === 1 ? userAdminText("enabled") : userAdminText("disabled"),
    user.createdAt ? formatDateTime(user.createdAt) : "",
  ]);
  const { default: writeXlsxFile } = await import("write-excel-file/browser");
  const blob = await writeXlsxFile(
    [
      header.map((value) => ({ value, fontWeight: "bold" as const })),
      ...rows.map((row) => row.map((value) => ({ value, type: String }))),
    ],
    { sheet: userAdminText("exportName"), columns: header.map(() => ({ width: 20 })), stickyRowsCount: 1 },
  ).toBlob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${userAdminText("exportName")}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
