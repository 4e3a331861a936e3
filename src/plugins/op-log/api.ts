import { OP_LOG_API } from "../../contracts/opLog";
import { fillPath } from "../../contracts/paths";
import type { OpLogEntryView, OpLogPage, SessionPage, SessionView } from "../../contracts/opLogShapes";
import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import type { OpLogEntry } from "../../machines/opLogFlush.machine";

export type { OpLogEntryView, OpLogPage, SessionPage, SessionView };

/** The op-log plugin's calls (shell spec §7); pages and the writer use these, never raw paths. */

export interface OpLogQuery {
  pageNum: number;
  pageSize: number;
  user?: string;
  pageName?: string;
  content?: string;
  /** YYYY-MM-DD HH:mm:ss */
  startTime?: string;
  endTime?: string;
}

export interface WriteResult {
  accepted: number;
  duplicates: number;
  rejected: number;
}

export interface CityLookup {
  ip: string;
  area: string;
}

export interface AreaNode {
  id: string;
  parentId: string;
  name: string;
  citys?: AreaNode[];
  areas?: AreaNode[];
}

export interface WriteOptions {
  /** Survive the page going away (fetch keepalive). */
  keepalive?: boolean;
  /** The token to send with when the session store was just cleared (logout). */
  token?: string | null;
}

/** POST the batch: no loading indicator, no tips (a failure goes to the console and is retried). */
export function writeLogs(http: AxiosInstance, entries: OpLogEntry[], options: WriteOptions = {}) {
  return createRequest(http).post<WriteResult>(OP_LOG_API.opLogWrite, entries, {
    hideTip: true,
    hideSuccessTip: true,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : undefined,
    keepalive: options.keepalive,
  });
}

/** Drops empty filters so the query string carries only what the user typed. */
function compact(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ""));
}

export function readLogs(http: AxiosInstance, query: OpLogQuery) {
  return createRequest(http).get<OpLogPage>(OP_LOG_API.opLogRead, { params: compact(query) });
}

export interface SessionQuery {
  pageNum: number;
  pageSize: number;
  /** Part of the user's name or account. */
  user?: string;
}

export function listSessions(http: AxiosInstance, query: SessionQuery) {
  return createRequest(http).get<SessionPage>(OP_LOG_API.opLogSessions, { params: compact(query) });
}

export function endSession(http: AxiosInstance, id: number) {
  // The page says 会话已结束 itself: nothing was deleted from the user's point of view.
  return createRequest(http).del(fillPath(OP_LOG_API.opLogSession, { id }), { hideSuccessTip: true });
}

export function lookupCity(http: AxiosInstance) {
  return createRequest(http).get<CityLookup>(OP_LOG_API.cityLookup, { hideTip: true });
}

export function fetchAreaTree(http: AxiosInstance) {
  return createRequest(http).get<AreaNode[]>(OP_LOG_API.areaTree, { hideTip: true });
}
