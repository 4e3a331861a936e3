import { useEffect, useMemo } from "react";
import { Button, HTMLTable, Intent, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore, useSession } from "../../ui/CoreContext";
import { HpcRequired } from "../../ui/kit/HpcRequired";
import { BIND_HPC_COMMAND } from "../../core/commands";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useRunCommand } from "../../ui/kit/useRunCommand";
import { hpcApi } from "./api";
import { hpcText } from "./messages";

/** 用户HPC管理: the user's bound HPC accounts. */
export default function UserHpcPage() {
  const core = useCore();
  const session = useSession();
  const runCommand = useRunCommand();
  const api = useMemo(() => hpcApi(core.http), [core.http]);
  useEffect(() => {
    api
      .accounts()
      .then((list) => core.session.setHpcAccounts(list))
      .catch(() => undefined);
  }, [api, core.session]);

  return (
    <PageFrame
      title={t("user.hpcManage")}
      toolbar={<Button icon="key" text={t("user.bindHpc")} onClick={() => runCommand(BIND_HPC_COMMAND)} />}
    >
      <HTMLTable striped compact className="ws-table" aria-label={t("user.hpcManage")}>
        <thead>
          <tr>
            <th>{t("field.account")}</th>
            <th>{hpcText("accountType")}</th>
            <th>{hpcText("bindKind")}</th>
            <th>{hpcText("group")}</th>
            <th>{hpcText("inUse")}</th>
          </tr>
        </thead>
        <tbody>
          {session.hpcAccounts.map((account) => (
            <tr key={account.id}>
              <td>{account.account}</td>
              <td>{account.accountType === 1 ? hpcText("accountTypeHpc") : account.accountType}</td>
              <td>{account.bindType === 2 ? hpcText("userBound") : hpcText("selfBound")}</td>
              <td>{account.bindGroupName || "—"}</td>
              <td>
                {account.encryptAccount === session.encryptAccount ? (
                  <Tag intent={Intent.SUCCESS}>{hpcText("inUse")}</Tag>
                ) : (
                  "—"
                )}
              </td>
            </tr>
          ))}
          {session.hpcAccounts.length === 0 && (
            <tr>
              <td colSpan={5} className="bp6-text-muted">
                {t("table.empty")}
              </td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      {session.hpcAccountsLoaded && <HpcRequired />}
    </PageFrame>
  );
}
