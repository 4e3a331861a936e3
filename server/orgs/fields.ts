import { HTTP_TEXT } from "../lib/messages";
import { refuse } from "../lib/refusal";
import { formatTime } from "../lib/time";
import { likeContains as like } from "../lib/like";

/** The form rules of the spec (§5), checked again by the server with the screens' texts. */
export const PHONE = /^1[3-9]\d{9}$/;
export const EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export const FIELD_TEXT = {
  empty: (label: string) => `${label}不能为空`,
  tooLong: HTTP_TEXT.tooLong,
  phoneInvalid: "手机号格式不正确",
  emailInvalid: "邮箱格式不正确",
  taken: (label: string) => `${label}已存在`,
} as const;

/** Trimmed text; refused empty (when required) or longer than `max` characters. */
export function text(value: string | undefined, label: string, max: number, required = true): string {
  const trimmed = (value ?? "").trim();
  if (required && !trimmed) refuse(400, FIELD_TEXT.empty(label));
  if ([...trimmed].length > max) refuse(400, FIELD_TEXT.tooLong(label, max));
  return trimmed;
}

/** A phone number 1[3-9]xxxxxxxxx (empty allowed when not required). */
export function phone(value: string | undefined, required = true): string {
  const trimmed = text(value, "手机号", 11, required);
  if (trimmed && !PHONE.test(trimmed)) refuse(400, FIELD_TEXT.phoneInvalid);
  return trimmed;
}

/** An e-mail address (empty allowed when not required). */
export function email(value: string | undefined, required = true): string {
  const trimmed = text(value, "邮箱", 100, required);
  if (trimmed && !EMAIL.test(trimmed)) refuse(400, FIELD_TEXT.emailInvalid);
  return trimmed;
}

export { formatTime };

/** `%text%` for LIKE, the wildcards of the text escaped (with ESCAPE '\\'). */
export const contains = (value: string | undefined) => like((value ?? "").trim());

export interface PageArgs {
  pageNum: number;
  pageSize: number;
}

export const pageOf = <T>(list: T[], total: number, query: PageArgs) => ({
  list,
  total,
  pageNum: query.pageNum,
  pageSize: query.pageSize,
});
