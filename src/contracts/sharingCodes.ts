import { CODE } from "./permissionCodes";
/**
 * 共享管理's codes (ai-domain §2, §6): developers apply with business-hall (开发平台); operations
 * handle the work orders under workorder-manage with sharing-A03 (共享管理) and the portal's cases with
 * sharing-A02 (案例分享管理). Without TypeBox: the sharing plugin's manifest, in the sign-in page's
 * bundle, reads them (design §6). Re-exported by contracts/sharing.ts.
 */
export const SHARING_CODES = {
  applicant: CODE.businessHall,
  workOrders: CODE.workorderManage,
  cases: CODE.sharingA02,
  orders: CODE.sharingA03,
} as const;
