import type { InferenceAnswer } from "../../contracts/services";
import { createServiceToken } from "../../core/pluginTypes";

/**
 * What the services plugin (能力发布) offers other plugins (AI服务's guided flow first): its own calls of
 * publish-manage and publish-history, and a call of a service URL with a service token, so nothing of
 * them is copied. `requires: [SERVICE_PUBLISHING]`, then `usePlugins().getService(SERVICE_PUBLISHING)`.
 */

/** A published service (服务管理's row has more). */
export interface PublishedService {
  id: number;
  name: string;
  status: number;
  isPublic: number;
}

/** A token of a service (服务管理's row has more). */
export interface ServiceTokenInfo {
  id: number;
  name: string;
  status: number;
  expired: boolean;
}

/** The answer of a service URL and of the demo (the services contract's shape; a type, so no TypeBox here). */
export type { InferenceAnswer };

export interface PublishRunBody {
  runId: number;
  name: string;
  description: string;
  instances: number;
  /** The AI服务 project linked to the new service in the same call. */
  learningProjectId: number;
}

/** Failures have shown their tip (a 400's reason is the caller's to show), except `predict`'s. */
export interface ServicePublishingService {
  service(id: number): Promise<PublishedService>;
  /** A finished run registered as a model version and published as a running service. */
  publishRun(body: PublishRunBody): Promise<PublishedService>;
  tokens(serviceId: number): Promise<ServiceTokenInfo[]>;
  /** A token without an expiry; no success tip. */
  createToken(serviceId: number, name: string): Promise<ServiceTokenInfo>;
  /** The service URL's path for the token, and the token's text. */
  tokenUrl(tokenId: number): Promise<{ path: string; token: string }>;
  /**
   * Posts the picture to the service URL with the service token (not the session's), as its users
   * call it; rejects with an Error whose message is the server's refusal text.
   */
  predict(path: string, token: string, image: File): Promise<InferenceAnswer>;
}

export const SERVICE_PUBLISHING = createServiceToken<ServicePublishingService>("services.publishing");
