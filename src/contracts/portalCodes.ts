import { CODE } from "./permissionCodes";
/**
 * The portal templates' code (ai-domain §3; back-office spec 门户管理): portal-temp opens 模板配置,
 * 模板菜单 and 模板页面, and the 编辑页面 links of the documentation and about pages. A module of its
 * own, without TypeBox: the portal-admin manifest is part of the sign-in page's bundle (design §6).
 * Re-exported by contracts/portal.ts.
 */
export const PORTAL_CODES = { templates: CODE.portalTemp } as const;
