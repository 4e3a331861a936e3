/**
 * Button codes of the datasets screens. AI domain spec §6 lists dataM-A01/A02/A03 among the
 * front-desk codes and says add, import and delete on lists each have a code; our reading, as for
 * calcM and modelM (A01-A03): A01 add, A02 edit, A03 delete, applied to 我的数据集's datasets and, as
 * the dataset's own content, its versions and images. Labels and teams have no action codes in the
 * spec: their buttons follow the page's code (labelM, label), which the route already demands.
 */
export const DATASET_CODES = {
  add: "dataM-A01",
  edit: "dataM-A02",
  remove: "dataM-A03",
} as const;
