import { Type as T, type Static } from "@sinclair/typebox";
import { Name } from "./names";
import { ORG_LABELS as L } from "./orgs";
import { Id, Int, OneOf, Text } from "./fields";

/**
 * The bodies the organisation pages send (contracts/orgs.ts, classify.ts), as the server validates
 * them; the server then trims each field and holds it to the form's limits with the screens' texts.
 * Two bodies stay with their routes, their rules being the server's: an expert's (the photo is held to
 * the platform's image rules, server/platform/userFields.ts) and a company resource's (held to the
 * simulated centre's clusters).
 */

/** An organisation's id: the shell's group id (text). */
export const OrgId = T.String({ minLength: 1, maxLength: 64, "x-message": `${L.org}不能为空` });

const OrgFieldsSchema = {
  parentId: T.Optional(T.Union([OrgId, T.Null()])),
  title: Name(1000, L.orgName),
  code: T.Optional(Text(1000)),
  level: T.Optional(Int(0, 99, "组织级别应为 0 到 99 的整数")),
  sort: T.Optional(Int(0, 9999, "排序应为 0 到 9999 的整数")),
  description: T.Optional(Text(10_000)),
};
export const OrgBody = T.Object(OrgFieldsSchema);
export type OrgBody = Static<typeof OrgBody>;
export const OrgUpdateBody = T.Object({ id: OrgId, ...OrgFieldsSchema });
export const MemberBody = T.Object({ userId: Id("用户") });

const AgencyFieldsSchema = {
  name: Name(1000, L.agencyName),
  contact: Text(1000),
  phone: Text(100),
  email: T.Optional(Text(1000)),
  address: T.Optional(Text(10_000)),
  description: T.Optional(Text(10_000)),
};
export const AgencyBody = T.Object(AgencyFieldsSchema);
export type AgencyBody = Static<typeof AgencyBody>;
export const AgencyUpdateBody = T.Object({ id: Id(L.agency), ...AgencyFieldsSchema });

const CompanyFieldsSchema = {
  name: Name(1000, L.companyName),
  orgId: T.Optional(T.Union([Text(64), T.Null()])),
  creditCode: T.Optional(Text(100)),
  contact: Text(1000),
  phone: Text(100),
  email: T.Optional(Text(1000)),
  description: T.Optional(Text(10_000)),
};
export const CompanyBody = T.Object(CompanyFieldsSchema);
export type CompanyBody = Static<typeof CompanyBody>;
export const CompanyUpdateBody = T.Object({ id: Id(L.company), ...CompanyFieldsSchema });

const ClassifyFieldsSchema = {
  parentId: T.Optional(T.Union([Id(L.parentClassify), T.Null()])),
  name: Name(1000, L.classifyName),
};
export const ClassifyBody = T.Object(ClassifyFieldsSchema);
export type ClassifyBody = Static<typeof ClassifyBody>;
export const ClassifyUpdateBody = T.Object({ id: Id(L.classify), ...ClassifyFieldsSchema });
export const ClassifyMoveBody = T.Object({ direction: OneOf([-1, 1], "direction 只能为 -1 或 1") });
export type ClassifyMoveBody = Static<typeof ClassifyMoveBody>;

const TypeFieldsSchema = {
  name: Name(1000, L.typeName),
  code: Text(1000),
  description: T.Optional(Text(10_000)),
};
export const TypeBody = T.Object(TypeFieldsSchema);
export type TypeBody = Static<typeof TypeBody>;
export const TypeUpdateBody = T.Object({ id: Id(L.type), ...TypeFieldsSchema });

/** An expert shown on the portal's expert centre, or not. */
export const ExpertPublicBody = T.Object({
  id: Id(L.expert),
  isPublic: OneOf([0, 1], "isPublic 只能为 0 或 1"),
});
export type ExpertPublicBody = Static<typeof ExpertPublicBody>;
