/**
 * The back office's industry classification (ai-domain §7 classify, classify-type): its tree is read by
 * 服务管理 (the industry a service serves), 资源共享 and the portal's app store. Imported by those
 * plugins and server/orgs/classifyRoutes.ts.
 */
export const CLASSIFY_BASE = "/api/aimanager/v1/classify";
export const CLASSIFY_TYPE_BASE = "/api/aimanager/v1/classify-type";

export const CLASSIFY_API = {
  /** The whole tree: industries and their applications (leaves). */
  tree: `${CLASSIFY_BASE}/tree`,
} as const;
