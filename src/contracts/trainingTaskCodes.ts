import { CODE } from "./permissionCodes";
/**
 * 训练任务's codes (ai-domain §6: the menu's chain modelManage → tiTask), without TypeBox: the
 * training-tasks plugin's manifest is part of the sign-in page's bundle (design §6) and reads them; the
 * server module (server/training-tasks) demands the same.
 */
export const TRAINING_TASK_CODES = [CODE.modelManage, CODE.tiTask] as const;
