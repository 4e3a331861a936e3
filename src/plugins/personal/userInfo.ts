import type { AxiosInstance } from "axios";
import { API } from "../../core/config";
import { createRequest } from "../../core/request";
import type { SessionStore, UserInfo } from "../../core/session";

/**
 * The current user's info fetched again and stored: the forced fetch of shell spec §4, after the user
 * changed their own name or avatar (the header follows). A start on person-page skips the fetch
 * (core/sessionService.ts `skipsUserInfoFetch`); this one is never skipped.
 */
export async function refreshUserInfo(http: AxiosInstance, session: SessionStore): Promise<UserInfo> {
  const user = await createRequest(http).get<UserInfo>(API.userInfo, { hideTip: true });
  session.setUser(user);
  return user;
}
