import { HTTP_TEXT } from "../../lib/messages";

/** The texts AI服务's calls answer with (Chinese, shown verbatim). */
export const LEARNING_TEXT = {
  nameEmpty: "项目名称不能为空",
  nameTooLong: HTTP_TEXT.tooLong("项目名称", 50),
  nameTaken: (name: string) => `已有名为「${name}」的项目，请换一个名称`,
  descriptionTooLong: HTTP_TEXT.tooLong("项目描述", 500),
  notFound: "项目不存在",
  datasetVersionNotFound: "数据集版本不存在",
  datasetVersionNotAnnotated: "该数据集版本还没有标注，请先完成标注再训练",
  taskTypeInvalid: "请选择任务类型",
  versionNotFound: "算法版本不存在",
  versionNotDetection: "该算法版本不输出目标框（背景样本数为 0），不能用于目标检测",
  packageNotDetection: "该算法包的任务类型是图像分类（classification），不能用于目标检测",
  versionFirst: "请先选择算法版本，再设置训练预算",
  noEpochs: "该算法版本没有训练轮数，请按时长设置预算",
  trainingActive: "项目的训练尚未结束，请等待完成或先终止训练",
  taskNotFound: "训练任务不存在",
  taskMismatch: "训练任务与项目的设置不一致",
  notConfigured: "请先完成项目的训练设置",
  serviceNotFound: "服务不存在",
} as const;

export const PROJECT_NAME_MAX = 50;
export const PROJECT_DESCRIPTION_MAX = 500;

/** The two kinds of task a project trains for. */
export const TASK_TYPES = ["classification", "detection"] as const;
export type TaskType = (typeof TASK_TYPES)[number];
