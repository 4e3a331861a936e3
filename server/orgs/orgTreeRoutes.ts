import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import {
  ORG_CODES,
  ORG_LABELS as L,
  ORG_LIMITS as M,
  ORG_TEXT,
  ORGS_API,
  type OrgFields,
} from "../../src/contracts/orgs";
import { MemberBody, OrgBody, OrgId, OrgUpdateBody } from "../../src/contracts/orgRequests";
import { allOf, PathId, refuse, route, T, Text } from "../http";
import { text } from "./fields";
import { MemberStore } from "./memberStore";
import { OrgTreeStore } from "./orgTreeStore";
import type { DbClock } from "../lib/db";

const ACCESS = allOf(ORG_CODES.users);
/** 组织管理: the organisation tree (government orgs, level default 0) and its members. */
export async function orgTreeRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const orgs = new OrgTreeStore(platform.db, platform.now);
  const members = new MemberStore(platform.db);
  const must = (id: string) => orgs.get(id) ?? refuse(404, ORG_TEXT.notFound);

  const fieldsOf = (body: OrgBody, id = ""): OrgFields => {
    const parentId = body.parentId || null;
    if (parentId && !orgs.get(parentId)) refuse(400, ORG_TEXT.parentNotFound);
    if (parentId && id && orgs.isWithin(parentId, id)) refuse(400, ORG_TEXT.parentCycle);
    const title = text(body.title, L.orgName, M.orgName);
    if (orgs.titleTaken(title, parentId, id)) refuse(400, ORG_TEXT.taken);
    return {
      parentId,
      title,
      code: text(body.code, L.orgCode, M.orgCode, false),
      level: body.level ?? 0,
      sort: body.sort ?? 0,
      description: text(body.description, L.description, M.description, false),
    };
  };

  route(app, {
    method: "GET",
    url: ORGS_API.orgTree,
    access: ACCESS,
    schema: { querystring: T.Object({ name: T.Optional(Text(50)) }) },
    handler: ({ query, reply }) => sendOk(reply, orgs.tree(query.name)),
  });

  route(app, {
    method: "GET",
    url: ORGS_API.governmentOrgs,
    access: "signedIn",
    handler: ({ reply }) => sendOk(reply, orgs.flat()),
  });

  route(app, {
    method: "POST",
    url: ORGS_API.orgs,
    access: ACCESS,
    log: { name: "新增组织", module: "组织管理" },
    schema: { body: OrgBody },
    handler: ({ body, reply }) => sendOk(reply, orgs.add(fieldsOf(body))),
  });

  route(app, {
    method: "PUT",
    url: ORGS_API.orgs,
    access: ACCESS,
    log: { name: "编辑组织", module: "组织管理" },
    schema: { body: OrgUpdateBody },
    handler: ({ body, reply }) => {
      must(body.id);
      return sendOk(reply, orgs.update(body.id, fieldsOf(body, body.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: ORGS_API.org,
    access: ACCESS,
    log: { name: "删除组织", module: "组织管理" },
    schema: { params: T.Object({ id: OrgId }) },
    handler: ({ params, reply }) => {
      const org = must(params.id);
      const uses = orgs.uses(params.id);
      if (uses.users.length || uses.companies.length || uses.children.length)
        refuse(409, ORG_TEXT.inUse(org.title, uses));
      orgs.remove(params.id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: ORGS_API.members,
    access: ACCESS,
    schema: { params: T.Object({ id: OrgId }) },
    handler: ({ params, reply }) => {
      must(params.id);
      return sendOk(reply, members.members(params.id));
    },
  });

  route(app, {
    method: "GET",
    url: ORGS_API.candidates,
    access: ACCESS,
    schema: { params: T.Object({ id: OrgId }), querystring: T.Object({ keyword: T.Optional(Text(50)) }) },
    handler: ({ params, query, reply }) => {
      must(params.id);
      return sendOk(reply, members.candidates(params.id, query.keyword ?? ""));
    },
  });

  route(app, {
    method: "POST",
    url: ORGS_API.members,
    access: ACCESS,
    log: { name: "添加组织成员", module: "组织管理" },
    schema: { params: T.Object({ id: OrgId }), body: MemberBody },
    handler: ({ params, body, reply }) => {
      must(params.id);
      if (!members.userExists(body.userId)) refuse(404, ORG_TEXT.userNotFound);
      if (members.isMember(params.id, body.userId)) refuse(400, ORG_TEXT.alreadyMember);
      members.add(params.id, body.userId);
      return sendOk(reply, members.members(params.id));
    },
  });

  route(app, {
    method: "DELETE",
    url: ORGS_API.member,
    access: ACCESS,
    log: { name: "移除组织成员", module: "组织管理" },
    schema: { params: T.Object({ id: OrgId, userId: PathId("用户") }) },
    handler: ({ params, reply }) => {
      must(params.id);
      if (!members.remove(params.id, params.userId)) refuse(404, ORG_TEXT.notMember);
      return sendOk(reply, members.members(params.id));
    },
  });
}
