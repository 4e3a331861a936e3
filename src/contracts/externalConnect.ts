import { CODE } from "./permissionCodes";
/**
 * Shell spec §7 "External connect: /api/auth/v1/manage/connect/external" (payload and answer not
 * shown). The reference server answers what an external platform needs to connect through the unified
 * authentication (the authorisation-code flow of the same table): the platform's client id, the two
 * endpoints, the callback route and the fixed parameters. The client secret is never in the answer.
 */
export const EXTERNAL_CONNECT_PATH = "/api/auth/v1/manage/connect/external";

/** Who may read it: the back office's system management (it is a management call). */
export const EXTERNAL_CONNECT_CODE = CODE.systemManage;

export interface ExternalConnectInfo {
  clientId: string;
  authorizeCodePath: string;
  authorizeTokenPath: string;
  /** The route the code-to-token exchange returns to (shell spec §2 /home/call_back). */
  redirectUrl: string;
  responseType: "code";
  scope: "openid";
  grantType: "authorization_code";
}
