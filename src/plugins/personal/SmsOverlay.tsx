import { lazy, Suspense } from "react";
import { useObservableValue } from "../../ui/CoreContext";
import { useCloseOnRouteChange } from "../../ui/kit/closeOnRouteChange";
import { smsDialogOpen } from "./smsDialogState";

const SmsDialog = lazy(() => import("./SmsDialog"));

/** Mounted by the shell while the plugin is active; the dialog's code loads when first opened. */
export default function SmsOverlay() {
  const type = useObservableValue(smsDialogOpen, () => smsDialogOpen.value);
  useCloseOnRouteChange(type !== null, () => smsDialogOpen.next(null));
  if (type === null) return null;
  return (
    <Suspense fallback={null}>
      <SmsDialog key={type} type={type} onClose={() => smsDialogOpen.next(null)} />
    </Suspense>
  );
}
