import { createRouteRef } from "../../core/routeRef";
import { FRONT_DESK } from "../shared/menus/frontDesk";

/** The plugin's pages: the menu's two (claimed slots) and a model's versions (`?modelId=`). */
export const MODEL_PAGES = {
  overview: FRONT_DESK.models.overview,
  models: FRONT_DESK.models.myModels,
  versions: createRouteRef(`${FRONT_DESK.models.myModels.path}/versions`).withQuery<{ modelId: number }>(),
} as const;
