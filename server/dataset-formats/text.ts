/** The dataset texts shared by the dataset routes, the format engine and the training engine: the contract's. */
export { DATASET_TEXT } from "../../src/contracts/datasets";

export const versionName = (number: number) => `V${number}`;
