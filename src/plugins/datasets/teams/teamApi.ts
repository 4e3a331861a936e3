import type { AxiosInstance } from "axios";
import { ANNOTATION_API, fillPath } from "../../../contracts/annotation";
import type { Candidate, TeamMember, TeamView } from "../../../contracts/annotationShapes";
import type { TeamCreateBody, TeamUpdateBody } from "../../../contracts/annotationBodies";
import type { Page } from "../../../contracts/paging";
import { createRequest } from "../../../core/request";
import type { PageParams } from "../types";

/** 团队管理's calls (tb-team, tb-member; src/contracts/annotation.ts): teams and their members. */
const api = (http: AxiosInstance) => createRequest(http);
const TEAM = ANNOTATION_API.team;

export const pageTeams = (http: AxiosInstance, query: PageParams & { teamName?: string }) =>
  api(http).get<Page<TeamView>>(TEAM.page, { params: query });
export const createTeam = (http: AxiosInstance, body: TeamCreateBody) =>
  api(http).post<TeamView>(TEAM.teams, body);
export const updateTeam = (http: AxiosInstance, body: TeamUpdateBody & { teamId: number }) =>
  api(http).put<TeamView>(TEAM.teams, body);
export const deleteTeam = (http: AxiosInstance, teamId: number) =>
  api(http).del(fillPath(TEAM.one, { teamId }));
export const listMembers = (http: AxiosInstance, teamId: number) =>
  api(http).get<TeamMember[]>(TEAM.members, { params: { teamId } });
/** Replaces the whole member list; quiet: the dialog says 保存成功 itself. */
export const saveMembers = (http: AxiosInstance, teamId: number, userIds: number[]) =>
  api(http).post<TeamMember[]>(TEAM.membersBatch, { teamId, userIds }, { hideSuccessTip: true });
export const memberCandidates = (http: AxiosInstance, keyword = "") =>
  api(http).get<Candidate[]>(TEAM.candidates, { params: { keyword } });
