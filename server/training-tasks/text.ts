import { HTTP_TEXT } from "../lib/messages";

/** The texts 训练任务's calls answer with (Chinese, shown verbatim). */
export const TASK_TEXT = {
  nameEmpty: "任务名称不能为空",
  nameTooLong: HTTP_TEXT.tooLong("任务名称", 50),
  nameTaken: (name: string) => `已有名为「${name}」的训练任务，请换一个名称`,
  descriptionTooLong: HTTP_TEXT.tooLong("描述", 500),
  notFound: "训练任务不存在",
  versionNotFound: "算法版本不存在",
  datasetVersionNotFound: "数据集版本不存在",
  labelGroupNotFound: "标签组不存在",
  hasActiveRuns: "该任务有尚未结束的训练，请先终止",
  runNotFound: "训练记录不存在",
} as const;

export const TASK_NAME_MAX = 50;
export const TASK_DESCRIPTION_MAX = 500;
