import { lazy, Suspense } from "react";
import { useObservableValue } from "../../ui/CoreContext";
import { inspectorOpen } from "./inspectorOpen";

const InspectorDrawer = lazy(() => import("./InspectorDrawer"));

/** Mounted while the plugin is active; the drawer's code loads when it is first opened. */
export default function InspectorOverlay() {
  const open = useObservableValue(inspectorOpen, () => inspectorOpen.value);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InspectorDrawer />
    </Suspense>
  );
}
