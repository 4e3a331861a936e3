/**
 * 算法管理's calls other features read (ai-domain §7 tb-algorithm-manage): the algorithms a model
 * version may relate to. The algorithms plugin and server/algorithms own the rest of the module.
 */
export const ALGORITHM_MANAGE = "/api/aimanager/v1/tb-algorithm-manage";

export const ALGORITHM_CHOICE_API = {
  /** The user's own algorithms and the public ones. */
  list: `${ALGORITHM_MANAGE}/list`,
  /** One algorithm with the versions the user may read (`?id=`). */
  info: `${ALGORITHM_MANAGE}/alg-info`,
} as const;
