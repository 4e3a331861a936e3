/**
 * Button codes of the datasets screens (ai-domain §6): the contract's dataM-A01 add, A02 edit, A03
 * delete (src/contracts/datasetCodes.ts says which buttons each covers).
 */
import { DATASET_CODES as CODES } from "../../contracts/datasetCodes";

export const DATASET_CODES = { add: CODES.add, edit: CODES.edit, remove: CODES.remove } as const;
