/**
 * Operation logs, signed-in sessions and the area dictionary (shell spec §4, §5, §7; ai-domain
 * system-config). Imported by the op-log plugin's api.ts and the server's op-log, session and area routes.
 */
export const OP_LOG_API = {
  /** Operation logs (shell spec §7): the batched write and the paged read. */
  opLogWrite: "/api/aimanager/v1/op-log",
  opLogRead: "/api/operation-log/v1/operation-log",
  /** chosen: the signed-in sessions (ai-domain: "op-log ... session") and ending one (`/{id}`). */
  opLogSessions: "/api/aimanager/v1/op-log/session",
  /** DELETE ends one session. */
  opLogSession: "/api/aimanager/v1/op-log/session/:id",
  /** Area dictionary (ai-domain system-config: area-tree, provinces, cities, areas). */
  areaTree: "/api/aimanager/v1/system-config/area-tree",
  areaProvinces: "/api/aimanager/v1/system-config/provinces",
  areaCities: "/api/aimanager/v1/system-config/cities",
  areaAreas: "/api/aimanager/v1/system-config/areas",
  /** chosen: the caller's ip and area, for operation-log entries. */
  cityLookup: "/api/aimanager/v1/system-config/city-lookup",
} as const;
