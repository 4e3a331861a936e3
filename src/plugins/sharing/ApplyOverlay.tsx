import { lazy, Suspense } from "react";
import { useObservableValue } from "../../ui/CoreContext";
import { useCloseOnRouteChange } from "../../ui/kit/closeOnRouteChange";
import { applyTarget } from "./applyState";

const ApplyDialog = lazy(() => import("./ApplyDialog"));

/** Mounted by the shell while the plugin is active; the dialog's code loads when first opened. */
export default function ApplyOverlay() {
  const target = useObservableValue(applyTarget, () => applyTarget.value);
  useCloseOnRouteChange(target !== null, () => applyTarget.next(null));
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <ApplyDialog
        key={`${target.resourceType}-${target.id}`}
        target={target}
        onClose={() => applyTarget.next(null)}
      />
    </Suspense>
  );
}
