import { WORKSPACE_AREA_CODES } from "./permissionCodes";
/**
 * The file service's upload limits (storage spec §7 file service: multiple-files, aliyunOssFile/upload),
 * shared by the server, which enforces them while the bytes arrive, and the attachment widget.
 */
const MIB = 1_048_576;

export const ATTACHMENT_LIMITS = {
  /** One file. */
  fileBytes: 50 * MIB,
  /** Files of one request. */
  files: 20,
  /** All the files of one request. */
  requestBytes: 64 * MIB,
  /** Everything one user keeps in the file service (attachments, pictures, editor uploads). */
  userBytes: 1024 * MIB,
} as const;

/**
 * Uploading needs a code: one of the three areas' (开发平台, 运营管理, 后台管理), which every working
 * account holds and an account without any (nobody) does not.
 */
export const ATTACHMENT_UPLOAD_CODES = WORKSPACE_AREA_CODES;

export const ATTACHMENT_TEXT = {
  requestTooLarge: "单次上传的文件总大小不能超过 64 MB",
  quotaExceeded: "附件空间不足：每个账号的附件总大小不能超过 1 GB",
} as const;
