import type { AxiosInstance } from "axios";
import { API } from "../../core/config";
import { createRequest } from "../../core/request";
import type { SessionStore, UserInfo } from "../../core/session";

/**
 * The current user's info (shell spec §4): fetched again and stored, except on person-page, where
 * the fetch is skipped unless forced and the stored info is used.
 */
export async function refreshUserInfo(
  http: AxiosInstance,
  session: SessionStore,
  options: { personPage?: boolean; force?: boolean } = {},
): Promise<UserInfo | null> {
  if (options.personPage && !options.force) return session.snapshot.user;
  const user = await createRequest(http).get<UserInfo>(API.userInfo, { hideTip: true });
  session.setUser(user);
  return user;
}
