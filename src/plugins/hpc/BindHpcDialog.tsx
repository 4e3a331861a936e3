import { useCallback, useEffect, useMemo, useState } from "react";
import { Button, Callout, Dialog, DialogBody, HTMLTable, Intent, Tag } from "@blueprintjs/core";
import { ConfirmAlert } from "../../ui/kit/ConfirmAlert";
import { t } from "../../core/messages";
import type { HpcAccount } from "../../core/session";
import { useCore, useSession } from "../../ui/CoreContext";
import { hpcApi, type HpcAccountRow } from "./api";
import { BindHpcForm } from "./BindHpcForm";
import { hpcText } from "./messages";

/** Where switching sends the user before the page reloads (spec §4: the development platform home). */
export const AFTER_SWITCH_PATH = "/home/home-page";

export interface BindHpcDialogProps {
  onClose: () => void;
  /** Reloads the page after a switch; tests pass their own. */
  reload?: () => void;
}

/** 绑定/切换HPC账号: the accounts the user has bound (switch, edit, delete) and the binding form. */
export default function BindHpcDialog({ onClose, reload = () => location.reload() }: BindHpcDialogProps) {
  const core = useCore();
  const session = useSession();
  const api = useMemo(() => hpcApi(core.http), [core.http]);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<HpcAccount | null>(null);
  const [editing, setEditing] = useState({ account: "", round: 0 });
  const tip = useCallback(
    (intent: "success" | "warning", message: string) => core.bus.emit("hpc", "ui.tip", { intent, message }),
    [core.bus],
  );

  useEffect(() => {
    api
      .accounts()
      .then((list) => core.session.setHpcAccounts(list))
      .catch(() => undefined);
  }, [api, core.session]);

  const choose = (account: HpcAccount) => {
    if (account.encryptAccount === session.encryptAccount) {
      setNotice(hpcText("alreadyInUse"));
      tip("warning", hpcText("alreadyInUse"));
      return;
    }
    setNotice(null);
    setPending(account);
  };

  const confirmSwitch = async () => {
    if (!pending) return;
    await api.switchTo(pending.id);
    core.session.setCurrentHpcAccount(pending.encryptAccount);
    setPending(null);
    location.hash = AFTER_SWITCH_PATH;
    reload();
  };

  const remove = async (account: HpcAccount) => {
    core.session.setHpcAccounts(await api.unbind(account.id));
    tip("success", hpcText("unbound"));
  };

  const saved = useCallback(
    async (account: HpcAccountRow | undefined) => {
      core.session.setHpcAccounts(await api.accounts());
      tip("success", `${hpcText("bound")}${account ? `：${account.account}` : ""}`);
      onClose();
    },
    [api, core.session, onClose, tip],
  );

  return (
    <>
      <Dialog
        isOpen
        title={t("user.bindHpc")}
        icon="key"
        onClose={onClose}
        canOutsideClickClose={false}
        className="ws-hpc-dialog"
      >
        <DialogBody>
          {session.hpcAccounts.length > 0 && (
            <section aria-label={hpcText("boundAccounts")}>
              <h5 className="bp6-heading">{hpcText("boundAccounts")}</h5>
              <HTMLTable compact striped className="ws-hpc-accounts">
                <tbody>
                  {session.hpcAccounts.map((account) => {
                    const userBound = account.bindType === 2;
                    const inUse = account.encryptAccount === session.encryptAccount;
                    return (
                      <tr key={account.id} aria-label={account.account}>
                        <td>{account.account}</td>
                        <td>
                          <Tag minimal>{userBound ? hpcText("userBound") : hpcText("selfBound")}</Tag>{" "}
                          {inUse && <Tag intent={Intent.SUCCESS}>{hpcText("inUse")}</Tag>}
                        </td>
                        <td className="ws-hpc-actions">
                          <Button small text={hpcText("use")} onClick={() => choose(account)} />
                          <Button
                            small
                            minimal
                            text={t("action.edit")}
                            disabled={userBound}
                            onClick={() =>
                              setEditing((prev) => ({ account: account.account, round: prev.round + 1 }))
                            }
                          />
                          <Button
                            small
                            minimal
                            intent="danger"
                            text={t("action.delete")}
                            disabled={userBound}
                            onClick={() => void remove(account)}
                          />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </HTMLTable>
              {notice && (
                <Callout intent="warning" compact role="status">
                  {notice}
                </Callout>
              )}
            </section>
          )}
          <h5 className="bp6-heading">{hpcText("bindNew")}</h5>
          <BindHpcForm key={editing.round} account={editing.account} onSaved={saved} />
        </DialogBody>
      </Dialog>
      <ConfirmAlert
        isOpen={pending !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t("confirm.ok")}
        cancelButtonText={t("confirm.cancel")}
        canEscapeKeyCancel={false}
        canOutsideClickCancel={false}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setPending(null)}
      >
        {hpcText("switchWarning")}
      </ConfirmAlert>
    </>
  );
}
