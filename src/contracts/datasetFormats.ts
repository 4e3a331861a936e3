import { Type as T, type Static } from "@sinclair/typebox";
import { ANNOTATION_API_BASE as V1 } from "./annotation";
import { Id } from "./fields";

/**
 * Datasets in standard formats (ai-domain §7 data-set and data-set-history): importing a zip or tar of
 * images plus COCO, Pascal VOC, YOLO or class-folder annotations, and exporting a version in the same
 * formats. Paths are full, with `:name` parameters (`fillPath`). Layouts and limits: docs/dataset-formats.md.
 */
export const DATASET_FORMATS = ["coco", "voc", "yolo", "folders"] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];
/** The formats a version can be exported as a zip (the class-folder layout also serves training input). */
export const EXPORT_FORMATS = ["coco", "voc", "yolo"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const FORMAT_NAMES: Record<DatasetFormat, string> = {
  coco: "COCO",
  voc: "Pascal VOC",
  yolo: "YOLO",
  folders: "按类别分文件夹",
};

export const DATASET_FORMAT_PATHS = {
  /** POST: body ImportFromTicket (the shared chunk upload's ticket). */
  packageUpload: `${V1}/data-set/data-set-package-upload/:dataSetId/:versionId`,
  /** POST: body ImportFromStorage (a storage path chosen with the picker). */
  packageBinding: `${V1}/data-set/data-set-package-binding`,
  /** GET: the dataset's newest import (status, percent, lines). */
  progress: `${V1}/data-set/data/:id/progress`,
  /** GET ?format=: the version as a zip. */
  download: `${V1}/data-set-history/data-set-download/:dataSetId/:versionId`,
  /** GET ?dataSetId=&versionId=&format=: the same zip. */
  historyDownload: `${V1}/data-set-history/download`,
  /** GET ?dataSetId=&versionId=&format=: the same zip (the zip-download variant). */
  zipDownload: `${V1}/data-set-history/query-data-set-zip-download`,
} as const;

/** Limits of an import (docs/dataset-formats.md §Limits). */
export const IMPORT_LIMITS = {
  /** Sum of the entries' uncompressed sizes. */
  maxTotalBytes: 4 * 1024 * 1024 * 1024,
  /** One entry's uncompressed size. */
  maxEntryBytes: 256 * 1024 * 1024,
  /** Uncompressed / compressed of one entry (above 1 MiB). */
  maxRatio: 200,
  maxEntries: 200_000,
  /** An annotation file (JSON, XML, txt) is read whole: at most this size. */
  maxAnnotationBytes: 512 * 1024 * 1024,
} as const;

export const FORMAT_TEXT = {
  format: "格式只能为 coco、voc、yolo 或 folders",
  exportFormat: "导出格式只能为 coco、voc 或 yolo",
  noFile: "无可下载文件！",
  notArchive: "只支持 zip 或 tar 格式的压缩包",
  badArchive: "压缩包已损坏，无法读取",
  unknownFormat: "无法识别标注格式：需要 COCO、VOC、YOLO 或按类别分文件夹的图片",
  noImages: "压缩包中没有图片",
  running: "该数据集正在导入，请等待完成后再试",
  labelGroup: "标签组不存在或不属于你",
  ticket: "文件不存在",
  storagePath: "存储路径不存在或不是文件",
  escape: (entry: string) => `${entry}：路径越出压缩包，已拒绝导入`,
  link: (entry: string) => `${entry}：压缩包中的链接不能导入`,
  bomb: (entry: string) => `${entry}：解压后过大（疑似压缩炸弹），已拒绝导入`,
  tooMany: `压缩包中的文件超过 ${IMPORT_LIMITS.maxEntries} 个`,
  corruptImage: (file: string) => `${file}：不是可读的图片（只支持 png、jpg、jpeg、bmp、webp）`,
  imageMissing: (file: string, entry: string, image: string) =>
    `${file} ${entry}：图片 ${image} 不在压缩包中`,
  outside: (file: string, entry: string) => `${file} ${entry}：标注框超出图片范围`,
  unknownCategory: (file: string, entry: string, category: string) =>
    `${file} ${entry}：未知类别 ${category}`,
  badEntry: (file: string, entry: string, why: string) => `${file} ${entry}：${why}`,
  badFile: (file: string, why: string) => `${file}：${why}`,
} as const;

/** Where an entry of a refusal is: COCO `annotations[3]`, YOLO `第 4 行`, VOC `object[2]`. */
export const entryOf = {
  array: (name: string, index: number) => `${name}[${index}]`,
  line: (line: number) => `第 ${line} 行`,
};

const Format = T.Union(
  DATASET_FORMATS.map((format) => T.Literal(format)),
  { "x-message": FORMAT_TEXT.format },
);
const ExportFormatField = T.Union(
  EXPORT_FORMATS.map((format) => T.Literal(format)),
  { "x-message": FORMAT_TEXT.exportFormat },
);
const PositiveId = Id;

/** What an import maps categories onto: absent = a new label group named after the dataset. */
const ImportOptions = {
  /** Absent or "auto": detected from the contents. */
  format: T.Optional(T.Union([Format, T.Literal("auto")], { "x-message": FORMAT_TEXT.format })),
  /** An existing label group of the user: categories map onto its labels by name (missing ones are added). */
  labelGroupId: T.Optional(PositiveId("标签组")),
};

export const ImportFromTicket = T.Object({
  fileTicket: T.String({ minLength: 1, maxLength: 200, "x-message": "文件不能为空" }),
  ...ImportOptions,
});
export type ImportFromTicket = Static<typeof ImportFromTicket>;

export const ImportFromStorage = T.Object({
  dataSetId: PositiveId("数据集"),
  versionId: PositiveId("版本"),
  /** The absolute storage path the picker returned. */
  path: T.String({ minLength: 1, maxLength: 4096, "x-message": "存储路径不能为空" }),
  ...ImportOptions,
});
export type ImportFromStorage = Static<typeof ImportFromStorage>;

export const ExportQuery = T.Object({ format: T.Optional(ExportFormatField) });
export const ExportVersionQuery = T.Object({
  dataSetId: PositiveId("数据集"),
  versionId: PositiveId("版本"),
  format: T.Optional(ExportFormatField),
});

/** An import's status: 0 running, 1 done, 2 refused or failed. */
export const IMPORT_STATUS = { running: 0, done: 1, failed: 2 } as const;

export const ImportRecord = T.Object({
  id: T.Integer(),
  dataSetId: T.Integer(),
  /** The version the images went into (null until done). */
  versionId: T.Union([T.Integer(), T.Null()]),
  /** The label group the boxes were saved under (null until done). */
  labelGroupId: T.Union([T.Integer(), T.Null()]),
  status: T.Integer(),
  /** 0-100. */
  progress: T.Integer(),
  format: T.String(),
  source: T.String(),
  images: T.Integer(),
  annotations: T.Integer(),
  /** The refusal or the summary. */
  info: T.String(),
  createTime: T.String(),
  updateTime: T.String(),
});
export type ImportRecord = Static<typeof ImportRecord>;
