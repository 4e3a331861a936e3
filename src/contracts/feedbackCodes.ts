import { CODE } from "./permissionCodes";
/**
 * 用户反馈's code (shell spec §3, §7; back-office spec 工单管理): workorder-manage opens operations'
 * list, summary and handling. A module of its own, without TypeBox: the feedback plugin's manifest is
 * part of the sign-in page's bundle (design §6). Re-exported by contracts/feedback.ts.
 */
export const FEEDBACK_CODES = { workOrders: CODE.workorderManage } as const;
