import { HTTP_TEXT } from "../../lib/messages";

/** The models module's texts (the screens show them as the refusal's message). */
export const MODELS_TEXT = {
  nameEmpty: "模型名称不能为空",
  nameTooLong: HTTP_TEXT.tooLong("模型名称", 50),
  nameTaken: "模型名称已存在，请换一个名称",
  descriptionTooLong: HTTP_TEXT.tooLong("描述", 500),
  categoryEmpty: "请选择模型类别",
  notFound: "模型不存在",
  versionNotFound: "模型版本不存在",
  runNotFound: "训练不存在",
  runNotFinished: "该训练尚未完成，无法注册模型版本",
  runHasNoCheckpoint: "该训练没有模型文件，无法注册模型版本",
  runRegistered: "该训练已注册为此模型的版本",
  pathEmpty: "请选择模型文件",
  pathOutside: "此路径无法查看！",
  versionClosed: "模型版本已关闭",
  hasVersions: "该模型还有版本，请先删除其版本",
  algorithmVersionNotFound: "算法版本不存在",
  usedByServices: (names: string[]) =>
    `该模型版本已发布为服务（${names.join("、")}），请先删除这些服务再删除版本`,
  noFile: "无可下载文件！",
  imageFormat: "请上传以下文件格式：png、jpg、jpeg",
  imageTooLarge: "文件大小限制：2048kb",
  imageEmpty: "请选择示例图片",
} as const;

/** What a user picks as a model's category (the overview's classification distribution). */
export const MODEL_CATEGORIES = ["目标检测", "图像分类", "其他"] as const;

/** A version's status and the words a user sees for it. */
export const VERSION_STATUS_TEXT = { 1: "可用", 0: "已关闭" } as const;
