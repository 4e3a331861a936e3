import { CODE } from "../contracts/permissionCodes";
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

/**
 * The shell's own API paths (sign-in, session, user info). Spec paths verbatim; `chosen` marks paths
 * the spec leaves out. Every feature's paths are in its contract, src/contracts/<feature>.ts.
 */
export const API = {
  /** chosen: the identity provider's token endpoint (spec: "exact host-specific path not shown"). */
  token: platformConfig.tokenUrl,
  /** chosen: authorisation-code endpoints of the unified authentication. */
  authorizeCode: "/api/auth/v1/connect/authorize/code",
  authorizeToken: "/api/auth/v1/connect/authorize/token",
  userInfo: "/api/aam/v1/portal/user/info",
  userResource: "/api/aam/v1/portal/user/resource",
  /** chosen: end the current server session (the token stops working). */
  logout: "/api/auth/v1/logout",
  devOutbox: "/__dev/outbox",
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
  home: { id: "home", code: CODE.businessHall, home: "/home/home-page" },
  operation: { id: "operation", code: CODE.operation, home: "/operation" },
  backstage: { id: "backstage", code: CODE.backstage, home: "/backstage" },
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
