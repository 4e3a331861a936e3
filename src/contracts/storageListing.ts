import { Type as T, type Static } from "@sinclair/typebox";

/**
 * storage/dir_info in columns (storage spec §7 dir_info; design §6, a folder of 100 000 entries): an
 * opt-in answer for the app's own file table. Every caller that does not ask for it gets the spec's
 * answer, `spec` (a list of rows) and `total`; the app asks with `layout=columns` and gets the same
 * rows as columns under `columns`, beside `total`. The rows are the same (storage spec §3: name, type,
 * uid, gid, perm, size, time, path); what repeats is sent once: the folder's path (each entry's path
 * is `${dir}/${name}`), the times (one text per distinct second), the permissions and the owners.
 * 100 000 entries come as about 2 MB instead of 17.5 MB, parsed in a tenth of the time.
 */
export const DIR_INFO_COLUMNS = "columns";

export const DirColumns = T.Object({
  /** The listed folder's remote path, without a trailing slash. */
  dir: T.String(),
  /** The names joined by "/" (a name never holds one): one string parses in a third of the time of
   * 100 000 strings. "" for an empty folder. */
  names: T.String(),
  /** 1 a folder, 0 a file (a symbolic link is a file). */
  folder: T.Array(T.Integer({ minimum: 0, maximum: 1 })),
  /** 1 a symbolic link. */
  link: T.Array(T.Integer({ minimum: 0, maximum: 1 })),
  size: T.Array(T.Number()),
  /** Index into `times` (`YYYY-MM-DD HH:mm:ss`). */
  time: T.Array(T.Integer({ minimum: 0 })),
  times: T.Array(T.String()),
  /** Index into `perms`: `[perm, mode]`, e.g. `["rwxr-xr-x", "755"]`. */
  perm: T.Array(T.Integer({ minimum: 0 })),
  perms: T.Array(T.Tuple([T.String(), T.String()])),
  /** Index into `owners`: `[uid, gid]`. */
  owner: T.Array(T.Integer({ minimum: 0 })),
  owners: T.Array(T.Tuple([T.Integer(), T.Integer()])),
});
export type DirColumns = Static<typeof DirColumns>;

/** One row as the spec lists it (storage spec §3), as both the server's rows and the columns give it (the server builds the columns in server/lib/dirColumns.ts). */
export interface DirEntry {
  name: string;
  type: "file" | "folder";
  link: boolean;
  uid: number;
  gid: number;
  perm: string;
  mode: string;
  size: number;
  time: string;
  path: string;
}

/** The app's side: the columns as the spec's rows, in order. */
export function fromDirColumns(columns: DirColumns): DirEntry[] {
  const { dir, folder, link, size, time, times, perm, perms, owner, owners } = columns;
  const name = columns.names ? columns.names.split("/") : [];
  const count = name.length;
  const rows = new Array<DirEntry>(count);
  const prefix = `${dir}/`;
  for (let index = 0; index < count; index++) {
    const [permText, mode] = perms[perm[index]!]!;
    const [uid, gid] = owners[owner[index]!]!;
    rows[index] = {
      name: name[index]!,
      type: folder[index] ? "folder" : "file",
      link: link[index] === 1,
      uid,
      gid,
      perm: permText,
      mode,
      size: size[index]!,
      time: times[time[index]!]!,
      path: prefix + name[index]!,
    };
  }
  return rows;
}
