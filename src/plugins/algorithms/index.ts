import { definePlugin } from "../../core/pluginTypes";
import { STORAGE_PICKER } from "../shared/storagePicker";
import type { PageComponent } from "../../ui/CoreContext";
import { FRONT_DESK } from "../shared/menus/frontDesk";
import { ALGORITHM_CODES } from "../../contracts/algorithmCodes";

/** The page's route ref: link to it with `ALGORITHMS_PAGE.link()`. */
export const ALGORITHMS_PAGE = FRONT_DESK.models.algorithms;

/** The codes the page needs (the menu's chain; the server module asks for the same). */
export const ALGORITHMS_CODES = ALGORITHM_CODES.page;

/**
 * 算法管理: a list page (it claims the placeholder slot of the home menu).
 * Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const algorithmsPlugin = definePlugin<PageComponent>({
  id: "algorithms",
  title: "算法管理",
  // A version's package is picked from storage (VersionsDialog).
  optional: [STORAGE_PICKER],
  routes: [
    {
      path: ALGORITHMS_PAGE.path,
      title: "算法管理",
      permission: ALGORITHMS_CODES,
      load: () => import("./AlgorithmsPage"),
    },
  ],
});

export default algorithmsPlugin;
