import { Type as T, type Static } from "@sinclair/typebox";
import { CODE } from "./permissionCodes";

/**
 * 文件传输 of the back office (ai-domain §2 "file transmission"): copying files between the signed-in
 * user's storage and the user's datasets, each copy a transfer record with its progress. The spec
 * names the screen only; these paths and shapes are the reference server's (docs/server-routes.md).
 */
export const FILE_TRANSFER_BASE = "/api/aimanager/v1/file-transfer";
export const FILE_TRANSFER_PATHS = {
  page: `${FILE_TRANSFER_BASE}/page`,
  create: FILE_TRANSFER_BASE,
  /** GET one record (its progress), DELETE a finished one: `${FILE_TRANSFER_BASE}/{id}`. */
  one: (id: number | string) => `${FILE_TRANSFER_BASE}/${id}`,
  /** The caller's datasets with their versions, for the form's choices. */
  datasets: `${FILE_TRANSFER_BASE}/datasets`,
} as const;

/** The back office's menu code for the page and every call of it. */
export const FILE_TRANSFER_CODE = CODE.fileTransfer;

/** storageToDataset: files of a storage folder (or one file) into a dataset version; the reverse writes a version's files into a storage folder. */
export const TRANSFER_DIRECTIONS = ["storageToDataset", "datasetToStorage"] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export const TRANSFER_STATUSES = ["running", "succeeded", "failed"] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_TEXT = {
  storagePath: "存储路径",
  dataset: "数据集",
  version: "数据集版本",
  direction: "传输方向",
  storageToDataset: "存储 → 数据集",
  datasetToStorage: "数据集 → 存储",
  running: "传输中",
  succeeded: "传输成功",
  failed: "传输失败",
  notFound: "传输记录不存在",
  stillRunning: "传输进行中，无法删除",
  noImages: "所选路径下没有可导入的图片（jpg、jpeg、png）",
  emptyVersion: "该数据集版本没有文件",
  notFolder: "目标路径不是目录",
  interrupted: "服务重启，传输中断",
  tooMany: "一次最多传输 5000 个文件",
} as const;

/** The most files one transfer copies. */
export const MAX_TRANSFER_FILES = 5000;

export const CreateTransferBody = T.Object({
  direction: T.Union(
    TRANSFER_DIRECTIONS.map((value) => T.Literal(value)),
    { "x-message": `${TRANSFER_TEXT.direction}不能为空` },
  ),
  dataSetId: T.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    "x-message": `${TRANSFER_TEXT.dataset}不能为空`,
  }),
  versionId: T.Integer({
    minimum: 1,
    maximum: Number.MAX_SAFE_INTEGER,
    "x-message": `${TRANSFER_TEXT.version}不能为空`,
  }),
  /** A storage file or folder (`/GPUFS/{account}/…`): the source, or the target folder. */
  storagePath: T.String({
    minLength: 1,
    maxLength: 4096,
    "x-message": `${TRANSFER_TEXT.storagePath}不能为空`,
  }),
});
export type CreateTransferBody = Static<typeof CreateTransferBody>;

export const TransferPageQuery = T.Object({
  pageNum: T.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: T.Integer({ minimum: 1, maximum: 1000, default: 10 }),
  direction: T.Optional(T.Union([T.Literal(""), ...TRANSFER_DIRECTIONS.map((value) => T.Literal(value))])),
  status: T.Optional(T.Union([T.Literal(""), ...TRANSFER_STATUSES.map((value) => T.Literal(value))])),
  /** Part of the user's account or name. */
  userName: T.Optional(T.String({ maxLength: 50 })),
  /** Part of the dataset's name. */
  dataSetName: T.Optional(T.String({ maxLength: 50 })),
});
export type TransferPageQuery = Static<typeof TransferPageQuery>;

export const TransferRecord = T.Object({
  id: T.Integer(),
  direction: T.Union(TRANSFER_DIRECTIONS.map((value) => T.Literal(value))),
  status: T.Union(TRANSFER_STATUSES.map((value) => T.Literal(value))),
  userName: T.String(),
  dataSetId: T.Integer(),
  dataSetName: T.String(),
  versionId: T.Integer(),
  versionName: T.String(),
  storagePath: T.String(),
  total: T.Integer(),
  done: T.Integer(),
  skipped: T.Integer(),
  /** 0-100. */
  progress: T.Integer(),
  message: T.String(),
  createTime: T.String(),
  finishTime: T.String(),
});
export type TransferRecord = Static<typeof TransferRecord>;

export interface TransferPage {
  list: TransferRecord[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface TransferDatasetChoice {
  id: number;
  dataSetName: string;
  versions: { id: number; version: string; itemCount: number }[];
}
