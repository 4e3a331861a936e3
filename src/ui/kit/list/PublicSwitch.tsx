import { useState } from "react";
import { Switch } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { useConfirm } from "./confirmDelete";
/**
 * A public / private switch that asks 确认切换状态吗？ first, shows the new state while saving and
 * goes back when the call fails (the http layer has shown the tip).
 *
 *   <PublicSwitch checked={row.isPublic === 1} label={`公开 ${row.dataSetName}`}
 *     onChange={(next) => api.updatePublic(http, row.id, next)} onChanged={list.refresh} />
 */

export interface PublicSwitchProps {
  checked: boolean;
  onChange: (next: boolean) => Promise<unknown>;
  onChanged?: () => void;
  /** Accessible name (e.g. the row's name). */
  label?: string;
  disabled?: boolean;
}

export function PublicSwitch({ checked, onChange, onChanged, label, disabled }: PublicSwitchProps) {
  const { ask, element } = useConfirm();
  const [shown, setShown] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    const next = !checked;
    if (!(await ask(t("switch.confirm"), { intent: "warning", icon: "warning-sign" }))) return;
    setShown(next);
    setBusy(true);
    try {
      await onChange(next);
      onChanged?.();
    } catch {
      setShown(null);
    } finally {
      setBusy(false);
    }
  };
  // The new state shows until the row's own value catches up (after a refresh).
  if (shown !== null && shown === checked && !busy) setShown(null);
  return (
    <>
      <Switch
        className="ws-public-switch"
        role="switch"
        checked={shown ?? checked}
        disabled={disabled || busy}
        aria-label={label}
        onChange={() => void toggle()}
      />
      {element}
    </>
  );
}
