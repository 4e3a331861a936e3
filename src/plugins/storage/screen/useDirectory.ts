import { STORAGE } from "../../../contracts/storage";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useSession } from "../../../ui/CoreContext";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { StorageFailure, type FileRow, type StorageApi } from "../api";
import { storageText } from "../messages";
import { rootOf, selectVolume, typePath, upLeaves, upOf, volumeOptions, type Location } from "../pathRules";
import { nextSort, sortRows, type RowSort, type SortKey } from "./sortRows";

/**
 * A folder of the storage as the manager and the file picker show it (storage spec §2, §4): the
 * volumes and the account's special fixed directory, where the user is, the listing (searched,
 * hidden files or not), its client-side sort and paging, and the moves between folders.
 *
 *   const dir = useDirectory(api, { showHidden, onRefused: (info) => tip("warning", info), onMove });
 *   <LocationBar volumes={dir.volumeOptions} volume={dir.location.volume} path={dir.location.path}
 *                onVolume={dir.goVolume} onPath={dir.goTyped} />
 *   <FileTable rows={dir.rows} sort={dir.sort} onSort={dir.sortBy} page={dir.page} … />
 *
 * Every move (root, up, volume, typed path, a folder opened) clears the search and goes to page 1,
 * then calls `onMove` (the caller clears its selection); up from a volume's user folder, a volume's top
 * or the special fixed directory stays and calls `onRefused` with 已在存储卷 … 的根目录. A listing refused by the gateway keeps what
 * the same folder showed (another folder shows nothing) and calls `onRefused` with the server's info
 * text; an answer without the body envelope (an entry that vanished while it was listed, a lost
 * answer) is asked once more after 500 ms.
 */

export interface DirectoryOptions {
  showHidden?: boolean;
  /** The special fixed directory; without one, the server's (user_storage_path's vipPath). */
  vipDirectory?: string;
  /** A listing refused with the gateway's info text. */
  onRefused?: (info: string) => void;
  /** After every move to another folder. */
  onMove?: () => void;
}

export interface Directory {
  volumes: string[];
  /** The selector's options ('VIP' first when there is a special directory). */
  volumeOptions: string[];
  vipDirectory: string | undefined;
  location: Location;
  /** The listing as it came (for lookups by path); empty without a path. */
  listed: readonly FileRow[];
  /** The listing sorted by the header's column (the listing's order without one). */
  rows: readonly FileRow[];
  loading: boolean;
  sort: RowSort | null;
  sortBy(key: SortKey): void;
  page: number;
  pageSize: number;
  setPage(page: number): void;
  setPageSize(size: number): void;
  search: string;
  /** Lists the folder's entries whose name contains `name` ("" for all). */
  searchFor(name: string): void;
  reload(): void;
  goTo(next: Location): void;
  goRoot(): void;
  goUp(): void;
  goVolume(volume: string): void;
  goTyped(typed: string): void;
}

const EMPTY_ROWS: FileRow[] = [];
const RETRY_MS = 500;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useDirectory(api: StorageApi, options: DirectoryOptions = {}): Directory {
  const userName = useSession().user?.userName ?? "";
  const showHidden = options.showHidden ?? false;
  const callbacks = useRef(options);
  useLayoutEffect(() => {
    callbacks.current = options;
  });

  const paths = useLoaded(() => api.userPaths(), `paths:${userName}`);
  const volumes = paths.data?.volumes ?? EMPTY_VOLUMES;
  const vipDirectory = options.vipDirectory ?? paths.data?.vipPath;
  /** Where the user went; null: the root (known once the volumes are). */
  const [moved, setMoved] = useState<Location | null>(null);
  const location = moved ?? (paths.data ? rootOf(volumes, userName, vipDirectory) : NOWHERE);

  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(STORAGE.fileTablePageSize);
  const [sort, setSort] = useState<RowSort | null>(null);

  const listing = useLoaded(
    async () => {
      const path = location.path;
      const list = () => api.list(path, showHidden, search || undefined);
      try {
        return { path, rows: await list() };
      } catch (error) {
        if (error instanceof StorageFailure) throw error;
        await sleep(RETRY_MS);
        return { path, rows: await list() };
      }
    },
    location.path ? JSON.stringify([location.path, showHidden, search]) : null,
  );
  useEffect(() => {
    if (listing.error instanceof StorageFailure) callbacks.current.onRefused?.(listing.error.info);
  }, [listing.error]);

  const answer = listing.data;
  // An empty path lists nothing (spec §4: up from the top, or a /GPUFS/datasets path); a failed
  // listing of another folder shows nothing either.
  const listed =
    !location.path || !answer || (listing.failed && answer.path !== location.path) ? EMPTY_ROWS : answer.rows;
  const rows = useMemo(() => sortRows(listed, sort), [listed, sort]);

  const goTo = (next: Location) => {
    setMoved(next);
    setSearch("");
    setPage(1);
    callbacks.current.onMove?.();
  };
  return {
    volumes,
    volumeOptions: volumeOptions(volumes, vipDirectory),
    vipDirectory,
    location,
    listed,
    rows,
    loading: listing.loading,
    sort,
    sortBy: (key) => {
      setSort((current) => nextSort(current, key));
      setPage(1);
    },
    page,
    pageSize,
    setPage,
    setPageSize: (size) => {
      setPageSizeState(size);
      setPage(1);
    },
    search,
    searchFor: (name) => {
      setSearch(name);
      setPage(1);
    },
    reload: listing.reload,
    goTo,
    goRoot: () => goTo(rootOf(volumes, userName, vipDirectory)),
    goUp: () => {
      // Above a volume's user folder (or the special fixed directory) is nothing the user may open: say
      // so rather than try.
      const volume = upLeaves(location, vipDirectory);
      if (volume !== null) return callbacks.current.onRefused?.(storageText("atVolumeRoot", { volume }));
      goTo({ volume: location.volume, path: upOf(location.path) });
    },
    goVolume: (volume) => goTo(selectVolume(volume, userName, vipDirectory)),
    goTyped: (typed) => goTo(typePath(typed, location, volumes)),
  };
}

const EMPTY_VOLUMES: string[] = [];
const NOWHERE: Location = { volume: "", path: "" };
