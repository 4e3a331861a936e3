import { lazy, Suspense } from "react";
import { useObservableValue } from "../../ui/CoreContext";
import { pickerRequest, settlePicker } from "./pickerState";

const FilePickerDialog = lazy(() =>
  import("./FilePickerDialog").then((module) => ({ default: module.FilePickerDialog })),
);

/** Mounted by the shell while the plugin is active; the picker's code loads when first opened. */
export default function PickerOverlay() {
  const request = useObservableValue(pickerRequest, () => pickerRequest.value);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <FilePickerDialog type={request.type} onPick={settlePicker} onClose={() => settlePicker(null)} />
    </Suspense>
  );
}
