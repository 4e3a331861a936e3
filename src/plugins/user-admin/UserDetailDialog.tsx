import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { formatDateTime } from "../../ui/kit/dates";
import type { AdminUserView } from "./api";
import { userAdminText } from "./messages";
import { TAB_OPTIONS } from "./userFields";

/** 详情: every field of a user, read-only. */
export function UserDetailDialog({ user, onClose }: { user: AdminUserView | null; onClose: () => void }) {
  const rows: [string, string][] = user
    ? [
        [t("field.account"), user.userName],
        [userAdminText("displayName"), user.displayName],
        [userAdminText("phone"), user.phone || "—"],
        [userAdminText("email"), user.email || "—"],
        [userAdminText("idNumber"), user.idNumber || "—"],
        [
          userAdminText("belongSystem"),
          TAB_OPTIONS.find((option) => option.value === user.belongSystem)?.label ?? "—",
        ],
        [userAdminText("organisation"), user.topGroup.map((group) => group.title).join("、") || "—"],
        [userAdminText("roles"), user.roles.map((role) => role.name).join("、") || "—"],
        [
          userAdminText("auditStatus"),
          user.auditStatus === 1 ? userAdminText("audited") : userAdminText("unaudited"),
        ],
        [t("field.status"), user.enabled === 1 ? userAdminText("enabled") : userAdminText("disabled")],
        [t("field.createTime"), user.createdAt ? formatDateTime(user.createdAt) : "—"],
      ]
    : [];
  return (
    <Dialog
      isOpen={user !== null}
      title={`${userAdminText("detail")} · ${user?.userName ?? ""}`}
      onClose={onClose}
    >
      <DialogBody>
        <HTMLTable compact aria-label={userAdminText("detail")}>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
      <DialogFooter actions={<Button text={t("action.close")} onClick={onClose} />} />
    </Dialog>
  );
}
