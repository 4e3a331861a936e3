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
