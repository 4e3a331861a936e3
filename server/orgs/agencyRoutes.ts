import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import {
  AGENCY_TEXT,
  ORG_CODES,
  ORG_LABELS as L,
  ORG_LIMITS as M,
  ORGS_API,
  type AgencyFields,
} from "../../src/contracts/orgs";
import { AgencyBody, AgencyUpdateBody } from "../../src/contracts/orgRequests";
import { allOf, IdParams, PageQuery, refuse, route, T, Text } from "../http";
import { AgencyStore } from "./agencyStore";
import { email, phone, text } from "./fields";
import type { DbClock } from "../lib/db";

const ACCESS = allOf(ORG_CODES.users);
const fieldsOf = (body: AgencyBody): AgencyFields => ({
  name: text(body.name, L.agencyName, M.agencyName),
  contact: text(body.contact, L.contact, M.contact),
  phone: phone(body.phone),
  email: email(body.email, false),
  address: text(body.address, L.address, M.address, false),
  description: text(body.description, L.agencyIntro, M.agencyIntro, false),
});

/** 运营机构管理 (operate-agency-info): list, detail, create, edit, delete. */
export async function agencyRoutes(app: FastifyInstance, { platform }: { platform: DbClock }) {
  const agencies = new AgencyStore(platform.db, platform.now);
  const log = (name: string) => ({ name, module: "运营机构管理" });

  route(app, {
    method: "GET",
    url: ORGS_API.agencyPage,
    access: ACCESS,
    schema: {
      querystring: T.Object({ ...PageQuery, name: T.Optional(Text(50)), phone: T.Optional(Text(11)) }),
    },
    handler: ({ query, reply }) => sendOk(reply, agencies.page(query)),
  });

  route(app, {
    method: "GET",
    url: ORGS_API.agency,
    access: ACCESS,
    schema: { params: IdParams(L.agency) },
    handler: ({ params, reply }) =>
      sendOk(reply, agencies.get(params.id) ?? refuse(404, AGENCY_TEXT.notFound)),
  });

  route(app, {
    method: "POST",
    url: ORGS_API.agencies,
    access: ACCESS,
    log: log("新增运营机构"),
    schema: { body: AgencyBody },
    handler: ({ body, reply }) => {
      const fields = fieldsOf(body);
      if (agencies.taken(fields.name)) refuse(400, AGENCY_TEXT.taken);
      return sendOk(reply, agencies.add(fields));
    },
  });

  route(app, {
    method: "PUT",
    url: ORGS_API.agencies,
    access: ACCESS,
    log: log("编辑运营机构"),
    schema: { body: AgencyUpdateBody },
    handler: ({ body, reply }) => {
      if (!agencies.get(body.id)) refuse(404, AGENCY_TEXT.notFound);
      const fields = fieldsOf(body);
      if (agencies.taken(fields.name, body.id)) refuse(400, AGENCY_TEXT.taken);
      return sendOk(reply, agencies.update(body.id, fields));
    },
  });

  route(app, {
    method: "DELETE",
    url: ORGS_API.agency,
    access: ACCESS,
    log: log("删除运营机构"),
    schema: { params: IdParams(L.agency) },
    handler: ({ params, reply }) => {
      if (!agencies.remove(params.id)) refuse(404, AGENCY_TEXT.notFound);
      return sendOk(reply, null);
    },
  });
}
