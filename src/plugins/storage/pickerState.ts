import { BehaviorSubject } from "rxjs";
import type { FileRow } from "./api";
import type { PickerType } from "./picker";

/** The open picker request, shared by the service (`storage.picker`) and the plugin's overlay. */
export interface PickerRequest {
  type: PickerType;
  resolve: (row: FileRow | null) => void;
}

export const pickerRequest = new BehaviorSubject<PickerRequest | null>(null);

/** Opens the picker; resolves with the confirmed file, or null when it is closed. */
export function openPicker(type: PickerType): Promise<FileRow | null> {
  pickerRequest.value?.resolve(null);
  return new Promise((resolve) => pickerRequest.next({ type, resolve }));
}

export function settlePicker(row: FileRow | null): void {
  const request = pickerRequest.value;
  pickerRequest.next(null);
  request?.resolve(row);
}
