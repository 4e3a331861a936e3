import { createServiceToken } from "../../core/pluginTypes";

/** An expert as the portal shows them (the back office's 专家库, public ones only). */
export interface PublicExpert {
  id: number;
  name: string;
  field: string;
  organisation: string;
  title: string;
  introduction: string;
  /** A data URL (png or jpeg), "" for none. */
  photo: string;
}

export interface PublicExpertPage {
  list: PublicExpert[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * What the orgs plugin offers the portal's expert centre: the public experts, readable without
 * sign-in (GET /api/aimanager/v1/professor/public-page). `requires: [EXPERT_DIRECTORY]`, then
 * `ctx.get(EXPERT_DIRECTORY).publicExperts({ pageNum: 1, pageSize: 10 })`.
 */
export interface ExpertDirectoryService {
  publicExperts(query: {
    pageNum: number;
    pageSize: number;
    name?: string;
    field?: string;
  }): Promise<PublicExpertPage>;
}

export const EXPERT_DIRECTORY = createServiceToken<ExpertDirectoryService>("orgs.expertDirectory");
