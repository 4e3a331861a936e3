import { Dialog, DialogBody, HTMLTable, NonIdealState } from "@blueprintjs/core";
import { codeTitle } from "./codeTitles";
import { systemText } from "./messages";
import type { UserPermission } from "./types";

/** Every code a user holds, in order, with the menu entry it opens where it is a menu's code. */
export function UserCodesDialog({ user, onClose }: { user: UserPermission | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={user !== null}
      title={systemText("codesOf", { user: user ? `${user.displayName}（${user.userName}）` : "" })}
      onClose={onClose}
      style={{ width: 560 }}
    >
      <DialogBody>
        {user && user.codes.length === 0 ? (
          <NonIdealState icon="lock" description={systemText("noCodes")} />
        ) : (
          <HTMLTable
            compact
            striped
            aria-label={systemText("codesOf", { user: user?.userName ?? "" })}
            style={{ width: "100%" }}
          >
            <thead>
              <tr>
                <th>{systemText("code")}</th>
                <th>{systemText("menuTitle")}</th>
              </tr>
            </thead>
            <tbody>
              {(user?.codes ?? []).map((code) => (
                <tr key={code}>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td>{codeTitle(code) ?? "-"}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
    </Dialog>
  );
}
