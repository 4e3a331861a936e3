import { Type as T, type Static } from "@sinclair/typebox";
import { Text } from "./fields";
import { Name } from "./names";

/** The user homepage (ai-domain §7 user-homepage: cooperate cases, page, save, education, share lists). */
export const HOMEPAGE_API = {
  base: "/api/aimanager/v1/user-homepage",
  page: "/api/aimanager/v1/user-homepage/page",
  save: "/api/aimanager/v1/user-homepage/save",
  education: "/api/aimanager/v1/user-homepage/education",
  educationOf: "/api/aimanager/v1/user-homepage/education/:id",
  cases: "/api/aimanager/v1/user-homepage/cooperate-cases",
  caseOf: "/api/aimanager/v1/user-homepage/cooperate-cases/:id",
  shares: "/api/aimanager/v1/user-homepage/share-list",
  /** ai-domain §7 home/general-message: the development platform's home at a glance. */
  generalMessage: "/api/aimanager/v1/home/general-message",
} as const;

export const HOMEPAGE_TEXT = {
  userNotFound: "用户不存在",
  schoolEmpty: "学校不能为空",
  titleEmpty: "案例名称不能为空",
  educationNotFound: "教育经历不存在",
  caseNotFound: "合作案例不存在",
  dateOrder: "结束时间不能早于开始时间",
} as const;

/** A date as the forms send it (YYYY-MM-DD, or "" for none). */
const DateText = Text(10);

/** One line of 教育经历. */
export const Education = T.Object({
  id: T.Integer(),
  school: T.String(),
  major: T.String(),
  degree: T.String(),
  startDate: T.String(),
  endDate: T.String(),
});
export type Education = Static<typeof Education>;
/** What the store saves of one (the route trims the body and checks each field's length). */
export type EducationFields = Omit<Education, "id">;
/** 新增/编辑教育经历's body (the route trims it and says which field is too long). */
export const EducationBody = T.Object({
  school: Text(200),
  major: T.Optional(Text(200)),
  degree: T.Optional(Text(50)),
  startDate: T.Optional(DateText),
  endDate: T.Optional(DateText),
});

/** One 合作案例. */
export const CooperateCase = T.Object({
  id: T.Integer(),
  title: T.String(),
  partner: T.String(),
  summary: T.String(),
  caseDate: T.String(),
});
export type CooperateCase = Static<typeof CooperateCase>;
export type CaseFields = Omit<CooperateCase, "id">;
/** 新增/编辑合作案例's body. */
export const CaseBody = T.Object({
  title: Name(200, "案例标题"),
  partner: T.Optional(Text(200)),
  summary: T.Optional(Text(2000)),
  caseDate: T.Optional(DateText),
});

/** A public data set, algorithm or model of the user (the homepage's share list). */
export const SharedItem = T.Object({
  id: T.Integer(),
  name: T.String(),
  kind: T.Union([T.Literal("dataset"), T.Literal("algorithm"), T.Literal("model")]),
  createTime: T.Integer(),
});
export type SharedItem = Static<typeof SharedItem>;

/** A user's homepage as `page` answers it (`self` when it is the signed-in user's own). */
export const UserHomepage = T.Object({
  userId: T.Integer(),
  userName: T.String(),
  displayName: T.String(),
  attributeContent: T.String(),
  self: T.Boolean(),
  organisation: T.String(),
  introduction: T.String(),
  education: T.Array(Education),
  cases: T.Array(CooperateCase),
  shares: T.Array(SharedItem),
});
export type UserHomepage = Static<typeof UserHomepage>;

const Run = { id: T.Integer(), name: T.String(), status: T.String(), statusText: T.String() };

/** home/general-message: the user's data sets, tasks near their deadline, running trainings, operations. */
export const GeneralMessage = T.Object({
  datasets: T.Object({
    total: T.Integer(),
    recent: T.Array(
      T.Object({ id: T.Integer(), name: T.String(), isPublic: T.Integer(), updateTime: T.Integer() }),
    ),
  }),
  tasks: T.Object({
    total: T.Integer(),
    nearDeadline: T.Array(T.Object({ ...Run, deadline: T.Integer() })),
  }),
  runs: T.Object({
    total: T.Integer(),
    running: T.Array(T.Object({ ...Run, startedAt: T.Union([T.Integer(), T.Null()]) })),
  }),
  operations: T.Array(T.Object({ operationTime: T.String(), pageName: T.String(), content: T.String() })),
});
export type GeneralMessage = Static<typeof GeneralMessage>;
