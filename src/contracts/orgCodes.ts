import { CODE } from "./permissionCodes";
/**
 * The organisation pages' codes (ai-domain §2 back office): user-manage 用户管理 (运营机构, 企业, 组织),
 * classifyM 分类管理 (行业分类, 类型管理), professor-manage 专家库. A module of its own, without
 * TypeBox: the orgs plugin's manifest is part of the sign-in page's bundle and reads these codes, while
 * the schemas of contracts/orgs.ts load with its pages (design §6). Re-exported by contracts/orgs.ts.
 */
export const ORG_CODES = {
  users: CODE.userManage,
  classify: CODE.classifyM,
  experts: CODE.professorManage,
} as const;
