/** The dataset texts shared by the dataset routes, the format engine and the training engine. */
export const DATASET_TEXT = {
  name: "数据集名称",
  exists: "数据集名称已存在",
  notFound: "数据集不存在",
  versionNotFound: "版本不存在",
  itemNotFound: "数据不存在",
  inUse: "数据集已被标注任务使用，无法删除",
  versionInUse: "版本已被标注任务使用，无法删除",
  lastVersion: "数据集至少保留一个版本，无法删除",
  itemInUse: "数据已被标注任务使用，无法删除",
  dataType: "只支持图片数据集（dataType: image）",
} as const;

export const versionName = (number: number) => `V${number}`;
