/**
 * Storage through the cluster proxy and the file service (storage spec §7, §9). `chosen` marks paths
 * the spec does not show. Imported by the storage plugin and server/storage.
 */
export const STORAGE_API = {
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
  /** DELETE cancels one operation; the websocket of its output. */
  storageOptOne: "/api/aimanager/v1/starlight/api/storage/opt/:id",
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
  fileItemRawOf: "/api/file-manager/v1/file-item/raw/:ticket",
  chunkUpload: "/api/ai-cloud-platform/v1/decoration/file/chunkUpload",
  editorUploadImage: "/api/upload-image",
  editorUploadVideo: "/api/upload",
} as const;

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
