import { definePlugin } from "../../core/pluginTypes";
import { STORAGE_PICKER } from "../shared/storagePicker";
import type { PageComponent } from "../../ui/CoreContext";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import { CODE } from "../../contracts/permissionCodes";

/**
 * 文件传输 of the back office (ai-domain §2): transfers between the user's storage and datasets, with
 * their records and progress. The title is literal: the manifest is in the boot bundle.
 */
export default definePlugin<PageComponent>({
  id: CODE.fileTransfer,
  title: "文件传输",
  // The transfer dialog picks its storage path with the storage picker.
  optional: [STORAGE_PICKER],
  routes: [
    {
      path: BACK_OFFICE.fileTransfer.path,
      title: "文件传输",
      permission: [CODE.fileTransfer],
      load: () => import("./FileTransferPage"),
    },
  ],
});
