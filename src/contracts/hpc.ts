import { Type as T, type Static } from "@sinclair/typebox";

/**
 * The HPC account calls (shell spec §7): binding a supercomputing account to the signed-in user, the
 * account in use, and the back office's list of the centre's accounts. `chosen` marks paths the spec
 * leaves out. Imported by the hpc plugin's api.ts and server/hpcRoutes.ts.
 */
export const HPC_API = {
  /** chosen: the signed-in user's bound HPC accounts. */
  hpcUserAccounts: "/api/aimanager/v1/hpc-account/user-accounts",
  /** chosen: HPC binding calls of shell spec §7 (the password travels as base64 of its UTF-8 bytes). */
  hpcCheckCredential: "/api/aimanager/v1/hpc-account/check-credential",
  hpcSendCode: "/api/aimanager/v1/hpc-account/send-code",
  hpcCheckCode: "/api/aimanager/v1/hpc-account/check-code",
  hpcSave: "/api/aimanager/v1/hpc-account/save",
  /** chosen: PUT { id } makes a bound account the one in use; DELETE `${hpcBinding}/{id}` unbinds. */
  hpcSwitch: "/api/aimanager/v1/hpc-account/switch",
  hpcBinding: "/api/aimanager/v1/hpc-account/binding",
  /** DELETE unbinds one account. */
  hpcBindingOf: "/api/aimanager/v1/hpc-account/binding/:id",
  hpcRefreshToken: "/api/aimanager/v1/hpc-account/refresh-token",
  hpcUploadKey: "/api/aimanager/v1/hpc-account/upload-key",
  /** The supercomputer gateway's `user/user/self`, through the cluster proxy prefix. */
  hpcUserSelf: "/api/aimanager/v1/starlight/api/user/user/self",
  /** Back office: the centre's accounts (`/group/{id}` lists the groups bound to one). */
  hpcAdminPage: "/api/aimanager/v1/external-platform-account-info/page",
  hpcAdminList: "/api/aimanager/v1/external-platform-account-info/list",
  hpcAdminUpdateStatus: "/api/aimanager/v1/external-platform-account-info/update-status",
  hpcAdminGroup: "/api/aimanager/v1/external-platform-account-info/group",
  /** The groups bound to one centre account. */
  hpcAdminGroupOf: "/api/aimanager/v1/external-platform-account-info/group/:id",
} as const;

/** One of the centre's accounts in the back office, with the users bound to it. */
export const CenterAccountView = T.Object({
  id: T.String(),
  accountType: T.Integer(),
  account: T.String(),
  cluster: T.String(),
  status: T.Integer(),
  needsCode: T.Boolean(),
  bindUserNames: T.Array(T.String()),
  createdAt: T.Integer(),
});
export type CenterAccountView = Static<typeof CenterAccountView>;
