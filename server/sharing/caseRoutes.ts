import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, OneOf, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { CaseStore } from "./caseStore";
import {
  CASE_LIMITS,
  CASE_TEXT,
  CaseBody,
  CasePublishBody,
  CaseUpdateBody,
  SHARING_API,
  SHARING_CODES,
  SHARING_LABELS,
  type CaseFields,
} from "../../src/contracts/sharing";
import { sanitizeHtml, textOf } from "../lib/sanitizeHtml";

const COVER = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;
const CASES = anyOf(SHARING_CODES.cases);

/**
 * The portal's cases (operations 案例分享管理, share-management): create, edit (rich text sanitised
 * here), publish / unpublish, delete; and the portal's public reads of published cases (no sign-in).
 */
export async function caseRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const cases = new CaseStore(platform);
  const found = (id: number) => cases.get(id) ?? refuse(404, CASE_TEXT.notFound);

  const fieldsOf = (body: CaseBody, exceptId = 0): CaseFields => {
    const title = body.title.trim() || refuse(400, CASE_TEXT.title);
    if ([...title].length > CASE_LIMITS.title) refuse(400, CASE_TEXT.titleMax);
    if (cases.titleTaken(title, exceptId)) refuse(400, CASE_TEXT.titleTaken);
    const summary = body.summary.trim() || refuse(400, CASE_TEXT.summary);
    if ([...summary].length > CASE_LIMITS.summary) refuse(400, CASE_TEXT.summaryMax);
    const content = sanitizeHtml(body.content).html;
    if (!textOf(content) && !/<img\b/.test(content)) refuse(400, CASE_TEXT.content);
    if (content.length > CASE_LIMITS.content) refuse(400, CASE_TEXT.contentMax);
    const cover = (body.cover ?? "").trim();
    if (cover) {
      const match = COVER.exec(cover) ?? refuse(400, CASE_TEXT.cover);
      if (Buffer.byteLength(match[2], "base64") > CASE_LIMITS.coverBytes) refuse(400, CASE_TEXT.coverSize);
    }
    const classifyId = body.classifyId ?? null;
    if (classifyId !== null && !cases.classifyExists(classifyId)) refuse(400, CASE_TEXT.classify);
    return { title, summary, content, cover, classifyId };
  };

  const PageFilters = { ...PageQuery, keyword: T.Optional(Text(200)) };

  route(app, {
    method: "GET",
    url: SHARING_API.publicCasePage,
    access: "public",
    schema: { querystring: T.Object(PageFilters) },
    handler: ({ query, reply }) => sendOk(reply, cases.publicPage(query)),
  });

  route(app, {
    method: "GET",
    url: SHARING_API.publicCase,
    access: "public",
    schema: { params: IdParams(SHARING_LABELS.case) },
    handler: ({ params, reply }) =>
      sendOk(reply, cases.publicCase(params.id) ?? refuse(404, CASE_TEXT.notFound)),
  });

  route(app, {
    method: "GET",
    url: SHARING_API.casePage,
    access: CASES,
    schema: {
      querystring: T.Object({ ...PageFilters, status: T.Optional(OneOf([0, 1], CASE_TEXT.status)) }),
    },
    handler: ({ query, reply }) => sendOk(reply, cases.page(query)),
  });

  route(app, {
    method: "GET",
    url: SHARING_API.caseInfo,
    access: CASES,
    schema: { params: IdParams(SHARING_LABELS.case) },
    handler: ({ params, reply }) => sendOk(reply, found(params.id)),
  });

  route(app, {
    method: "POST",
    url: SHARING_API.cases,
    access: CASES,
    bodyLimit: 8 * 1024 * 1024,
    log: { name: "新增案例", module: "案例分享管理", hide: ["content", "cover"] },
    schema: { body: CaseBody },
    handler: ({ user, body, reply }) => sendOk(reply, cases.create(user.id, fieldsOf(body))),
  });

  route(app, {
    method: "PUT",
    url: SHARING_API.cases,
    access: CASES,
    bodyLimit: 8 * 1024 * 1024,
    log: { name: "编辑案例", module: "案例分享管理", hide: ["content", "cover"] },
    schema: { body: CaseUpdateBody },
    handler: ({ body, reply }) => {
      const current = found(body.id);
      return sendOk(reply, cases.update(current.id, fieldsOf(body, current.id)));
    },
  });

  route(app, {
    method: "PUT",
    url: SHARING_API.casePublish,
    access: CASES,
    log: { name: "发布案例", module: "案例分享管理" },
    schema: { body: CasePublishBody },
    handler: ({ body, reply }) => sendOk(reply, cases.publish(found(body.id).id, body.status)),
  });

  route(app, {
    method: "DELETE",
    url: SHARING_API.case,
    access: CASES,
    log: { name: "删除案例", module: "案例分享管理" },
    schema: { params: IdParams(SHARING_LABELS.case) },
    handler: ({ params, reply }) => {
      if (!cases.remove(params.id)) refuse(404, CASE_TEXT.notFound);
      return sendOk(reply, null);
    },
  });
}
