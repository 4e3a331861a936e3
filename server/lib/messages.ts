import { listZh } from "../../src/ui/kit/list/listMessages";

/**
 * The texts the route framework answers with (every route's own texts live beside its module). Every
 * refusal carries a message: one without its own text answers the spec's catalogue text for its status
 * (shell spec §8, `STATUS_TEXT`), which the client would have shown anyway.
 */
export const HTTP_TEXT = {
  /**
   * The spec's 'limited to {n} characters': the one catalogue text (the list kit's maxLength, which a
   * form shows under its field), after the field's label, since a refusal shows without its field.
   */
  tooLong: (label: string, n: number) => `${label}${listZh.maxLength.replace("{n}", String(n))}`,
  /** An id in the path that is no positive whole number (or beyond any id). */
  badId: (label: string) => `${label}ID不合法`,
  /** A query, path or body field failed its schema (wrong type, out of range, malformed). */
  badField: (field: string) => `参数 ${field} 不合法`,
  /** A required field is absent. */
  missingField: (field: string) => `缺少参数 ${field}`,
  /** The body as a whole is not what the route takes (e.g. not an object, not an array). */
  badBody: "请求体格式不正确",
  /** The body is not valid JSON. */
  badJson: "请求体不是合法的 JSON",
  /** A JSON content type with an empty body. */
  emptyJson: "请求体不能为空",
  /** The body or a file is larger than the route accepts. */
  tooLarge: "请求内容过大",
  /** The body's content type is not one the route reads. */
  unsupportedType: "不支持的请求内容类型",
  /** A write by a user whose account is not audited yet (auditStatus 0): such a user sees no menu. */
  unaudited: "账号尚未通过审核，暂不能进行此操作",
  /** A call of a user who holds no permission code (but signing out and reading their own codes). */
  noCodes: "该账号暂无本平台的角色权限，请联系管理员",
  /** A call of a disabled user (their session ends with it) and their sign-in (shell spec §8). */
  disabled: "该用户已被禁用,请联系管理员",
  /** The request could not be read (bad URL, bad length, broken multipart). */
  badRequest: "请求格式不正确",
} as const;

/** The catalogue texts of shell spec §8 (the client's `http.*`) for a refusal without a text of its own. */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  /** 401 to a caller whose token names no live session. */
  401: "登录已过期，请重新登录！",
  403: "拒绝访问",
  404: "请求地址无效",
  405: "请求无效",
  409: "资源冲突",
  500: "服务器繁忙，请稍后重试",
  506: "当前账号未绑定HPC账号，无法操作，请绑定后重试",
};

/** 401 to a caller without any token. */
export const NO_TOKEN_TEXT = "没有权限，请登录后重试！";
