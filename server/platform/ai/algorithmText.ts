import { HTTP_TEXT } from "../../lib/messages";

/** The texts 算法管理's calls answer with (Chinese, shown verbatim). */
export const ALGORITHM_TEXT = {
  typeNameEmpty: "类型名称不能为空",
  typeNameTooLong: HTTP_TEXT.tooLong("类型名称", 20),
  typeNameTaken: "同级下已有同名类型",
  typeNotFound: "算法类型不存在",
  parentNotRoot: "只能在一级类型下新建子类型",
  typeInUse: "该类型下有子类型或算法，不能删除",
  nameEmpty: "算法名称不能为空",
  nameTooLong: HTTP_TEXT.tooLong("算法名称", 50),
  nameTaken: (name: string) => `已有名为「${name}」的算法，请换一个名称`,
  descriptionTooLong: HTTP_TEXT.tooLong("描述", 500),
  notFound: "算法不存在",
  notYours: "只能修改自己创建的算法",
  hasTasks: "该算法的版本已被训练任务使用，不能删除",
  /** `named`: the caller's model versions (形状检测 V2（V1）); `others`: other users' model versions. */
  hasModels: (named: string[], others: number) => {
    const shown = named.slice(0, 5).join("、") + (named.length > 5 ? ` 等 ${named.length} 个` : "");
    const otherText = others > 0 ? `其他用户的 ${others} 个模型版本` : "";
    return `该算法的版本已被模型版本使用，不能删除：${[shown, otherText].filter(Boolean).join("，以及")}`;
  },
  versionNotFound: "算法版本不存在",
  versionHasTasks: "该版本已被训练任务使用，不能删除",
  versionHasModels: (count: number) => `该版本已被 ${count} 个模型使用，不能删除`,
  imageEmpty: "请选择示例图片",
  imageType: "请上传以下文件格式：png、jpg、jpeg",
  imageTooLarge: "文件大小限制：2048kb",
  noImage: "无可下载文件！",
  packageNotFile: "请选择一个文件作为算法包",
  isPublic: "isPublic 只能为 0 或 1",
} as const;

export const NAME_MAX = 50;
export const TYPE_NAME_MAX = 20;
export const DESCRIPTION_MAX = 500;
export const IMAGE_MAX_BYTES = 2048 * 1024;
