import { Type as T, type Static } from "@sinclair/typebox";

/**
 * Account settings calls: the SMS code (shell spec §7, verbatim) and the signed-in user's own profile
 * and avatar (chosen: the spec's avatar call is the back office's, by user id). Shared by the
 * reference server and the personal plugin.
 */
export const ACCOUNT_API = {
  smsSend: "/api/sms-api/v1/tencent/sms",
  smsValid: "/api/sms-api/v1/code/valid",
  /** chosen: the signed-in user's name, phone (masked) and avatar. */
  profile: "/api/aam/v1/portal/user/profile",
  /** chosen: the signed-in user's own avatar (type 1, attributeContent as a data URL). */
  avatar: "/api/aam/v1/portal/user/attribute",
} as const;

/** SMS code purposes (shell spec §7): 2 set the phone number, 3 set the password. */
export const SMS_TYPE = { phone: 2, password: 3 } as const;

/** Shell spec §9: the code has 6 characters; a new one may be asked for after 60 s. */
export const SMS_LIMITS = { codeLength: 6, resendSeconds: 60 } as const;

/** The texts both sides show (spec verbatim where it gives them). */
export const SMS_TEXT = {
  sent: "发送成功",
  sendFailed: "发送失败",
  tooSoon: (seconds: number) => `发送失败，请${seconds}秒后重试`,
  /** One number's cap over 24 hours, whichever accounts asked. */
  numberCap: (count: number) => `发送失败，该手机号24小时内已接收${count}条验证码，请稍后再试`,
  /** A phone number belongs to one account. */
  phoneTaken: "该手机号已绑定其他账号",
  noPhone: "发送失败，请先绑定手机号",
  codeEmpty: "请输入验证码",
  codeWrong: "验证码错误",
  codeExpired: "验证码已过期，请重新获取",
  codeNone: "请先获取验证码",
  codeTooMany: "验证码错误次数过多，请重新获取",
  phoneSet: "手机号设置成功",
  passwordSet: "密码设置成功",
} as const;

/** The account settings' own field texts (the personal page's rule, spec §5: label + 不能为空). */
export const PROFILE_TEXT = {
  displayNameEmpty: "姓名不能为空",
} as const;

/** The signed-in user's own account as the settings page shows it. */
export const AccountProfile = T.Object({
  userName: T.String(),
  displayName: T.String(),
  /** Masked (138****8000), "" when none is set. */
  phone: T.String(),
  attributeContent: T.String(),
});
export type AccountProfile = Static<typeof AccountProfile>;
