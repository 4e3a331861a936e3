import { CODE } from "./permissionCodes";
/**
 * 能力发布's codes (ai-domain §6): serveM the menu, serve-ill 服务概览, serve 服务管理; aiServe AI服务.
 * A module of its own, without TypeBox: the services plugin's manifest is part of the sign-in page's
 * bundle and reads these codes, while the schemas of contracts/services.ts load with its pages
 * (design §6: the sign-in page's JavaScript budget). Re-exported by contracts/services.ts.
 */
export const SERVICE_CODES = {
  menu: CODE.serveM,
  overview: CODE.serveIll,
  manage: CODE.serve,
  aiServe: CODE.aiServe,
} as const;
