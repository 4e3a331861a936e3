import { lazy, Suspense } from "react";
import { useObservableValue } from "../../ui/CoreContext";
import { useCloseOnRouteChange } from "../../ui/kit/closeOnRouteChange";
import { bindDialogOpen } from "./dialogState";

const BindHpcDialog = lazy(() => import("./BindHpcDialog"));

/** Mounted by the shell while the plugin is active; the dialog's code loads when first opened. */
export default function BindHpcOverlay() {
  const open = useObservableValue(bindDialogOpen, () => bindDialogOpen.value);
  useCloseOnRouteChange(open, () => bindDialogOpen.next(false));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <BindHpcDialog onClose={() => bindDialogOpen.next(false)} />
    </Suspense>
  );
}
