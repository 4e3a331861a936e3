import type { FastifyInstance, FastifyRequest } from "fastify";
import { sendOk } from "../lib/envelope";
import {
  DEFAULT_FEEDBACK_TYPE,
  FEEDBACK_API,
  FEEDBACK_CODES,
  FEEDBACK_LIMITS,
  FEEDBACK_TEXT,
  FEEDBACK_THROTTLE,
  FeedbackBody,
  FeedbackFilters,
  HandleBody,
  type Feedback,
} from "../../src/contracts/feedback";
import { anyOf, HTTP_TEXT, PageQuery, refuse, route, T } from "../http";
import type { Platform } from "../platform";
import type { UserRow } from "../platform/users";
import { FeedbackStore } from "./feedbackStore";

const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const WORK_ORDERS = anyOf(FEEDBACK_CODES.workOrders);

const trimmed = (value: string | undefined) => (value ?? "").trim();
const tooLong = (text: string, max: number) => [...text].length > max;

/**
 * The signed-in user of a public call, when it carries a live session; a session of a user holding no
 * code is refused (403), as on every route (server/platform/access.ts): such a session may only sign out.
 */
function optionalUser(platform: Platform, request: FastifyRequest): UserRow | undefined {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
  const session = token ? platform.sessions.findActive(token) : undefined;
  const user = session ? platform.users.byId(session.user_id) : undefined;
  if (user && !user.disabled && platform.permissions.codes(user.id).length === 0)
    refuse(403, HTTP_TEXT.noCodes);
  return user && !user.disabled ? user : undefined;
}

/**
 * Feedback (shell spec §3, §5, §7): POST …/feedback/info from the portal's floating form or the user
 * menu (visitors too; identity from the session when there is one), the user's own record
 * (GET …/mine), and operations' list, summary and handling (PUT …/info: status and reply, the reply
 * mailed to the feedback's address through the outbox).
 */
export async function feedbackRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const store = new FeedbackStore(platform);
  const sent = new Map<string, number[]>();

  const throttle = (ip: string) => {
    const now = platform.now();
    const recent = (sent.get(ip) ?? []).filter((at) => now - at < FEEDBACK_THROTTLE.windowMs);
    if (recent.length >= FEEDBACK_THROTTLE.count) refuse(429, FEEDBACK_TEXT.tooMany);
    sent.set(ip, [...recent, now]);
  };

  route(app, {
    method: "POST",
    url: FEEDBACK_API.info,
    access: "public",
    schema: { body: FeedbackBody },
    handler: ({ body, request, reply }) => {
      const user = optionalUser(platform, request);
      const feedbackUser = trimmed(body.feedbackUser) || refuse(400, FEEDBACK_TEXT.user);
      if (tooLong(feedbackUser, FEEDBACK_LIMITS.user)) refuse(400, FEEDBACK_TEXT.userMax);
      const feedbackCompany = trimmed(body.feedbackCompany);
      if (tooLong(feedbackCompany, FEEDBACK_LIMITS.company)) refuse(400, FEEDBACK_TEXT.companyMax);
      const phone = trimmed(body.feedbackContactNumber) || refuse(400, FEEDBACK_TEXT.phoneEmpty);
      if (!PHONE.test(phone)) refuse(400, FEEDBACK_TEXT.phoneInvalid);
      const email = trimmed(body.feedbackEmail) || refuse(400, FEEDBACK_TEXT.emailEmpty);
      if (!EMAIL.test(email)) refuse(400, FEEDBACK_TEXT.emailInvalid);
      const content = trimmed(body.feedbackContent) || refuse(400, FEEDBACK_TEXT.content);
      if (tooLong(content, FEEDBACK_LIMITS.content)) refuse(400, FEEDBACK_TEXT.contentMax);
      throttle(request.ip);
      const saved = store.add(user?.id ?? null, {
        feedbackUser,
        feedbackCompany,
        feedbackContactNumber: phone,
        feedbackEmail: email,
        feedbackType: body.feedbackType ?? DEFAULT_FEEDBACK_TYPE,
        feedbackContent: content,
        feedbackRelationPageId: trimmed(body.feedbackRelationPageId),
      });
      return sendOk(reply, saved);
    },
  });

  route(app, {
    method: "GET",
    url: FEEDBACK_API.mine,
    access: "signedIn",
    schema: { querystring: T.Object({ ...PageQuery }) },
    handler: ({ user, query, reply }) => sendOk(reply, store.mine(user.id, query)),
  });

  route(app, {
    method: "GET",
    url: FEEDBACK_API.list,
    access: WORK_ORDERS,
    schema: {
      querystring: T.Object({ ...PageQuery, ...FeedbackFilters.properties }),
    },
    handler: ({ query, reply }) => sendOk(reply, store.page(query)),
  });

  route(app, {
    method: "GET",
    url: FEEDBACK_API.summary,
    access: WORK_ORDERS,
    handler: ({ reply }) => sendOk(reply, store.summary()),
  });

  route(app, {
    method: "PUT",
    url: FEEDBACK_API.info,
    access: WORK_ORDERS,
    log: { name: "处理用户反馈", module: "用户反馈" },
    schema: {
      body: HandleBody,
    },
    handler: ({ user, body, reply }) => {
      const before: Feedback = store.get(body.id) ?? refuse(404, FEEDBACK_TEXT.notFound);
      const text = trimmed(body.reply);
      if (body.status === 2 && !text) refuse(400, FEEDBACK_TEXT.reply);
      if (tooLong(text, FEEDBACK_LIMITS.reply)) refuse(400, FEEDBACK_TEXT.replyMax);
      const handled = store.handle(before.id, body.status, text, user.display_name || user.user_name);
      // The reply reaches the user: mailed to the feedback's address when it is new or changed.
      if (text && text !== before.reply)
        platform.outbox.send({
          to: handled.feedbackEmail,
          channel: "mail",
          subject: FEEDBACK_TEXT.mailSubject,
          text: `${handled.feedbackUser}，您好：您于 ${handled.createTime} 提交的反馈已回复：${text}`,
        });
      return sendOk(reply, handled);
    },
  });
}
