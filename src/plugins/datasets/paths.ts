/** The plugin's page paths (pages link to each other through these). */
const BASE = "/home/dataset-management";

export const DATASET_MANAGEMENT_PATH = `${BASE}/dataset/management`;
/** The dataset detail page: `?id=` names the dataset. */
export const DATASET_DETAIL_PATH = `${BASE}/dataset/management/detail`;
export const DATASET_OVERVIEW_PATH = `${BASE}/dataset/overview`;
export const LABEL_GROUP_PATH = `${BASE}/label-group-management`;
export const TEAM_PATH = `${BASE}/annotation-team-management`;

export const detailHref = (id: number) => `${DATASET_DETAIL_PATH}?id=${id}`;
