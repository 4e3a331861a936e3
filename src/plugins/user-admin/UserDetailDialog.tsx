import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { formatDateTime } from "../../ui/kit/dates";
import type { AdminUser } from "./api";
import { ut } from "./messages";
import { TAB_OPTIONS } from "./userFields";

/** 详情: every field of a user, read-only. */
export function UserDetailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const rows: [string, string][] = user
    ? [
        [t("field.account"), user.userName],
        [ut("displayName"), user.displayName],
        [ut("phone"), user.phone || "—"],
        [ut("email"), user.email || "—"],
        [ut("idNumber"), user.idNumber || "—"],
        [ut("belongSystem"), TAB_OPTIONS.find((option) => option.value === user.belongSystem)?.label ?? "—"],
        [ut("organisation"), user.topGroup.map((group) => group.title).join("、") || "—"],
        [ut("roles"), user.roles.map((role) => role.name).join("、") || "—"],
        [ut("auditStatus"), user.auditStatus === 1 ? ut("audited") : ut("unaudited")],
        [t("field.status"), user.enabled === 1 ? ut("enabled") : ut("disabled")],
        [t("field.createTime"), user.createdAt ? formatDateTime(user.createdAt) : "—"],
      ]
    : [];
  return (
    <Dialog isOpen={user !== null} title={`${ut("detail")} · ${user?.userName ?? ""}`} onClose={onClose}>
      <DialogBody>
        <HTMLTable compact aria-label={ut("detail")}>
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
