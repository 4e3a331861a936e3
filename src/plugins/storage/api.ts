import { STORAGE_API, STORAGE } from "../../contracts/storage";
import { fillPath } from "../../contracts/paths";
import type { AxiosInstance } from "axios";
import { platformConfig } from "../../core/config";
import { createRequest } from "../../core/request";
import { DIR_INFO_COLUMNS, fromDirColumns, type DirColumns } from "../../contracts/storageListing";
import type { OperationRecord } from "../../contracts/storageRecords";

export type { OperationRecord };

/** The gateway's storage answer: body code 200 is OK, any other comes with the server's info text. */
export interface StorageReply<T = unknown> {
  code: number;
  info?: string;
  message?: string;
  spec?: T;
  total?: number;
  data?: unknown;
  /** user_storage_path: the account's special fixed directory, when an operator set one (spec §4). */
  vipPath?: string;
  /** dir_info asked with layout=columns: the rows as columns (contracts/storageListing.ts). */
  columns?: DirColumns;
}

export interface FileRow {
  name: string;
  /** "file" or "folder"; the other reading is 0 for a file and any other value for a folder. */
  type: string | number;
  uid: number;
  gid: number;
  perm: string;
  mode?: string;
  size: number;
  time: string;
  path: string;
}

export interface QuotaEntry {
  storage_name: string;
  group_block_soft: number;
  group_block_used: number;
}

/** A storage answer whose body code is not 200: the server's info text, shown as a warning. */
export class StorageFailure extends Error {
  constructor(
    readonly code: number,
    readonly info: string,
  ) {
    super(info);
  }
}

export const isFolder = (row: Pick<FileRow, "type">): boolean =>
  row.type === "folder" || (typeof row.type === "number" && row.type !== 0);

function ok<T>(body: StorageReply<T>): StorageReply<T> {
  if (body.code !== 200)
    throw new StorageFailure(body.code, body.info || body.message || `code ${body.code}`);
  return body;
}

const quiet = { hideSuccessTip: true } as const;

/** The storage calls: the gateway answers `{ code, info, spec }`, so they read the whole body (`raw`). */
export function storageApi(http: AxiosInstance) {
  const request = createRequest(http);
  const get = async <T>(url: string, params?: Record<string, unknown>) =>
    ok(await request.raw.get<StorageReply<T>>(url, { params }));

  return {
    volumes: async (): Promise<string[]> => (await get<string[]>(STORAGE_API.storageUserPath)).spec ?? [],
    /** The volumes and the special fixed directory (the 'VIP' volume) when the account has one. */
    userPaths: async (): Promise<{ volumes: string[]; vipPath?: string }> => {
      const body = await get<string[]>(STORAGE_API.storageUserPath);
      return { volumes: body.spec ?? [], ...(body.vipPath ? { vipPath: body.vipPath } : {}) };
    },
    quotas: async (): Promise<QuotaEntry[]> =>
      (await get<QuotaEntry[]>(STORAGE_API.storageQuotas)).spec ?? [],
    validity: async (storageName: string): Promise<{ start: string; end: string } | null> => {
      const body = await get<unknown>(STORAGE_API.storageTime, { storageName });
      return (body.data as { start: string; end: string } | undefined) ?? null;
    },
    /** The folder's rows, asked for as columns (a tenth of the bytes for a big folder); a gateway
     * that answers the spec's list of rows is read as it is. */
    list: async (dir: string, showHidden: boolean, name?: string): Promise<FileRow[]> => {
      const body = await get<FileRow[]>(STORAGE_API.storageDirInfo, {
        dir,
        sort_key: "time",
        ...(showHidden ? { show_hidden: "show" } : {}),
        ...(name ? { name } : {}),
        layout: DIR_INFO_COLUMNS,
      });
      return body.columns ? fromDirColumns(body.columns) : (body.spec ?? []);
    },
    view: async (file: string, page: number) =>
      (
        await get<{ Body: string; Size: number; Binary?: boolean }>(STORAGE_API.storageView, {
          size: STORAGE.previewPageBytes,
          page,
          file,
        })
      ).spec ?? { Body: "", Size: 0, Binary: false },
    /** A page of the records, newest first (spec §9: page 1, limit 10 to start with). */
    records: async (
      page: number = STORAGE.recordsPage.page,
      limit: number = STORAGE.recordsPage.limit,
    ): Promise<{ spec: OperationRecord[]; total: number }> => {
      const body = await get<OperationRecord[]>(STORAGE_API.storageOpt, {
        page,
        limit,
        order_by: "id",
      });
      return { spec: body.spec ?? [], total: body.total ?? 0 };
    },
    /** POST storage/opt: the task id of the background operation. */
    operate: async (type: number, from: string[], target: string[] = [], mod?: string): Promise<number> => {
      const body = await request.raw.post<StorageReply<{ id: number }>>(
        STORAGE_API.storageOpt,
        {
          type,
          from: from.map((path) => ({ path })),
          target: target.map((path) => ({ path })),
        },
        { ...quiet, params: mod ? { mod } : undefined },
      );
      return ok(body).spec?.id ?? 0;
    },
    removeRecord: async (id: number): Promise<void> => {
      ok(await request.raw.del<StorageReply>(fillPath(STORAGE_API.storageOptOne, { id }), quiet));
    },
    /** A short-lived token for URLs that carry no header (download, image, websocket). */
    token: async (): Promise<string> => {
      const body = await get<unknown>(STORAGE_API.storageToken);
      return (body.data as { token: string }).token;
    },
  };
}

export type StorageApi = ReturnType<typeof storageApi>;

/** An absolute URL of the API (download window, <img>). */
export function apiUrl(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return `${platformConfig.apiBaseUrl}${path}?${search}`;
}

/** The websocket of an operation's live output; `from` skips the lines the client already holds. */
export function operationSocketUrl(id: number, token: string, from = 0): string {
  const base = platformConfig.apiBaseUrl || `${window.location.protocol}//${window.location.host}`;
  const url = new URL(fillPath(STORAGE_API.storageOptOne, { id }), base.endsWith("/") ? base : `${base}/`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("token", token);
  if (from > 0) url.searchParams.set("from", String(from));
  return url.toString();
}

/** "-" for an empty record path, else the first item's path (the spec's JSON string). */
export function recordPath(value: string): string {
  if (!value) return "-";
  try {
    const list = JSON.parse(value) as { path?: string }[];
    return list[0]?.path || "-";
  } catch {
    return value || "-";
  }
}

/**
 * The target of a record as a full path like the others: a rename's target is stored as the new name
 * (its params are the path and the name), shown as the path it made (parent of the source + name).
 */
export function recordTargetPath(record: Pick<OperationRecord, "type" | "from" | "target">): string {
  const target = recordPath(record.target);
  if (record.type !== STORAGE.opType.rename || target === "-" || target.includes("/")) return target;
  const from = recordPath(record.from);
  return from === "-" ? target : `${from.replace(/\/[^/]*$/, "")}/${target}`;
}

/** B, KB, MB, GB with 2 decimals. */
export function formatSize(bytes: number): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)}${units[unit]}`;
}

/** Remaining quota in G: (soft - used) / 1048576, 2 decimals. */
export const remainingG = (entry: QuotaEntry): string =>
  ((entry.group_block_soft - entry.group_block_used) / 1_048_576).toFixed(2);
