/** 我的模型's and 模型概览's codes: the contract's (src/contracts/models.ts), which the server checks too. */
export { MODEL_CODES, OVERVIEW_CODES } from "../../contracts/modelCodes";
