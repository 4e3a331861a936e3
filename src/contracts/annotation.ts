/** Prefix of every datasets and team-annotation call (docs/annotation-api.md); the plugins and
 * server/annotation add their paths to it. */
export const ANNOTATION_API_BASE = "/api/aimanager/v1";

const V1 = ANNOTATION_API_BASE;

/**
 * The team calls the datasets plugin's 标注团队管理 makes (ai-domain §7 tb-team, tb-member): the same
 * entries, spelled the same, as the annotation contract's `ANNOTATION_API.team`, which owns them.
 */
export const ANNOTATION_API = {
  /** 团队管理 (code label) and 团队列表 (taskM). */
  team: {
    page: `${V1}/tb-team/page`,
    list: `${V1}/tb-team/list`,
    /** POST a new team, PUT its fields. */
    teams: `${V1}/tb-team`,
    one: `${V1}/tb-team/:teamId`,
    withTasks: `${V1}/tb-team/with-tasks`,
    members: `${V1}/tb-member/list`,
    membersBatch: `${V1}/tb-member/batch`,
    candidates: `${V1}/tb-member/candidates`,
  },
} as const;
