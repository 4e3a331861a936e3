/**
 * Every endpoint and business constant of the spec, in one named place (shell spec §7 and §9).
 * Paths the spec leaves out are chosen here once and documented in the README's API section.
 */

/** Runtime configuration: point the app at a real platform with Vite env variables (see README). */
export interface PlatformConfig {
  /** Prefix put before every API path; empty means same origin. */
  apiBaseUrl: string;
  /** Identity provider's password-grant token endpoint. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Header carrying the tenant, taken from the stored encrypted HPC account. */
  tenantHeader: string;
  /** Header carrying the current group id. */
  groupHeader: string;
}

type Env = Record<string, string | undefined>;
const env: Env = (import.meta as ImportMeta & { env?: Env }).env ?? {};

export const platformConfig: PlatformConfig = {
  apiBaseUrl: env.VITE_API_BASE_URL ?? "",
  tokenUrl: env.VITE_TOKEN_URL ?? "/api/auth/oauth2/token",
  clientId: env.VITE_CLIENT_ID ?? "ai-platform-web",
  clientSecret: env.VITE_CLIENT_SECRET ?? "ai-platform-secret",
  tenantHeader: env.VITE_TENANT_HEADER ?? "X-Tenant-Account",
  groupHeader: env.VITE_GROUP_HEADER ?? "X-Group-Id",
};

/** API paths. Spec paths verbatim; `chosen` marks paths the spec leaves out. */
export const API = {
  /** chosen: the identity provider's token endpoint (spec: "exact host-specific path not shown"). */
  token: platformConfig.tokenUrl,
  /** chosen: authorisation-code endpoints of the unified authentication. */
  authorizeCode: "/api/auth/v1/connect/authorize/code",
  authorizeToken: "/api/auth/v1/connect/authorize/token",
  externalConnect: "/api/auth/v1/manage/connect/external",
  userInfo: "/api/aam/v1/portal/user/info",
  userResource: "/api/aam/v1/portal/user/resource",
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
  hpcRefreshToken: "/api/aimanager/v1/hpc-account/refresh-token",
  hpcUploadKey: "/api/aimanager/v1/hpc-account/upload-key",
  /** The supercomputer gateway's `user/user/self`, through the cluster proxy prefix. */
  hpcUserSelf: "/api/aimanager/v1/starlight/api/user/user/self",
  /** Back office: the centre's accounts (`/group/{id}` lists the groups bound to one). */
  hpcAdminPage: "/api/aimanager/v1/external-platform-account-info/page",
  hpcAdminList: "/api/aimanager/v1/external-platform-account-info/list",
  hpcAdminUpdateStatus: "/api/aimanager/v1/external-platform-account-info/update-status",
  hpcAdminGroup: "/api/aimanager/v1/external-platform-account-info/group",
  /** chosen: end the current server session (the token stops working). */
  logout: "/api/auth/v1/logout",
  devOutbox: "/__dev/outbox",
  /** Operation logs (shell spec §7): the batched write and the paged read. */
  opLogWrite: "/api/aimanager/v1/op-log",
  opLogRead: "/api/operation-log/v1/operation-log",
  /** chosen: the signed-in sessions (ai-domain: "op-log ... session") and ending one (`/{id}`). */
  opLogSessions: "/api/aimanager/v1/op-log/session",
  /** Area dictionary (ai-domain system-config: area-tree, provinces, cities, areas). */
  areaTree: "/api/aimanager/v1/system-config/area-tree",
  areaProvinces: "/api/aimanager/v1/system-config/provinces",
  areaCities: "/api/aimanager/v1/system-config/cities",
  areaAreas: "/api/aimanager/v1/system-config/areas",
  /** chosen: the caller's ip and area, for operation-log entries. */
  cityLookup: "/api/aimanager/v1/system-config/city-lookup",
  /** Storage through the cluster proxy (storage spec §7); `chosen` where the spec shows no path. */
  storageUserPath: "/api/aimanager/v1/starlight/api/storage/user_storage_path",
  /** chosen: quotas of the user's volumes (spec: "exact path not shown"). */
  storageQuotas: "/api/aimanager/v1/starlight/api/storage/quotas",
  /** chosen: the validity period of a volume, `?storageName=`. */
  storageTime: "/api/aimanager/v1/starlight/api/storage/time",
  storageDirInfo: "/api/aimanager/v1/starlight/api/storage/dir_info",
  storageView: "/api/aimanager/v1/starlight/api/storage/view",
  /**
   * GET records, POST an operation, DELETE `${storageOpt}/{id}`; the websocket is `${storageOpt}/{id}?token=`
   * (chosen: `&from=n` resumes after the first n lines, for a client reconnecting after a drop).
   */
  storageOpt: "/api/aimanager/v1/starlight/api/storage/opt",
  /** PUT a chunk (Content-Range); chosen: DELETE `?file=` cancels an unfinished upload (removes the partial file). */
  storageUpload: "/api/aimanager/v1/starlight/api/storage/upload",
  /** chosen: GET `?file=` how many bytes of an unfinished upload the server holds (resume). */
  storageUploadOffset: "/api/aimanager/v1/starlight/api/storage/upload/offset",
  storageDownload: "/api/aimanager/v1/starlight/api/storage/download",
  /** chosen: a storage token (answer data.token, 10 minutes) for `?token=` on download, image preview and the websocket. */
  storageToken: "/api/aimanager/v1/starlight/api/storage/token",
  /** chosen: `{base}/aliyunOssFile/upload` of the spec with base `/api/file-manager/v1`; answer data is the file url. */
  ossUpload: "/api/file-manager/v1/aliyunOssFile/upload",
  /** File service (storage spec §7). `chosen`: by-ticket and the listing use these GET paths. */
  fileItemByTicket: "/api/file-manager/v1/file-item/by-ticket",
  fileItemDeleteByTicket: "/api/file-manager/v1/file-item/deleteByTicket",
  fileItemMultipleFiles: "/api/file-manager/v1/file-item/multiple-files",
  /** chosen: the raw bytes of a stored item, `/{fileTicket}` (the ticket is the capability: no bearer). */
  fileItemRaw: "/api/file-manager/v1/file-item/raw",
  chunkUpload: "/api/ai-cloud-platform/v1/decoration/file/chunkUpload",
  editorUploadImage: "/api/upload-image",
  editorUploadVideo: "/api/upload",
} as const;

/** Prefix of every datasets and team-annotation call (docs/annotation-api.md); plugins add their paths. */
export const ANNOTATION_API_BASE = "/api/aimanager/v1";

/** Storage constants (storage spec §9) and the reference server's chosen codes. */
export const STORAGE = {
  uploadChunkBytes: 1_048_576,
  previewPageBytes: 4096,
  imagePickerMaxBytes: 10_485_760,
  editorBase64MaxBytes: 524_288,
  fileTablePageSize: 20,
  quotaUnitDivisor: 1_048_576,
  /** Operation types of POST storage/opt. */
  opType: { delete: 1, copy: 2, mkdir: 3, rename: 4, chmod: 5, chown: 6, pack: 7, unpack: 8 },
  /** Operation status: 3 and 4 are the spec's; 1 running and 2 done are chosen. */
  opStatus: { running: 1, done: 2, failed: 3, cancelled: 4 },
  recordsPage: { page: 1, limit: 10, orderBy: "id" },
} as const;

/** Business constants and limits (shell spec §9). */
export const LIMITS = {
  httpTimeoutMs: 30_000,
  sessionLifetimeMs: 288e5,
  feedbackContentMax: 500,
  avatarMaxKb: 500,
  spreadsheetMaxKb: 2048,
  verificationCodeLength: 6,
  resendCountdownS: 60,
  loadingCountdownS: 60,
  hpcTokenRefreshMs: 300_000,
  /** The reference server's HPC verification code lives this long (shell-access-accounts §7: expired after 5 minutes). */
  hpcCodeLifetimeMs: 300_000,
  debounceMs: 1000,
  throttleMs: 1000,
  pageChangeDebounceMs: 200,
  generalDebounceMs: 100,
  noticeDuration: 0,
  defaultPageNum: 1,
  defaultPageSize: 10,
  tenThousandThreshold: 5,
  mobileMaxWidth: 1000,
  baseFontSize: 16,
  baseWidth: 1920,
  defaultOrgLevel: 0,
  randomIdLength: 4,
  uploadLimit: 9,
  spinnerPollMs: 50,
  dateFormat: "YYYY-MM-DD HH:mm:ss",
  dateRangeSeparator: "至",
} as const;

/** Operation-log writer (shell spec §4, §5): levels, batching, bound and retry. */
export const OP_LOG = {
  /** Levels an entry may carry; only the allowed ones are sent (spec §5 "allowed record levels"). */
  levels: ["debug", "info", "important"] as const,
  allowedLevels: ["info", "important"] as readonly string[],
  batchSize: 50,
  maxQueue: 1000,
  gatherMs: 2000,
  retryBaseMs: 1000,
  retryMaxMs: 60_000,
  /** How long logout waits for the last flush before ending the server session. */
  logoutFlushWaitMs: 3000,
  /** How long the city lookup (ip, area) is reused. */
  cityLookupTtlMs: 3_600_000,
} as const;

/** The four areas and the area codes that let a user enter them (portal is public). */
export const AREAS = {
  portal: { id: "portal", code: "", home: "/portal/home" },
  home: { id: "home", code: "business-hall", home: "/home/home-page" },
  operation: { id: "operation", code: "operation", home: "/operation" },
  backstage: { id: "backstage", code: "backstage", home: "/backstage" },
} as const;
export type AreaId = keyof typeof AREAS;
export const AREA_IDS = Object.keys(AREAS) as AreaId[];

/** Routes that bypass permission handling (spec §2 "no check"). */
export const NO_CHECK_ROUTES = [
  "/login",
  "/official",
  "/demoPage",
  "/home/sharePage",
  "/home/call_back",
] as const;

/** Random ids: default length 4 from a 62-character alphabet (spec §9). */
export const RANDOM_ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
