import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { EXPERT_TEXT, ORG_CODES, ORG_LABELS as L, ORG_LIMITS as M, ORGS_API } from "../../src/contracts/orgs";
import { ExpertPublicBody } from "../../src/contracts/orgRequests";
import { allOf, Id, IdParams, OneOf, PageQuery, refuse, route, T, Text, Name } from "../http";
import type { Platform } from "../platform";
import { IMAGE_BODY_LIMIT, IMAGE_FIELD_MAX, IMAGE_TEXT, pictureBytesProblem } from "../platform/userFields";
import { ExpertStore } from "./expertStore";
import { text } from "./fields";

export const PHOTO_MAX_BYTES = 500 * 1024;

const ACCESS = allOf(ORG_CODES.experts);
const PHOTO = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const Fields = {
  name: Name(1000, L.expertName),
  field: Text(1000),
  organisation: Text(1000),
  title: T.Optional(Name(1000, L.jobTitle)),
  introduction: T.Optional(Text(10_000)),
  photo: T.Optional(Text(IMAGE_FIELD_MAX, IMAGE_TEXT.size)),
  isPublic: T.Optional(OneOf([0, 1], "isPublic 只能为 0 或 1")),
};
type Body = {
  name: string;
  field: string;
  organisation: string;
  title?: string;
  introduction?: string;
  photo?: string;
  isPublic?: number;
};

/** The photo rule of the spec's image upload: png, jpg or jpeg (the bytes too), at most 500 kb. */
function photoOf(value: string | undefined): string {
  if (!value) return "";
  const match = PHOTO.exec(value) ?? refuse(400, IMAGE_TEXT.types);
  const bytes = Buffer.from(match[2], "base64");
  if (bytes.length > PHOTO_MAX_BYTES) refuse(400, IMAGE_TEXT.size);
  const problem = pictureBytesProblem(match[1], bytes);
  if (problem) refuse(400, problem);
  return value;
}

const fieldsOf = (body: Body) => ({
  name: text(body.name, L.expertName, M.expertName),
  field: text(body.field, L.field, M.field),
  organisation: text(body.organisation, L.workplace, M.workplace),
  title: text(body.title, L.jobTitle, M.jobTitle, false),
  introduction: text(body.introduction, L.introduction, M.introduction, false),
  photo: photoOf(body.photo),
  isPublic: body.isPublic === 1 ? (1 as const) : (0 as const),
});

const Query = {
  ...PageQuery,
  name: T.Optional(Text(20)),
  field: T.Optional(Text(50)),
  organisation: T.Optional(Text(50)),
};

/** 专家库 (professor-manage); `public-page` is the portal expert centre's read (no sign-in). */
export async function expertRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const experts = new ExpertStore(platform.db, platform.now);
  const log = (name: string) => ({ name, module: "专家库", hide: ["photo"] });

  route(app, {
    method: "GET",
    url: ORGS_API.expertPage,
    access: ACCESS,
    schema: { querystring: T.Object({ ...Query, isPublic: T.Optional(OneOf([0, 1])) }) },
    handler: ({ query, reply }) => sendOk(reply, experts.page(query)),
  });

  route(app, {
    method: "GET",
    url: ORGS_API.expertPublicPage,
    access: "public",
    schema: { querystring: T.Object(Query) },
    handler: ({ query, reply }) => sendOk(reply, experts.page({ ...query, isPublic: 1 })),
  });

  route(app, {
    method: "POST",
    url: ORGS_API.experts,
    bodyLimit: IMAGE_BODY_LIMIT,
    access: ACCESS,
    log: log("新增专家"),
    schema: { body: T.Object(Fields) },
    handler: ({ body, reply }) => sendOk(reply, experts.add(fieldsOf(body))),
  });

  route(app, {
    method: "PUT",
    url: ORGS_API.experts,
    bodyLimit: IMAGE_BODY_LIMIT,
    access: ACCESS,
    log: log("编辑专家"),
    schema: { body: T.Object({ id: Id(L.expert), ...Fields }) },
    handler: ({ body, reply }) => {
      if (!experts.get(body.id)) refuse(404, EXPERT_TEXT.notFound);
      return sendOk(reply, experts.update(body.id, fieldsOf(body)));
    },
  });

  route(app, {
    method: "PUT",
    url: ORGS_API.expertPublic,
    access: ACCESS,
    log: log("切换专家公开状态"),
    schema: { body: ExpertPublicBody },
    handler: ({ body, reply }) => {
      if (!experts.setPublic(body.id, body.isPublic === 1 ? 1 : 0)) refuse(404, EXPERT_TEXT.notFound);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "DELETE",
    url: ORGS_API.expert,
    access: ACCESS,
    log: log("删除专家"),
    schema: { params: IdParams(L.expert) },
    handler: ({ params, reply }) => {
      if (!experts.remove(params.id)) refuse(404, EXPERT_TEXT.notFound);
      return sendOk(reply, null);
    },
  });
}
