import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { anyOf, Id, IdParams, OneOf, PageQuery, refuse, route, T, Text, Name } from "../http";
import type { Platform } from "../platform";
import { CaseStore, type CaseFields } from "./caseStore";
import { sanitizeHtml, textOf } from "../lib/sanitizeHtml";

export const SHARE_CASE_BASE = "/api/aimanager/v1/share-case";

export const CASE_TEXT = {
  title: "案例标题不能为空",
  titleMax: "案例标题最多输入50个字符",
  titleTaken: "案例标题已存在",
  summary: "案例简介不能为空",
  summaryMax: "案例简介最多输入200个字符",
  content: "案例内容不能为空",
  contentMax: "案例内容过大",
  cover: "封面只能是png、jpg或jpeg图片",
  coverSize: "文件大小限制：500kb",
  classify: "行业分类不存在",
  notFound: "案例不存在",
  status: "状态无效",
} as const;

export const CASE_LIMITS = {
  title: 50,
  summary: 200,
  /** Characters of sanitised HTML (images are embedded as base64, each under 524288 bytes). */
  content: 4_000_000,
  /** Bytes of the cover image (spec: avatar and editor images, 500 kb). */
  coverBytes: 512_000,
} as const;

const COVER = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/;
const CASES = anyOf("sharing-A02");

const CaseBody = {
  title: Name(1000, "案例标题", CASE_TEXT.title),
  summary: Text(10_000, CASE_TEXT.summary),
  content: Text(6_000_000, CASE_TEXT.content),
  cover: T.Optional(Text(1_000_000, CASE_TEXT.cover)),
  classifyId: T.Optional(T.Union([Id("行业分类"), T.Null()])),
};

/**
 * The portal's cases (operations 案例分享管理, share-management): create, edit (rich text sanitised
 * here), publish / unpublish, delete; and the portal's public reads of published cases (no sign-in).
 */
export async function caseRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const cases = new CaseStore(platform);
  const found = (id: number) => cases.get(id) ?? refuse(404, CASE_TEXT.notFound);

  const fieldsOf = (
    body: {
      title: string;
      summary: string;
      content: string;
      cover?: string;
      classifyId?: number | null;
    },
    exceptId = 0,
  ): CaseFields => {
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
    url: `${SHARE_CASE_BASE}/public-page`,
    access: "public",
    schema: { querystring: T.Object(PageFilters) },
    handler: ({ query, reply }) => sendOk(reply, cases.publicPage(query)),
  });

  route(app, {
    method: "GET",
    url: `${SHARE_CASE_BASE}/public/:id`,
    access: "public",
    schema: { params: IdParams("案例") },
    handler: ({ params, reply }) =>
      sendOk(reply, cases.publicCase(params.id) ?? refuse(404, CASE_TEXT.notFound)),
  });

  route(app, {
    method: "GET",
    url: `${SHARE_CASE_BASE}/page`,
    access: CASES,
    schema: {
      querystring: T.Object({ ...PageFilters, status: T.Optional(OneOf([0, 1], CASE_TEXT.status)) }),
    },
    handler: ({ query, reply }) => sendOk(reply, cases.page(query)),
  });

  route(app, {
    method: "GET",
    url: `${SHARE_CASE_BASE}/info/:id`,
    access: CASES,
    schema: { params: IdParams("案例") },
    handler: ({ params, reply }) => sendOk(reply, found(params.id)),
  });

  route(app, {
    method: "POST",
    url: SHARE_CASE_BASE,
    access: CASES,
    bodyLimit: 8 * 1024 * 1024,
    log: { name: "新增案例", module: "案例分享管理", hide: ["content", "cover"] },
    schema: { body: T.Object(CaseBody) },
    handler: ({ user, body, reply }) => sendOk(reply, cases.create(user.id, fieldsOf(body))),
  });

  route(app, {
    method: "PUT",
    url: SHARE_CASE_BASE,
    access: CASES,
    bodyLimit: 8 * 1024 * 1024,
    log: { name: "编辑案例", module: "案例分享管理", hide: ["content", "cover"] },
    schema: { body: T.Object({ id: Id("案例"), ...CaseBody }) },
    handler: ({ body, reply }) => {
      const current = found(body.id);
      return sendOk(reply, cases.update(current.id, fieldsOf(body, current.id)));
    },
  });

  route(app, {
    method: "PUT",
    url: `${SHARE_CASE_BASE}/publish`,
    access: CASES,
    log: { name: "发布案例", module: "案例分享管理" },
    schema: { body: T.Object({ id: Id("案例"), status: OneOf([0, 1], CASE_TEXT.status) }) },
    handler: ({ body, reply }) => sendOk(reply, cases.publish(found(body.id).id, body.status)),
  });

  route(app, {
    method: "DELETE",
    url: `${SHARE_CASE_BASE}/:id`,
    access: CASES,
    log: { name: "删除案例", module: "案例分享管理" },
    schema: { params: IdParams("案例") },
    handler: ({ params, reply }) => {
      if (!cases.remove(params.id)) refuse(404, CASE_TEXT.notFound);
      return sendOk(reply, null);
    },
  });
}
