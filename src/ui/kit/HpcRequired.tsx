import type { ReactNode } from "react";
import { Button, NonIdealState } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useSession } from "../CoreContext";
import { BIND_HPC_COMMAND } from "../../core/commands";
import { useRunCommand } from "./useRunCommand";

/** Whether the signed-in user has an HPC account bound. */
export function useHasHpc(): boolean {
  return useSession().hpcAccounts.length > 0;
}

/**
 * 无法操作，请点击右上角头像绑定HPC账号后重试。 with a button that opens the binding dialog (the
 * command "hpc.bind"). Wrap what needs an HPC account: without one, this notice shows instead.
 */
export function HpcRequired({ children }: { children?: ReactNode }) {
  const hasHpc = useHasHpc();
  const runCommand = useRunCommand();
  if (hasHpc) return <>{children}</>;
  return (
    <NonIdealState
      icon="key"
      className="ws-hpc-required"
      description={t("hpc.missing")}
      action={
        <Button intent="primary" text={t("user.bindNow")} onClick={() => runCommand(BIND_HPC_COMMAND)} />
      }
    />
  );
}
