import type { AxiosInstance } from "axios";
import { createRequest } from "../../core/request";
import { SYSTEM_API } from "../../contracts/system";
import type {
  CentreNode,
  MailSettingsView,
  MailSettingsInput,
  Pod,
  ResourceStatistics,
  SystemConfig,
  TestMailResult,
  UsagePoint,
  UsageRecord,
  UserPermission,
} from "./types";
import type { Page } from "../../contracts/paging";

/** The system plugin's calls (ai-domain §7 system-config and e-mail); pages never write raw paths. */
const api = (http: AxiosInstance) => createRequest(http);

export type { Page };

interface Paging {
  pageNum: number;
  pageSize: number;
}

/** Empty filters are left out of the query. */
const params = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== "" && value !== undefined));

export const listNodes = (
  http: AxiosInstance,
  query: Paging & { cluster?: string; status?: string; name?: string },
) => api(http).get<Page<CentreNode>>(SYSTEM_API.nodeList, { params: params(query) });

export const nodeUsage = (http: AxiosInstance, nodeName: string, hours = 24) =>
  api(http).get<{ node: string; points: UsagePoint[] }>(SYSTEM_API.nodeUseList, {
    params: { nodeName, hours },
  });

export const listPods = (
  http: AxiosInstance,
  query: Paging & { cluster?: string; status?: string; name?: string },
) => api(http).get<Page<Pod>>(SYSTEM_API.podList, { params: params(query) });

export const clusterUsage = (http: AxiosInstance, hours = 24) =>
  api(http).get<{ cluster: string; points: UsagePoint[] }[]>(SYSTEM_API.clusterUseList, {
    params: { hours },
  });

export const resourceStatistics = (http: AxiosInstance) =>
  api(http).get<ResourceStatistics>(SYSTEM_API.resourcesStatistical);

export const usagePage = (
  http: AxiosInstance,
  query: Paging & { cluster?: string; startDate?: string; endDate?: string },
) => api(http).get<Page<UsageRecord>>(SYSTEM_API.resourcesUsagePage, { params: params(query) });

export const listConfigs = (http: AxiosInstance, keyword = "") =>
  api(http).get<SystemConfig[]>(SYSTEM_API.configList, { params: params({ keyword }) });

/** A 400 (the value breaks its rule) is left to the dialog, which shows the reason. */
export const updateConfig = (http: AxiosInstance, id: number, configValue: string) =>
  api(http).put<SystemConfig>(SYSTEM_API.configInfo, { id, configValue });

export const mailSettings = (http: AxiosInstance) => api(http).get<MailSettingsView>(SYSTEM_API.emailConfig);

export const saveMailSettings = (http: AxiosInstance, settings: MailSettingsInput) =>
  api(http).put<MailSettingsView>(SYSTEM_API.emailConfig, settings, { hideSuccessTip: true });

export const sendTestMail = (http: AxiosInstance, to: string) =>
  api(http).post<TestMailResult>(SYSTEM_API.testSendEmail, { to }, { hideSuccessTip: true });

export const listUserPermissions = (
  http: AxiosInstance,
  query: Paging & { keyword?: string; code?: string; area?: string },
) => api(http).get<Page<UserPermission>>(SYSTEM_API.userPermissions, { params: params(query) });
