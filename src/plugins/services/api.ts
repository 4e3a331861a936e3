import type { AxiosInstance } from "axios";
import { platformConfig } from "../../core/config";
import { serverMessageOf } from "../../core/errors";
import { createRequest, type RequestOptions } from "../../core/request";
import type { InferenceAnswer } from "../shared/servicePublishing";
import type { Page } from "../../contracts/paging";

/** The reference server's module: server/services (publish-manage, publish-history). */
const PUBLISH_MANAGE = "/api/aimanager/v1/publish-manage";
const PUBLISH_HISTORY = "/api/aimanager/v1/publish-history";
const MODEL_MANAGE = "/api/aimanager/v1/model-manage";
const MODEL_HISTORY = "/api/aimanager/v1/model-history";

export type TaskType = "classification" | "detection";

export interface ServiceRow {
  id: number;
  name: string;
  description: string;
  taskType: TaskType;
  taskTypeText: string;
  modelId: number;
  modelName: string;
  modelVersionId: number;
  modelVersion: string;
  ownerName: string;
  classifyId: number | null;
  classifyName: string;
  instances: number;
  callCount: number;
  status: 0 | 1;
  statusText: string;
  /** Why it cannot answer (its model version closed or deleted); "" when it can. */
  versionProblem: string;
  isPublic: 0 | 1;
  createTime: string;
  updateTime: string;
}

export interface ServiceFields extends Record<string, unknown> {
  name: string;
  description: string;
  instances: string;
  isPublic: string;
  /** The industry application (a leaf of the back office's classification tree) it serves, "" none. */
  classifyId: string;
}

/** A node of the back office's industry classification tree. */
export interface ClassifyNode {
  id: number;
  name: string;
  children?: ClassifyNode[];
}

/** The tree's leaves as choices, "行业 / 应用" (the portal's app store lists services by leaf). */
export function industryChoices(
  nodes: ClassifyNode[],
  trail: string[] = [],
): { value: string; label: string }[] {
  return nodes.flatMap((node) =>
    node.children?.length
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

export interface TokenRow {
  id: number;
  serviceId: number;
  name: string;
  token: string;
  status: 0 | 1;
  statusText: string;
  expireTime: string;
  expired: boolean;
  createTime: string;
}

export interface ServiceUrl {
  url: string;
  path: string;
  token: string;
  curl: string;
}

export interface CallFigures {
  total: number;
  success: number;
  failed: number;
  successRate: number;
  avgLatencyMs: number;
  p95LatencyMs: number;
  todayTotal: number;
}

export interface DayFigures {
  date: string;
  total: number;
  success: number;
  failed: number;
  /** Null on a day without an answered call. */
  p95LatencyMs: number | null;
}

export interface CallRow {
  id: number;
  callTime: string;
  /** null: the call named no usable token (or came from the demo). */
  tokenId: number | null;
  tokenName: string;
  source: string;
  statusCode: number;
  success: boolean;
  latencyMs: number;
  error: string;
}

export interface Board {
  total: number;
  running: number;
  stopped: number;
  callTotal: number;
  callToday: number;
  successRate: number;
  /** Of the calls answered 200. */
  p95LatencyMs: number;
}

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
  const manage = createRequest(http, PUBLISH_MANAGE);
  const history = createRequest(http, PUBLISH_HISTORY);
  const models = createRequest(http, MODEL_MANAGE);
  const versions = createRequest(http, MODEL_HISTORY);
  return {
    page: (query: ServiceQuery) =>
      manage.get<Page<ServiceRow>>("publishs", {
        params: {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          ...(query.name ? { name: query.name } : {}),
          ...(query.status ? { status: query.status } : {}),
          ...(query.taskType ? { taskType: query.taskType } : {}),
        },
      }),
    publish: (fields: ServiceFields, modelVersionId: number) =>
      manage.post<ServiceRow>("publishs", { ...fieldsBody(fields), modelVersionId }),
    update: (id: number, fields: ServiceFields) =>
      manage.put<ServiceRow>("publishs", { id, ...fieldsBody(fields) }),
    setStatus: (id: number, running: boolean) =>
      manage.put<ServiceRow>("publishs-status", { id, status: running ? 1 : 0 }),
    remove: (id: number) => manage.del(`publishs/${id}`),
    industries: () =>
      createRequest(http, "/api/aimanager/v1")
        .get<ClassifyNode[]>("classify/tree", { hideTip: true })
        .then(industryChoices),
    one: (id: number) => manage.get<ServiceRow>(`publishs/${id}`),

    board: () => manage.get<Board>("board"),
    countType: () => manage.get<{ taskType: TaskType; name: string; count: number }[]>("count-type"),
    top: () => manage.get<{ id: number; name: string; callCount: number }[]>("top"),
    figures: (serviceId?: number) =>
      manage.get<CallFigures>("count-monitor", { params: serviceId ? { serviceId } : {} }),
    daily: (days: number, serviceId?: number) =>
      manage.get<DayFigures[]>("service-call-msg", { params: { days, ...(serviceId ? { serviceId } : {}) } }),
    calls: (serviceId: number, query: { pageNum: number; pageSize: number }) =>
      manage.get<Page<CallRow>>("page-monitor", { params: { ...query, serviceId } }),

    tokens: (serviceId: number) => history.get<TokenRow[]>("publish-token", { params: { serviceId } }),
    createToken: (serviceId: number, name: string, validDays: number | null, options?: RequestOptions) =>
      history.post<TokenRow>(
        "publish-token",
        { serviceId, name: name.trim(), ...(validDays ? { validDays } : {}) },
        options,
      ),
    /** A new name and validity: days from now, the expiry kept as it is, or (neither) never expiring. */
    updateToken: (id: number, name: string, validity: { validDays?: number; expireTime?: string }) =>
      history.put<TokenRow>("publish-token", { id, name: name.trim(), ...validity }),
    setTokenStatus: (id: number, enabled: boolean) =>
      history.put<TokenRow>(`publish-token-status/${id}/${enabled ? 1 : 0}`),
    removeToken: (id: number) => history.del(`publish-token/${id}`),
    url: (tokenId: number) => history.get<ServiceUrl>("publish-url", { params: { tokenId } }),
    /** AI服务's publish: a finished run as a version and a running service, the project linked. */
    publishRun: (body: {
      runId: number;
      name: string;
      description: string;
      instances: number;
      learningProjectId: number;
    }) => manage.post<ServiceRow>("learning-project-publishs", body),

    models: () => models.get<{ id: number; name: string }[]>("droplist"),
    versions: (modelId: number) =>
      versions.get<Page<VersionOption>>("page", { params: { modelId, pageNum: 1, pageSize: 100 } }),
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
