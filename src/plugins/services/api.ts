import type { AxiosInstance } from "axios";
import { platformConfig } from "../../core/config";
import { serverMessageOf } from "../../core/errors";
import { createRequest, type RequestOptions } from "../../core/request";
import type { InferenceAnswer } from "../shared/servicePublishing";
import { CLASSIFY_API, type ClassifyNode } from "../../contracts/classify";
import { MODELS_API } from "../../contracts/models";
import { fillPath } from "../../contracts/paths";
import {
  SERVICES_API,
  type Board,
  type CallFigures,
  type CallView,
  type DayFigures,
  type ServiceUrl,
  type ServiceView,
  type TaskType,
  type TokenView,
  type TopService,
  type TypeCount,
} from "../../contracts/services";
import type { Page } from "../../contracts/paging";

export interface ServiceFields extends Record<string, unknown> {
  name: string;
  description: string;
  instances: string;
  isPublic: string;
  /** The industry application (a leaf of the back office's classification tree) it serves, "" none. */
  classifyId: string;
}

/** The tree's leaves as choices, "行业 / 应用" (the portal's app store lists services by leaf). */
export function industryChoices(
  nodes: ClassifyNode[],
  trail: string[] = [],
): { value: string; label: string }[] {
  return nodes.flatMap((node) =>
    node.children.length
      ? industryChoices(node.children, [...trail, node.name])
      : [{ value: String(node.id), label: [...trail, node.name].join(" / ") }],
  );
}

export interface ServiceQuery {
  pageNum: number;
  pageSize: number;
  name: string;
  status: string;
  taskType: string;
}

export type { Page };

/** The server's shapes (src/contracts/services.ts), under the names the pages use. */
export type { Board, CallFigures, DayFigures, ServiceUrl, TaskType };
export type ServiceRow = ServiceView;
export type TokenRow = TokenView;
export type CallRow = CallView;

export interface VersionOption {
  id: number;
  version: string;
  status: 0 | 1;
}

const fieldsBody = (fields: ServiceFields) => ({
  name: fields.name.trim(),
  description: fields.description.trim(),
  instances: Number(fields.instances),
  isPublic: Number(fields.isPublic),
  classifyId: fields.classifyId ? Number(fields.classifyId) : null,
});

/** The calls of 服务管理 and 服务概览; failures have shown their tip (a 400's reason is the form's). */
export function servicesApi(http: AxiosInstance) {
  const api = createRequest(http);
  const id = (path: string, value: number) => fillPath(path, { id: value });
  return {
    page: (query: ServiceQuery) =>
      api.get<Page<ServiceRow>>(SERVICES_API.publishs, {
        params: {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          ...(query.name ? { name: query.name } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.taskType ? { taskType: query.taskType } : {}),
        },
      }),
    publish: (fields: ServiceFields, modelVersionId: number) =>
      api.post<ServiceRow>(SERVICES_API.publishs, { ...fieldsBody(fields), modelVersionId }),
    update: (serviceId: number, fields: ServiceFields) =>
      api.put<ServiceRow>(SERVICES_API.publishs, { id: serviceId, ...fieldsBody(fields) }),
    setStatus: (serviceId: number, running: boolean) =>
      api.put<ServiceRow>(SERVICES_API.publishStatus, { id: serviceId, status: running ? 1 : 0 }),
    remove: (serviceId: number) => api.del(id(SERVICES_API.publish, serviceId)),
    industries: () => api.get<ClassifyNode[]>(CLASSIFY_API.tree, { hideTip: true }).then(industryChoices),
    one: (serviceId: number) => api.get<ServiceRow>(id(SERVICES_API.publish, serviceId)),

    board: () => api.get<Board>(SERVICES_API.board),
    countType: () => api.get<TypeCount[]>(SERVICES_API.countType),
    top: () => api.get<TopService[]>(SERVICES_API.top),
    figures: (serviceId?: number) =>
      api.get<CallFigures>(SERVICES_API.countMonitor, { params: serviceId ? { serviceId } : {} }),
    daily: (days: number, serviceId?: number) =>
      api.get<DayFigures[]>(SERVICES_API.dailyCalls, {
        params: { days, ...(serviceId ? { serviceId } : {}) },
      }),
    calls: (serviceId: number, query: { pageNum: number; pageSize: number }) =>
      api.get<Page<CallRow>>(SERVICES_API.pageMonitor, { params: { ...query, serviceId } }),

    tokens: (serviceId: number) => api.get<TokenRow[]>(SERVICES_API.tokens, { params: { serviceId } }),
    createToken: (serviceId: number, name: string, validDays: number | null, options?: RequestOptions) =>
      api.post<TokenRow>(
        SERVICES_API.tokens,
        { serviceId, name: name.trim(), ...(validDays ? { validDays } : {}) },
        options,
      ),
    /** A new name and validity: days from now, the expiry kept as it is, or (neither) never expiring. */
    updateToken: (tokenId: number, name: string, validity: { validDays?: number; expireTime?: string }) =>
      api.put<TokenRow>(SERVICES_API.tokens, { id: tokenId, name: name.trim(), ...validity }),
    setTokenStatus: (tokenId: number, enabled: boolean) =>
      api.put<TokenRow>(fillPath(SERVICES_API.tokenStatus, { id: tokenId, status: enabled ? 1 : 0 })),
    removeToken: (tokenId: number) => api.del(id(SERVICES_API.token, tokenId)),
    url: (tokenId: number) => api.get<ServiceUrl>(SERVICES_API.url, { params: { tokenId } }),
    /** AI服务's publish: a finished run as a version and a running service, the project linked. */
    publishRun: (body: {
      runId: number;
      name: string;
      description: string;
      instances: number;
      learningProjectId: number;
    }) => api.post<ServiceRow>(SERVICES_API.learningPublish, body),

    models: () => api.get<{ id: number; name: string }[]>(MODELS_API.droplist),
    versions: (modelId: number) =>
      api.get<Page<VersionOption>>(MODELS_API.versionPage, {
        params: { modelId, pageNum: 1, pageSize: 100 },
      }),
  };
}

/**
 * A call of a service URL as its users make it: the service token in Authorization (not the session's
 * bearer, so not through the core's http), against the platform's API base (VITE_API_BASE_URL).
 */
export async function predictWithToken(path: string, token: string, image: File): Promise<InferenceAnswer> {
  const form = new FormData();
  form.append("file", image, image.name);
  const response = await fetch(`${platformConfig.apiBaseUrl}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(serverMessageOf(body) ?? String(response.status));
  return (body as { data: InferenceAnswer }).data;
}
