import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, Id, Int, PathId, refuse, route, T, Text, Name } from "../http";
import { text } from "./fields";
import { MemberStore } from "./memberStore";
import { OrgTreeStore, type OrgUses } from "./orgTreeStore";
import type { DbClock } from "../lib/db";

export const ORG_TREE_BASE = "/api/aam/v1/mgmt/orgs";
/** Government orgs (shell spec §7): the flat list the company form and filters choose from. */
export const GOVERNMENT_ORGS = "/api/aam/v1/portal/orgs/government/basic";

export const ORG_TEXT = {
  notFound: "组织不存在",
  parentNotFound: "上级组织不存在",
  parentCycle: "上级组织不能是自身或其下级组织",
  taken: "同一上级下已有同名组织",
  userNotFound: "用户不存在",
  alreadyMember: "该用户已是此组织成员",
  notMember: "该用户不是此组织成员",
  inUse: (title: string, uses: OrgUses) => {
    const parts = [
      uses.users.length ? `用户 ${uses.users.join("、")}` : "",
      uses.companies.length ? `企业 ${uses.companies.join("、")}` : "",
      uses.children.length ? `下级组织 ${uses.children.join("、")}` : "",
    ].filter(Boolean);
    return `组织“${title}”正在使用中，不能删除：${parts.join("；")}`;
  },
} as const;

const ACCESS = allOf("user-manage");
const OrgId = T.String({ minLength: 1, maxLength: 64, "x-message": "组织不能为空" });
const Fields = {
  parentId: T.Optional(T.Union([OrgId, T.Null()])),
  title: Name(1000, "组织名称"),
  code: T.Optional(Text(1000)),
  level: T.Optional(Int(0, 99, "组织级别应为 0 到 99 的整数")),
  sort: T.Optional(Int(0, 9999, "排序应为 0 到 9999 的整数")),
  description: T.Optional(Text(10_000)),
};

/** 组织管理: the organisation tree (government orgs, level default 0) and its members. */
export async function orgTreeRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const orgs = new OrgTreeStore(platform.db, platform.now);
  const members = new MemberStore(platform.db);
  const must = (id: string) => orgs.get(id) ?? refuse(404, ORG_TEXT.notFound);

  const fieldsOf = (
    body: {
      parentId?: string | null;
      title: string;
      code?: string;
      level?: number;
      sort?: number;
      description?: string;
    },
    id = "",
  ) => {
    const parentId = body.parentId || null;
    if (parentId && !orgs.get(parentId)) refuse(400, ORG_TEXT.parentNotFound);
    if (parentId && id && orgs.isWithin(parentId, id)) refuse(400, ORG_TEXT.parentCycle);
    const title = text(body.title, "组织名称", 50);
    if (orgs.titleTaken(title, parentId, id)) refuse(400, ORG_TEXT.taken);
    return {
      parentId,
      title,
      code: text(body.code, "组织编码", 32, false),
      level: body.level ?? 0,
      sort: body.sort ?? 0,
      description: text(body.description, "描述", 200, false),
    };
  };

  route(app, {
    method: "GET",
    url: `${ORG_TREE_BASE}/tree`,
    access: ACCESS,
    schema: { querystring: T.Object({ name: T.Optional(Text(50)) }) },
    handler: ({ query, reply }) => sendOk(reply, orgs.tree(query.name)),
  });

  route(app, {
    method: "GET",
    url: GOVERNMENT_ORGS,
    access: "signedIn",
    handler: ({ reply }) => sendOk(reply, orgs.flat()),
  });

  route(app, {
    method: "POST",
    url: ORG_TREE_BASE,
    access: ACCESS,
    log: { name: "新增组织", module: "组织管理" },
    schema: { body: T.Object(Fields) },
    handler: ({ body, reply }) => sendOk(reply, orgs.add(fieldsOf(body))),
  });

  route(app, {
    method: "PUT",
    url: ORG_TREE_BASE,
    access: ACCESS,
    log: { name: "编辑组织", module: "组织管理" },
    schema: { body: T.Object({ id: OrgId, ...Fields }) },
    handler: ({ body, reply }) => {
      must(body.id);
      return sendOk(reply, orgs.update(body.id, fieldsOf(body, body.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: `${ORG_TREE_BASE}/:id`,
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
    url: `${ORG_TREE_BASE}/:id/members`,
    access: ACCESS,
    schema: { params: T.Object({ id: OrgId }) },
    handler: ({ params, reply }) => {
      must(params.id);
      return sendOk(reply, members.members(params.id));
    },
  });

  route(app, {
    method: "GET",
    url: `${ORG_TREE_BASE}/:id/candidates`,
    access: ACCESS,
    schema: { params: T.Object({ id: OrgId }), querystring: T.Object({ keyword: T.Optional(Text(50)) }) },
    handler: ({ params, query, reply }) => {
      must(params.id);
      return sendOk(reply, members.candidates(params.id, query.keyword ?? ""));
    },
  });

  route(app, {
    method: "POST",
    url: `${ORG_TREE_BASE}/:id/members`,
    access: ACCESS,
    log: { name: "添加组织成员", module: "组织管理" },
    schema: { params: T.Object({ id: OrgId }), body: T.Object({ userId: Id("用户") }) },
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
    url: `${ORG_TREE_BASE}/:id/members/:userId`,
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
