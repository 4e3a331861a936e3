import { useCallback, useRef, useState, type ReactNode } from "react";
import { type Intent } from "@blueprintjs/core";
import { ConfirmAlert } from "../ConfirmAlert";
import { t } from "../../../core/messages";
import { listText } from "./listMessages";
/**
 * Confirmations as promises (Blueprint Alert). A hook gives `ask` and the element to render once:
 *
 *   const { confirmDelete, confirmElement } = useConfirmDelete();
 *   if (await confirmDelete(row.dataSetName)) { await api.remove(http, row.id); list.afterDelete(); }
 *   return <>{…}{confirmElement}</>;
 *
 * `confirmDelete()` asks 确认删除吗？, `confirmDelete(name)` 确认删除“name”吗？; 确认 resolves true,
 * 取消 (or Escape) false. `useConfirm()` is the same for any message (the public switch uses it).
 */

export interface ConfirmOptions {
  intent?: Intent;
  confirmText?: string;
  icon?: "trash" | "warning-sign" | "help";
}

interface Pending extends ConfirmOptions {
  message: ReactNode;
  resolve: (answer: boolean) => void;
}

export function useConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const ask = useCallback(
    (message: ReactNode, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...options, message, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const settle = (answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  };
  const element = (
    <ConfirmAlert
      isOpen={pending !== null}
      intent={pending?.intent ?? "primary"}
      icon={pending?.icon ?? "help"}
      confirmButtonText={pending?.confirmText ?? t("confirm.ok")}
      cancelButtonText={t("confirm.cancel")}
      canEscapeKeyCancel
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    >
      {pending?.message}
    </ConfirmAlert>
  );
  return { ask, element };
}

export function deleteMessage(name?: string): string {
  return name ? listText("confirmDeleteNamed", { name }) : listText("confirmDelete");
}

export function useConfirmDelete() {
  const { ask, element } = useConfirm();
  const confirmDelete = useCallback(
    (name?: string) => ask(deleteMessage(name), { intent: "danger", icon: "trash" }),
    [ask],
  );
  return { confirmDelete, confirmElement: element };
}
