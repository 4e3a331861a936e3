import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { LIMITS } from "../../../core/config";
import { loadFailureText } from "./failureText";
/**
 * A server-paged list (AI domain spec §9: pageNum from 1, pageSize 10, page changes debounced 200 ms).
 *
 *   const list = usePagedList((query) => api.pageDatasets(http, query), { filters: { dataSetName: "" } });
 *   <PagedTable list={list} columns={…} rowKey={(row) => row.id} />
 *   list.search({ dataSetName: "猫" });  // back to page 1, fetched at once
 *   await api.remove(id); list.afterDelete();  // steps back a page when this one became empty
 *
 * The fetch function may change every render (it is read through a ref); answers of superseded
 * queries are dropped. Until the first answer `loaded` is false (the table shows a loading state, not
 * 暂无数据 or 共 0 条). A failed fetch keeps the rows shown and sets `error` to its message until the
 * next answer; `refresh` retries.
 */

export interface PageAnswer<T> {
  list: T[];
  total: number;
}

export type PageQuery<F> = F & { pageNum: number; pageSize: number };

export interface PagedListOptions<F> {
  filters: F;
  pageSize?: number;
  /** Page-change debounce; the spec's 200 ms by default. */
  debounceMs?: number;
  /** False holds the fetch (e.g. until a parent row is selected). */
  enabled?: boolean;
}

export interface PagedList<T, F> {
  pageNum: number;
  pageSize: number;
  filters: F;
  loading: boolean;
  /** An answer (rows or a failure) has arrived: before it, nothing is known about the list. */
  loaded: boolean;
  /** The last fetch failed: its message (server's, the error catalogue's, or 网络连接失败). */
  error: string | null;
  rows: T[];
  total: number;
  setPage(pageNum: number): void;
  setPageSize(pageSize: number): void;
  /** New filters: page 1, fetched at once. */
  search(filters: F): void;
  refresh(): void;
  /** After `removed` rows were deleted: the previous page when this one is now empty, else a refresh. */
  afterDelete(removed?: number): void;
}

interface Request<F> {
  pageNum: number;
  pageSize: number;
  filters: F;
  /** Bumped by refresh: the same query asked again. */
  nonce: number;
  debounced: boolean;
}

export function usePagedList<T, F extends object>(
  fetchPage: (query: PageQuery<F>) => Promise<PageAnswer<T>>,
  options: PagedListOptions<F>,
): PagedList<T, F> {
  const debounceMs = options.debounceMs ?? LIMITS.pageChangeDebounceMs;
  const enabled = options.enabled ?? true;
  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });
  const [request, setRequest] = useState<Request<F>>({
    pageNum: LIMITS.defaultPageNum,
    pageSize: options.pageSize ?? LIMITS.defaultPageSize,
    filters: options.filters,
    nonce: 0,
    debounced: false,
  });
  // The rows shown and the request they answer; while the current request is unanswered, loading.
  const [answer, setAnswer] = useState<{ to: Request<F> | null; page: PageAnswer<T>; error: string | null }>({
    to: null,
    page: { list: [], total: 0 },
    error: null,
  });
  const loading = enabled && answer.to !== request;

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const run = () => {
      const { pageNum, pageSize, filters } = request;
      fetchRef
        .current({ ...filters, pageNum, pageSize })
        .then((page) => {
          const rows = { list: page.list ?? [], total: page.total ?? 0 };
          if (current) setAnswer({ to: request, page: rows, error: null });
        })
        .catch((error: unknown) => {
          if (current) setAnswer((prev) => ({ to: request, page: prev.page, error: loadFailureText(error) }));
        });
    };
    const timer = setTimeout(run, request.debounced ? debounceMs : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [request, enabled, debounceMs]);

  const setPage = useCallback(
    (pageNum: number) => setRequest((prev) => ({ ...prev, pageNum: Math.max(1, pageNum), debounced: true })),
    [],
  );
  const setPageSize = useCallback(
    (pageSize: number) => setRequest((prev) => ({ ...prev, pageSize, pageNum: 1, debounced: true })),
    [],
  );
  const search = useCallback(
    (filters: F) =>
      setRequest((prev) => ({ ...prev, filters, pageNum: 1, nonce: prev.nonce + 1, debounced: false })),
    [],
  );
  const refresh = useCallback(
    () => setRequest((prev) => ({ ...prev, nonce: prev.nonce + 1, debounced: false })),
    [],
  );
  const rowsShown = answer.page.list.length;
  const afterDelete = useCallback(
    (removed = 1) =>
      setRequest((prev) => ({
        ...prev,
        pageNum: rowsShown - removed <= 0 && prev.pageNum > 1 ? prev.pageNum - 1 : prev.pageNum,
        nonce: prev.nonce + 1,
        debounced: false,
      })),
    [rowsShown],
  );

  return {
    pageNum: request.pageNum,
    pageSize: request.pageSize,
    filters: request.filters,
    loading,
    loaded: answer.to !== null,
    error: answer.error,
    rows: answer.page.list,
    total: answer.page.total,
    setPage,
    setPageSize,
    search,
    refresh,
    afterDelete,
  };
}
