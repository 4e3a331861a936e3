import { Refusal } from "../lib/refusal";

/** Texts the storage server answers with (Chinese, shown verbatim by the client as the `info`). */
export const STORAGE_TEXT = {
  cannotView: "此路径无法查看！",
  viewFolder: "双击查看",
  emptyPath: "路径不能为空",
  badSegment: "路径不合法：不能包含 . 或 .. 段",
  nulByte: "路径不合法：包含非法字符",
  nameTooLong: "路径不合法：名称过长（每级不能超过255字节）",
  pathTooLong: "路径不合法：路径过长",
  outside: "路径不合法：超出可访问的存储范围",
  notFound: "文件或目录不存在",
  exists: "目标已存在",
  notFolder: "目标不是目录",
  unsafeName: "名称不能包含控制字符、换行或文字方向符",
  parentNotFolder: "上级路径不是目录，无法在其中上传",
  rootUntouchable: "不能操作存储根目录",
  folderDownload: "不支持文件夹类型的下载",
  notImage: "仅支持预览 jpg、jpeg、png 图片",
  badType: "不支持的操作类型",
  badMod: "请输入权限码",
  badModFormat: "权限码格式应为 755",
  noSource: "请选择要操作的文件",
  notArchive: "仅支持解压 zip 或 tar 文件",
  intoItself: "不能把目录复制到它自身之中",
  fileExists: "文件已存在，请确认是否覆盖",
  chunkGap: "分片不连续，请从服务器已有的字节处继续",
  badRange: "Content-Range 不正确",
  badChunk: "分片大小与 Content-Range 不一致",
  noChunk: "缺少文件分片",
  recordNotFound: "操作记录不存在",
  ok: "操作成功",
  failed: "操作失败",
  unknownVolume: "存储卷不存在",
  quotaExceeded: "存储空间不足，无法上传",
} as const;

/**
 * A refusal of the storage gateway: HTTP 200 with body code `code` (400 unless said) and the text as
 * `info` (and `message`); `spec` carries what the client may need to go on (the bytes held, for a chunk
 * gap).
 */
export class StorageRefusal extends Refusal {
  constructor(
    readonly info: string,
    code = 400,
    spec: unknown = null,
  ) {
    super(code, info, { httpStatus: 200, extra: { info, spec } });
  }
}

/** A refusal a browser opened itself (an image preview, a download): HTTP status = code, with `info`. */
export const browserRefusal = (code: number, info: string) => new Refusal(code, info, { extra: { info } });
