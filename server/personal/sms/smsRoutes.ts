import type { FastifyInstance } from "fastify";
import { PHONE_PATTERN } from "../../../src/ui/kit/list/formRules";
import { sendOk } from "../../lib/envelope";
import { HTTP_TEXT, isUnaudited, OneOf, refuse, route, signedIn, T, Text } from "../../http";
import { hashPassword } from "../../lib/passwords";
import type { Platform } from "../../platform";
import { passwordProblem, USER_FIELD_TEXT } from "../../platform/userFields";
import { ACCOUNT_API, SMS_TEXT, SMS_TYPE } from "../../../src/contracts/account";
import { ProfileStore } from "./profileStore";
import { SMS_RULES, SmsCodeStore, type CheckResult, type SmsType } from "./smsStore";

const SmsTypeField = OneOf([SMS_TYPE.phone, SMS_TYPE.password], "验证码类型无效");

const CHECK_TEXT: Record<Exclude<CheckResult, { ok: true }>["reason"], string> = {
  none: SMS_TEXT.codeNone,
  expired: SMS_TEXT.codeExpired,
  wrong: SMS_TEXT.codeWrong,
  tooMany: SMS_TEXT.codeTooMany,
};

function phoneProblem(raw: string | undefined): string | null {
  const phone = raw?.trim() ?? "";
  if (!phone) return USER_FIELD_TEXT.phoneEmpty;
  if (!PHONE_PATTERN.test(phone)) return USER_FIELD_TEXT.phoneInvalid;
  return null;
}

/**
 * SMS verification codes (shell spec §7, §9): send a 6-digit code (to the development outbox) for
 * setting the phone number (type 2, to the new number) or the password (type 3, to the number on
 * file), answering 发送成功; at most one per 60 s; valid 5 minutes; 5 wrong tries use it up; only its
 * hash is stored.
 * Validating applies the change: the new phone number, or the new password.
 */
export async function smsRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const codes = new SmsCodeStore(platform.db, platform.now);
  const profiles = new ProfileStore(platform.db, platform.now);

  route(app, {
    method: "GET",
    url: ACCOUNT_API.smsSend,
    access: "signedIn",
    schema: { querystring: T.Object({ phone: T.Optional(Text(20)), type: T.Optional(SmsTypeField) }) },
    handler: ({ user, query, reply }) => {
      // A message costs and reaches a stranger's phone: an account not audited yet sends none (a
      // session without any code never gets here: server/platform/access.ts).
      if (isUnaudited(user)) refuse(403, HTTP_TEXT.unaudited);
      const type: SmsType = query.type === SMS_TYPE.password ? SMS_TYPE.password : SMS_TYPE.phone;
      let phone = query.phone?.trim() ?? "";
      if (type === SMS_TYPE.phone) {
        const problem = phoneProblem(phone);
        if (problem) refuse(400, problem);
        if (profiles.phoneHeldByOther(user.id, phone)) refuse(400, SMS_TEXT.phoneTaken);
      } else {
        phone = profiles.phone(user.id) || refuse(400, SMS_TEXT.noPhone);
      }
      const waitMs = codes.waitMs(user.id, type, phone);
      if (waitMs > 0) refuse(400, SMS_TEXT.tooSoon(Math.ceil(waitMs / 1000)));
      if (codes.numberCapped(phone)) refuse(400, SMS_TEXT.numberCap(SMS_RULES.perNumberPerDay));
      const code = codes.issue(user.id, type, phone);
      const purpose = type === SMS_TYPE.phone ? "设置手机号" : "设置密码";
      platform.outbox.send({
        to: phone,
        channel: "sms",
        subject: `${purpose}验证码`,
        text: `您正在${purpose}，验证码为${code}，${SMS_RULES.expiryMs / 60_000}分钟内有效。`,
        code,
      });
      return sendOk(reply, { message: SMS_TEXT.sent });
    },
  });

  route(app, {
    method: "POST",
    url: ACCOUNT_API.smsValid,
    access: "signedIn",
    log: { name: "短信验证码设置", module: "个人信息" },
    schema: {
      body: T.Object({
        type: T.Optional(SmsTypeField),
        code: Text(20),
        phone: T.Optional(Text(20)),
        password: T.Optional(Text(100)),
      }),
    },
    handler: async ({ request, user, body, reply }) => {
      const type: SmsType = body.type === SMS_TYPE.password ? SMS_TYPE.password : SMS_TYPE.phone;
      const code = body.code.trim();
      if (!code) refuse(400, SMS_TEXT.codeEmpty);
      if (type === SMS_TYPE.phone) {
        const problem = phoneProblem(body.phone);
        if (problem) refuse(400, problem);
      } else {
        const problem = passwordProblem(body.password ?? "");
        if (problem) refuse(400, problem);
      }
      const phone = type === SMS_TYPE.phone ? body.phone?.trim() : undefined;
      const result = codes.check(user.id, type, code, phone);
      if (!result.ok) return refuse(400, CHECK_TEXT[result.reason]);
      if (type === SMS_TYPE.phone) {
        // Taken by another account since the code was sent: the number stays theirs.
        if (profiles.phoneHeldByOther(user.id, result.phone)) refuse(400, SMS_TEXT.phoneTaken);
        profiles.setPhone(user.id, result.phone);
        return sendOk(reply, { message: SMS_TEXT.phoneSet });
      }
      profiles.setPasswordHash(user.id, await hashPassword(body.password ?? ""));
      // A new password ends the account's other sessions; the one that set it stays.
      platform.sessions.endAllOf(user.id, signedIn(request).token);
      return sendOk(reply, { message: SMS_TEXT.passwordSet });
    },
  });
}
