import { createCatalogue } from "../../core/messages";

/** Texts of the 导入导出 tab (datasets in standard formats), Chinese first with an English catalogue. */
export const formatsZh = {
  importTitle: "导入压缩包",
  importHint: "zip 或 tar：图片加 COCO、VOC、YOLO 标注，或按类别分文件夹的图片",
  exportFormat: "导出格式",
  importFormat: "导入格式",
  auto: "自动识别",
  labelGroup: "标签组",
  newGroup: "新建标签组",
  fromDisk: "从本地导入",
  fromStorage: "从存储导入",
  uploading: "正在上传 {percent}%",
  running: "正在导入 {percent}%",
  done: "导入完成",
  failed: "导入失败",
  viewBoxes: "查看标注",
  exportTitle: "导出版本",
  exportHint: "把 {version} 导出为 zip：图片与标注",
  export: "导出",
  exporting: "正在导出…",
  lastImport: "最近一次导入",
} as const;
export type FormatsKey = keyof typeof formatsZh;

export const formatsEn: Record<FormatsKey, string> = {
  importTitle: "Import an archive",
  importHint: "zip or tar: images with COCO, VOC or YOLO annotations, or images in one folder per class",
  exportFormat: "Export format",
  importFormat: "Import format",
  auto: "Detect",
  labelGroup: "Label group",
  newGroup: "New label group",
  fromDisk: "Import from disk",
  fromStorage: "Import from storage",
  uploading: "Uploading {percent}%",
  running: "Importing {percent}%",
  done: "Import finished",
  failed: "Import failed",
  viewBoxes: "View the boxes",
  exportTitle: "Export the version",
  exportHint: "Export {version} as a zip: images and annotations",
  export: "Export",
  exporting: "Exporting…",
  lastImport: "Last import",
};

export const datasetFormatsText = createCatalogue<FormatsKey>(formatsZh, formatsEn);
