import type { FastifyInstance } from "fastify";
import net from "node:net";
import nodemailer from "nodemailer";
import { MAIL_TEXT, MailSettingsInput, SYSTEM_API } from "../../src/contracts/system";
import { EMAIL_PATTERN } from "../../src/ui/kit/list/formRules";
import { sendOk } from "../lib/envelope";
import { anyOf, HTTP_TEXT, refuse, route, T, Text } from "../http";
import { SYSTEM_MANAGE } from "./centreRoutes";
import type { ConfigStore } from "../platform/configStore";
import type { MailStore, StoredMailSettings } from "./mailStore";
import { allowedTarget, resolveHost, type MailTargetRules } from "./mailTarget";

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** A host name or an IPv4 address (letters, digits, dots and hyphens, no leading or trailing dot). */
export const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** How long a test send may wait for the server at each step (ms). */
export const MAIL_TIMEOUT_MS = 5000;

interface MailError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/**
 * The reason of a failed send in the user's words. Whatever kept the server from being reached
 * (refused, timed out, closed, unknown host, TLS) reads the same, so the answer tells nothing about
 * which ports of a host are open; a server that was reached may still refuse the credentials or mail.
 */
export function mailFailure(error: MailError, settings: Pick<StoredMailSettings, "host" | "port">): string {
  const address = `${settings.host}:${settings.port}`;
  const text = (() => {
    switch (error.code) {
      case "EAUTH":
        return MAIL_TEXT.auth;
      case "EENVELOPE":
      case "EMESSAGE":
        return fill(MAIL_TEXT.rejected, { response: error.response ?? error.message ?? "" });
      default:
        return fill(MAIL_TEXT.unreachable, { address });
    }
  })();
  return fill(MAIL_TEXT.sendFailed, { reason: text });
}

/**
 * Sends one text message through the configured server at `address` (the one checked), the host's
 * name kept for TLS; rejects with nodemailer's error.
 */
async function send(
  settings: StoredMailSettings,
  address: string,
  message: { to: string; subject: string; text: string },
) {
  const transport = nodemailer.createTransport({
    host: address,
    port: settings.port,
    secure: settings.tls,
    ...(net.isIP(settings.host) ? {} : { tls: { servername: settings.host } }),
    auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
    connectionTimeout: MAIL_TIMEOUT_MS,
    greetingTimeout: MAIL_TIMEOUT_MS,
    socketTimeout: MAIL_TIMEOUT_MS * 2,
    dnsTimeout: MAIL_TIMEOUT_MS,
  });
  try {
    return await transport.sendMail({ from: settings.sender, ...message });
  } finally {
    transport.close();
  }
}

function checkEmail(value: string, empty: string): string {
  if (!value) refuse(400, empty);
  if (!EMAIL_PATTERN.test(value)) refuse(400, MAIL_TEXT.emailInvalid);
  return value;
}

/**
 * E-mail management (system-manage): the mail server settings (host, port, sender, TLS, credentials)
 * and a test message sent for real over SMTP (nodemailer) to whatever server is set; until one is
 * saved, the in-process sink, which puts it in the development outbox. A failed send answers 400 with
 * the reason (the server could not be reached, or it refused the credentials or the message).
 * Changing host, port or user asks for the password again (a saved password only goes to the server
 * it was typed for); internal targets are refused unless `targets` allows them (mailTarget.ts).
 */
export async function mailRoutes(
  app: FastifyInstance,
  { mail, configs, targets }: { mail: MailStore; configs: ConfigStore; targets: MailTargetRules },
) {
  const access = anyOf(SYSTEM_MANAGE);

  route(app, {
    method: "GET",
    url: SYSTEM_API.emailConfig,
    access,
    handler: ({ reply }) => sendOk(reply, mail.view()),
  });

  route(app, {
    method: "PUT",
    url: SYSTEM_API.emailConfig,
    access,
    log: { name: "修改邮件服务器设置", module: "邮件管理" },
    schema: {
      body: MailSettingsInput,
    },
    handler: async ({ user, body, reply }) => {
      const host = body.host.trim();
      if (!host) refuse(400, MAIL_TEXT.hostEmpty);
      if (!HOST_PATTERN.test(host)) refuse(400, MAIL_TEXT.hostInvalid);
      const sender = checkEmail(body.sender.trim(), MAIL_TEXT.senderEmpty);
      const username = body.username.trim();
      const before = mail.settings();
      const moved = host !== before.host || body.port !== before.port || username !== before.username;
      // Without a user there is no AUTH, so no password to keep.
      const password = username ? body.password || undefined : "";
      if (moved && before.password && password === undefined) refuse(400, MAIL_TEXT.passwordAgain);
      const addresses = await resolveHost(host);
      if (addresses && !allowedTarget(addresses, body.port, targets)) refuse(400, MAIL_TEXT.internalTarget);
      const saved = { ...body, host, sender, username, password };
      return sendOk(reply, mail.save(saved, user.user_name));
    },
  });

  route(app, {
    method: "POST",
    url: SYSTEM_API.testSendEmail,
    access,
    log: { name: "发送测试邮件", module: "邮件管理" },
    schema: { body: T.Object({ to: Text(100, HTTP_TEXT.tooLong("收件人邮箱", 100)) }) },
    handler: async ({ user, body, reply }) => {
      const to = checkEmail(body.to.trim(), MAIL_TEXT.emailEmpty);
      const settings = mail.settings();
      const subject = `${configs.value("mail.subjectPrefix")}${MAIL_TEXT.subject}`;
      const text = fill(MAIL_TEXT.body, {
        platform: configs.value("platform.name"),
        user: `${user.display_name}（${user.user_name}）`,
        address: `${settings.host}:${settings.port}`,
      });
      const addresses = await resolveHost(settings.host);
      if (!addresses) return refuse(400, mailFailure({}, settings));
      if (!allowedTarget(addresses, settings.port, targets)) return refuse(400, MAIL_TEXT.internalTarget);
      const address = addresses.find((one) => net.isIPv4(one)) ?? addresses[0]!;
      try {
        const info = await send(settings, address, { to, subject, text });
        return sendOk(reply, { to, subject, messageId: info.messageId, response: info.response });
      } catch (error) {
        return refuse(400, mailFailure(error as MailError, settings));
      }
    },
  });
}
