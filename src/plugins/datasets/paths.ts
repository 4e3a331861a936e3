import { createRouteRef } from "../../core/routeRef";
import { FRONT_DESK } from "../shared/menus/frontDesk";

/**
 * The plugin's pages as typed route refs: the menu's pages are the front desk's refs (the plugin's
 * routes claim their slots), the detail page is its own. Pages link with `.link()`:
 * `DATASET_PAGES.detail.link({}, { id: 7 })` is `/home/dataset-management/dataset/management/detail?id=7`.
 */
export const DATASET_PAGES = {
  overview: FRONT_DESK.datasets.overview,
  management: FRONT_DESK.datasets.management,
  /** The dataset detail page: `?id=` names the dataset; `from=overview` when 数据集概览 opened it (its back goes there). */
  detail: createRouteRef(`${FRONT_DESK.datasets.management.path}/detail`).withQuery<{
    id: number;
    from?: "overview";
  }>(),
  /** 版本对比: `?id=` the dataset, `base=` and `target=` the two versions. */
  compare: createRouteRef(`${FRONT_DESK.datasets.management.path}/compare`).withQuery<{
    id: number;
    base?: number;
    target?: number;
  }>(),
  labelGroups: FRONT_DESK.datasets.labelGroups,
  teams: FRONT_DESK.datasets.annotationTeams,
} as const;
