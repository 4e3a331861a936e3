import { EMAIL_PATTERN, ID_NUMBER_PATTERN, PHONE_PATTERN } from "../../src/ui/kit/list/formRules";
import { HTTP_TEXT } from "../lib/messages";
import { OneOf } from "../lib/schemas";
import { pictureProblem } from "../lib/imageBytes";
import { CODE } from "../../src/contracts/permissionCodes";

/** The user list's button codes (permission tree, under user-manage): add, import and delete on lists. */
export const USER_LIST_CODES = {
  add: CODE.userMAdd,
  import: CODE.userMImport,
  remove: CODE.userMDel,
} as const;

/** A user's system type (belongSystem): platform operation 1, operating institution 2, enterprise 3. */
export const Tab = OneOf([1, 2, 3], "所属系统只能为 1、2 或 3");

/** The texts of the user fields (shell spec §5: phone, e-mail, identity number, 'limited to {n} characters'). */
export const USER_FIELD_TEXT = {
  userNameEmpty: "请输入账号",
  userNameInvalid: "账号只能包含字母、数字和 _ . @ -",
  userNameTaken: "账号已存在",
  displayNameEmpty: "请输入姓名",
  phoneEmpty: "请输入手机号",
  phoneInvalid: "手机号格式不正确",
  emailEmpty: "请输入邮箱",
  emailInvalid: "邮箱格式不正确",
  idNumberInvalid: "身份证号格式不正确",
  passwordEmpty: "请输入密码",
  passwordLength: "密码长度为6-32个字符",
  notFound: "用户不存在",
  /** The user holds a code the caller lacks: their password, audit, system, status, roles stay theirs. */
  outranked: "该用户拥有您没有的权限，不能修改",
  inUse: (userName: string) => `用户“${userName}”已登录使用过或拥有数据，不能删除，可将其禁用`,
} as const;

export const USER_NAME_PATTERN = /^[A-Za-z0-9_.@-]+$/;

export interface RawUserFields {
  displayName: string;
  phone: string;
  email: string;
  idNumber?: string;
}

/** The fields as stored: trimmed, a missing identity number empty. */
export const trimmedFields = (fields: RawUserFields) => ({
  displayName: fields.displayName.trim(),
  phone: fields.phone.trim(),
  email: fields.email.trim(),
  idNumber: fields.idNumber?.trim().toUpperCase() ?? "",
});

/** The first broken rule's text, or null; trims what it checks. */
export function userFieldProblem(fields: RawUserFields): string | null {
  const displayName = fields.displayName.trim();
  if (!displayName) return USER_FIELD_TEXT.displayNameEmpty;
  if (displayName.length > 50) return HTTP_TEXT.tooLong("姓名", 50);
  const phone = fields.phone.trim();
  if (!phone) return USER_FIELD_TEXT.phoneEmpty;
  if (!PHONE_PATTERN.test(phone)) return USER_FIELD_TEXT.phoneInvalid;
  const email = fields.email.trim();
  if (!email) return USER_FIELD_TEXT.emailEmpty;
  if (email.length > 100) return HTTP_TEXT.tooLong("邮箱", 100);
  if (!EMAIL_PATTERN.test(email)) return USER_FIELD_TEXT.emailInvalid;
  const idNumber = fields.idNumber?.trim() ?? "";
  if (idNumber && !ID_NUMBER_PATTERN.test(idNumber)) return USER_FIELD_TEXT.idNumberInvalid;
  return null;
}

export function userNameProblem(raw: string): string | null {
  const userName = raw.trim();
  if (!userName) return USER_FIELD_TEXT.userNameEmpty;
  if (userName.length > 50) return HTTP_TEXT.tooLong("账号", 50);
  if (!USER_NAME_PATTERN.test(userName)) return USER_FIELD_TEXT.userNameInvalid;
  return null;
}

export function passwordProblem(password: string): string | null {
  if (!password) return USER_FIELD_TEXT.passwordEmpty;
  if (password.length < 6 || password.length > 32) return USER_FIELD_TEXT.passwordLength;
  return null;
}

/** The spec's image upload texts (shell spec §5): the avatar's, and every image of the back office. */
export const IMAGE_TEXT = {
  types: "请上传以下文件格式：png、jpg、jpeg",
  size: "文件大小限制：500kb",
  corrupt: "图片已损坏或无法识别，请重新选择图片",
} as const;

/** A picture's bytes checked against its label (server/lib/imageBytes.ts): the refusal text, or null. */
export function pictureBytesProblem(label: string, bytes: Buffer): string | null {
  const problem = pictureProblem(label, bytes);
  return problem === "type" ? IMAGE_TEXT.types : problem === "corrupt" ? IMAGE_TEXT.corrupt : null;
}

/**
 * Room in a request for a data URL well over 500 kb, so a too large image is refused with the size
 * text by its rule rather than by the schema or the body limit.
 */
export const IMAGE_FIELD_MAX = 4_000_000;
export const IMAGE_BODY_LIMIT = 5 * 1024 * 1024;

/** An avatar as a data URL: png or jpeg (the bytes, not only the label), at most 500 kb (shell spec §5 texts). */
export function avatarProblem(content: string): string | null {
  if (content === "") return null;
  const match = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+=*)$/.exec(content);
  if (!match) return IMAGE_TEXT.types;
  const bytes = Buffer.from(match[2] ?? "", "base64");
  if (bytes.length > 500 * 1024) return IMAGE_TEXT.size;
  return pictureBytesProblem(match[1] ?? "", bytes);
}
