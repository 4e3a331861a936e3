import type { FastifyInstance } from "fastify";
import { sendOk } from "../../lib/envelope";
import { HTTP_TEXT, Id, IdParams, refuse, route, T, Text } from "../../http";
import type { Platform } from "../../platform";
import {
  CaseBody,
  EducationBody,
  HOMEPAGE_API,
  HOMEPAGE_TEXT,
  type UserHomepage,
} from "../../../src/contracts/userHomepage";
import { HomepageStore } from "./homepageStore";
import { WorkbenchStore } from "./workbenchStore";

const LOG = { module: "个人主页" };
const UserQuery = T.Object({ userId: T.Optional(Id("用户")) });

function limited(label: string, raw: string | undefined, max: number, emptyText?: string): string {
  const value = raw?.trim() ?? "";
  if (!value && emptyText) refuse(400, emptyText);
  if (value.length > max) refuse(400, HTTP_TEXT.tooLong(label, max));
  return value;
}

const educationFields = (body: typeof EducationBody.static) => {
  const fields = {
    school: limited("学校", body.school, 50, HOMEPAGE_TEXT.schoolEmpty),
    major: limited("专业", body.major, 50),
    degree: limited("学历", body.degree, 20),
    startDate: body.startDate?.trim() ?? "",
    endDate: body.endDate?.trim() ?? "",
  };
  if (fields.startDate && fields.endDate && fields.endDate < fields.startDate)
    refuse(400, HOMEPAGE_TEXT.dateOrder);
  return fields;
};

const caseFields = (body: typeof CaseBody.static) => ({
  title: limited("案例名称", body.title, 50, HOMEPAGE_TEXT.titleEmpty),
  partner: limited("合作单位", body.partner, 50),
  summary: limited("案例简介", body.summary, 500),
  caseDate: body.caseDate?.trim() ?? "",
});

/**
 * The user homepage (ai-domain §7): anyone signed in reads a user's page (name, avatar, organisation,
 * introduction, education, cooperation cases, public shares); each user edits only their own.
 * Also the development platform's home at a glance (home/general-message).
 */
export async function homepageRoutes(
  app: FastifyInstance,
  { platform }: { platform: Platform },
): Promise<void> {
  const store = new HomepageStore(platform.db, platform.now);
  const workbench = new WorkbenchStore(platform.db, platform.now, platform.training);
  const target = (self: number, userId: number | undefined) => {
    const row = platform.users.byId(userId ?? self) ?? refuse(404, HOMEPAGE_TEXT.userNotFound);
    return row;
  };

  route(app, {
    method: "GET",
    url: HOMEPAGE_API.page,
    access: "signedIn",
    schema: { querystring: UserQuery },
    handler: ({ user, query, reply }) => {
      const row = target(user.id, query.userId);
      const page: UserHomepage = {
        userId: row.id,
        userName: row.user_name,
        displayName: row.display_name,
        attributeContent: row.attribute_content,
        self: row.id === user.id,
        ...store.about(row.id),
        education: store.education(row.id),
        cases: store.cases(row.id),
        shares: store.shares(row.id),
      };
      return sendOk(reply, page);
    },
  });

  route(app, {
    method: "POST",
    url: HOMEPAGE_API.save,
    access: "signedIn",
    log: { name: "保存个人简介", ...LOG },
    schema: { body: T.Object({ organisation: T.Optional(Text(200)), introduction: T.Optional(Text(2000)) }) },
    handler: ({ user, body, reply }) => {
      store.saveAbout(
        user.id,
        limited("所在单位", body.organisation, 50),
        limited("个人简介", body.introduction, 500),
      );
      return sendOk(reply, store.about(user.id));
    },
  });

  route(app, {
    method: "GET",
    url: HOMEPAGE_API.education,
    access: "signedIn",
    schema: { querystring: UserQuery },
    handler: ({ user, query, reply }) => sendOk(reply, store.education(target(user.id, query.userId).id)),
  });
  route(app, {
    method: "POST",
    url: HOMEPAGE_API.education,
    access: "signedIn",
    log: { name: "新增教育经历", ...LOG },
    schema: { body: EducationBody },
    handler: ({ user, body, reply }) =>
      sendOk(reply, { id: store.addEducation(user.id, educationFields(body)) }),
  });
  route(app, {
    method: "PUT",
    url: HOMEPAGE_API.educationOf,
    access: "signedIn",
    log: { name: "修改教育经历", ...LOG },
    schema: { params: IdParams("教育经历"), body: EducationBody },
    handler: ({ user, params, body, reply }) => {
      if (!store.updateEducation(user.id, params.id, educationFields(body)))
        refuse(404, HOMEPAGE_TEXT.educationNotFound);
      return sendOk(reply, null);
    },
  });
  route(app, {
    method: "DELETE",
    url: HOMEPAGE_API.educationOf,
    access: "signedIn",
    log: { name: "删除教育经历", ...LOG },
    schema: { params: IdParams("教育经历") },
    handler: ({ user, params, reply }) => {
      if (!store.removeEducation(user.id, params.id)) refuse(404, HOMEPAGE_TEXT.educationNotFound);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: HOMEPAGE_API.cases,
    access: "signedIn",
    schema: { querystring: UserQuery },
    handler: ({ user, query, reply }) => sendOk(reply, store.cases(target(user.id, query.userId).id)),
  });
  route(app, {
    method: "POST",
    url: HOMEPAGE_API.cases,
    access: "signedIn",
    log: { name: "新增合作案例", ...LOG },
    schema: { body: CaseBody },
    handler: ({ user, body, reply }) => sendOk(reply, { id: store.addCase(user.id, caseFields(body)) }),
  });
  route(app, {
    method: "PUT",
    url: HOMEPAGE_API.caseOf,
    access: "signedIn",
    log: { name: "修改合作案例", ...LOG },
    schema: { params: IdParams("合作案例"), body: CaseBody },
    handler: ({ user, params, body, reply }) => {
      if (!store.updateCase(user.id, params.id, caseFields(body))) refuse(404, HOMEPAGE_TEXT.caseNotFound);
      return sendOk(reply, null);
    },
  });
  route(app, {
    method: "DELETE",
    url: HOMEPAGE_API.caseOf,
    access: "signedIn",
    log: { name: "删除合作案例", ...LOG },
    schema: { params: IdParams("合作案例") },
    handler: ({ user, params, reply }) => {
      if (!store.removeCase(user.id, params.id)) refuse(404, HOMEPAGE_TEXT.caseNotFound);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: HOMEPAGE_API.shares,
    access: "signedIn",
    schema: { querystring: UserQuery },
    handler: ({ user, query, reply }) => sendOk(reply, store.shares(target(user.id, query.userId).id)),
  });

  route(app, {
    method: "GET",
    url: HOMEPAGE_API.generalMessage,
    access: "signedIn",
    handler: ({ user, reply }) => sendOk(reply, workbench.generalMessage(user.id)),
  });
}
