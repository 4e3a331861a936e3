/* 算法管理's button codes (ai-domain §6: calcM-A01..A03) are the contract's; the server demands the same. */
import { ALGORITHM_CODES } from "../../contracts/algorithmCodes";
import { usePermissions } from "../../ui/CoreContext";

/** What the user's codes let them do here (each further limited to their own algorithms by the page). */
export interface AlgorithmRights {
  add: boolean;
  edit: boolean;
  remove: boolean;
}

export function useAlgorithmRights(): AlgorithmRights {
  const permissions = usePermissions();
  return {
    add: permissions.has(ALGORITHM_CODES.add),
    edit: permissions.has(ALGORITHM_CODES.edit),
    remove: permissions.has(ALGORITHM_CODES.remove),
  };
}

/** The rights on one algorithm: none on another user's. */
export const rightsOn = (rights: AlgorithmRights, own: boolean): AlgorithmRights =>
  own ? rights : { add: false, edit: false, remove: false };
