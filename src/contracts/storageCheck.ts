import { Type as T, type Static } from "@sinclair/typebox";

/**
 * The storage check (ai-domain §7 check-storage; storage spec §5: "before a new upload the storage
 * check for the chosen volume must pass, otherwise the upload does not start"), with the ACL area
 * check of ai-domain §5 inside it. Shared by the server's route and the storage plugin's upload.
 */
export const CHECK_STORAGE_PATH = "/api/aimanager/v1/check-storage";

export const CheckStorageQuery = T.Object({
  /** The chosen volume (GPUFS when absent). */
  storageName: T.Optional(T.String({ maxLength: 100 })),
  /** Bytes about to be written (0 when absent): the remaining quota must hold them. */
  bytes: T.Optional(T.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER })),
});
export type CheckStorageQuery = Static<typeof CheckStorageQuery>;

/** The answer: the ACL area's three flags, the volume's remaining bytes and the verdict with its text. */
export const CheckStorageAnswer = T.Object({
  storageName: T.String(),
  gpufsApplyStatus: T.Integer(),
  aclApplyStatus: T.Integer(),
  aclMkdir: T.Integer(),
  remainingBytes: T.Integer(),
  pass: T.Boolean(),
  /** Why the check failed (null when it passed). */
  message: T.Union([T.String(), T.Null()]),
});
export type CheckStorageAnswer = Static<typeof CheckStorageAnswer>;

export const STORAGE_CHECK_TEXT = {
  /** ai-domain §5 and §8, verbatim. */
  aclNotReady: "ACL共享区暂未申请完毕，请联系管理员！",
  quotaExceeded: "存储空间不足，无法上传",
  unknownVolume: "存储卷不存在",
} as const;

/** ai-domain §5: the ACL area check passes if gpufsApplyStatus is 2, aclApplyStatus is 2, or aclMkdir is 1. */
export function aclAreaReady(
  flags: Pick<CheckStorageAnswer, "gpufsApplyStatus" | "aclApplyStatus" | "aclMkdir">,
) {
  return flags.gpufsApplyStatus === 2 || flags.aclApplyStatus === 2 || flags.aclMkdir === 1;
}
