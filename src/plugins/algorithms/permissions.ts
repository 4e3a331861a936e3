import { usePermissions } from "../../ui/CoreContext";

/**
 * 算法管理's button codes (ai-domain §6: calcM-A01..A03), as for dataM and modelM: A01 add (an
 * algorithm, a type, a version, a copied version), A02 edit (fields, public flags, the example image,
 * a version's package), A03 delete. The server (server/algorithms/access.ts) demands the same ones.
 */
export const ALGORITHM_CODES = {
  add: "calcM-A01",
  edit: "calcM-A02",
  remove: "calcM-A03",
} as const;

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
