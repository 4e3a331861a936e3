import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { allOf, Id, IdParams, PageQuery, refuse, route, T, Text, Name } from "../http";
import { AgencyStore } from "./agencyStore";
import { email, FIELD_TEXT, phone, text } from "./fields";
import type { DbClock } from "../lib/db";

export const AGENCY_BASE = "/api/aimanager/v1/operate-agency-info";
export const AGENCY_TEXT = { notFound: "运营机构不存在", taken: FIELD_TEXT.taken("机构名称") } as const;

const ACCESS = allOf("user-manage");
const Fields = {
  name: Name(1000, "机构名称"),
  contact: Text(1000),
  phone: Text(100),
  email: T.Optional(Text(1000)),
  address: T.Optional(Text(10_000)),
  description: T.Optional(Text(10_000)),
};
type Body = {
  name: string;
  contact: string;
  phone: string;
  email?: string;
  address?: string;
  description?: string;
};

const fieldsOf = (body: Body) => ({
  name: text(body.name, "机构名称", 50),
  contact: text(body.contact, "联系人", 20),
  phone: phone(body.phone),
  email: email(body.email, false),
  address: text(body.address, "地址", 100, false),
  description: text(body.description, "机构简介", 500, false),
});

/** 运营机构管理 (operate-agency-info): list, detail, create, edit, delete. */
export async function agencyRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const agencies = new AgencyStore(platform.db, platform.now);
  const log = (name: string) => ({ name, module: "运营机构管理" });

  route(app, {
    method: "GET",
    url: `${AGENCY_BASE}/page`,
    access: ACCESS,
    schema: {
      querystring: T.Object({ ...PageQuery, name: T.Optional(Text(50)), phone: T.Optional(Text(11)) }),
    },
    handler: ({ query, reply }) => sendOk(reply, agencies.page(query)),
  });

  route(app, {
    method: "GET",
    url: `${AGENCY_BASE}/:id`,
    access: ACCESS,
    schema: { params: IdParams("运营机构") },
    handler: ({ params, reply }) =>
      sendOk(reply, agencies.get(params.id) ?? refuse(404, AGENCY_TEXT.notFound)),
  });

  route(app, {
    method: "POST",
    url: AGENCY_BASE,
    access: ACCESS,
    log: log("新增运营机构"),
    schema: { body: T.Object(Fields) },
    handler: ({ body, reply }) => {
      const fields = fieldsOf(body);
      if (agencies.taken(fields.name)) refuse(400, AGENCY_TEXT.taken);
      return sendOk(reply, agencies.add(fields));
    },
  });

  route(app, {
    method: "PUT",
    url: AGENCY_BASE,
    access: ACCESS,
    log: log("编辑运营机构"),
    schema: { body: T.Object({ id: Id("运营机构"), ...Fields }) },
    handler: ({ body, reply }) => {
      if (!agencies.get(body.id)) refuse(404, AGENCY_TEXT.notFound);
      const fields = fieldsOf(body);
      if (agencies.taken(fields.name, body.id)) refuse(400, AGENCY_TEXT.taken);
      return sendOk(reply, agencies.update(body.id, fields));
    },
  });

  route(app, {
    method: "DELETE",
    url: `${AGENCY_BASE}/:id`,
    access: ACCESS,
    log: log("删除运营机构"),
    schema: { params: IdParams("运营机构") },
    handler: ({ params, reply }) => {
      if (!agencies.remove(params.id)) refuse(404, AGENCY_TEXT.notFound);
      return sendOk(reply, null);
    },
  });
}
