import { useState } from "react";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { t, type MessageKey } from "../../../core/messages";
import "./list.css";
/**
 * The pager under a paged table: 共 {n} 条, page sizes, previous, page numbers, next, jumper.
 *
 *   <ListPager total={list.total} page={list.pageNum} pageSize={list.pageSize}
 *              onPage={list.setPage} onPageSize={list.setPageSize} />
 *
 * It serves a client-side list too, with a class for its layout, as the storage screen does (client
 * paging over the rows it holds): `<ListPager ... className="ws-storage-pager" />`. The texts are the
 * core catalogue's pager.* (shared words); `text` replaces them for a special case.
 */

export const PAGE_SIZES = [10, 20, 50, 100];

export interface ListPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  pageSizes?: number[];
  /** The texts (total, perPage, goTo, pageUnit, prevPage, nextPage); the core's pager.* by default. */
  text?: (key: PagerTextKey, params?: Record<string, string | number>) => string;
  /** Added to ws-list-pager. */
  className?: string;
  /** False while the list has not answered yet: the total reads 加载中…, never 共 0 条. */
  loaded?: boolean;
}

export type PagerTextKey = "total" | "perPage" | "goTo" | "pageUnit" | "prevPage" | "nextPage";

/** The pager's texts are the core catalogue's shared ones. */
const PAGER_TEXT: Record<PagerTextKey, MessageKey> = {
  total: "pager.total",
  perPage: "pager.perPage",
  goTo: "pager.goTo",
  pageUnit: "pager.pageUnit",
  prevPage: "pager.prev",
  nextPage: "pager.next",
};
const coreText = (key: PagerTextKey, params?: Record<string, string | number>) => t(PAGER_TEXT[key], params);

export function ListPager({
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
  pageSizes = PAGE_SIZES,
  text = coreText,
  className,
  loaded = true,
}: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState("");
  const go = (value: number) => onPage(Math.min(pages, Math.max(1, value)));
  return (
    <div
      className={className ? `ws-list-pager ${className}` : "ws-list-pager"}
      role="navigation"
      aria-label="pager"
    >
      <span aria-live="polite">{loaded ? text("total", { total }) : t("page.loading")}</span>
      <HTMLSelect
        aria-label="page size"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        options={pageSizes.map((size) => ({ value: size, label: text("perPage", { size }) }))}
      />
      <Button
        size="small"
        icon="chevron-left"
        aria-label={text("prevPage")}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      />
      {pageNumbers(page, pages).map((number, index) =>
        number === 0 ? (
          <span key={`gap-${index}`}>…</span>
        ) : (
          <Button
            key={number}
            size="small"
            variant={number === page ? "solid" : "minimal"}
            intent={number === page ? "primary" : "none"}
            text={number}
            aria-current={number === page ? "page" : undefined}
            onClick={() => go(number)}
          />
        ),
      )}
      <Button
        size="small"
        icon="chevron-right"
        aria-label={text("nextPage")}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      />
      <span>{text("goTo")}</span>
      <InputGroup
        size="small"
        aria-label={text("goTo")}
        className="ws-list-jumper"
        value={jump}
        onChange={(event) => setJump(event.currentTarget.value.replace(/\D/g, ""))}
        onKeyDown={(event) => {
          if (event.key === "Enter" && jump) {
            go(Number(jump));
            setJump("");
          }
        }}
      />
      <span>{text("pageUnit")}</span>
    </div>
  );
}

/** Page buttons: first, last and two around the current one; 0 marks a gap. */
export function pageNumbers(page: number, pages: number): number[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: number[] = [];
  for (const n of sorted) {
    if (out.length && n - out[out.length - 1]! > 1) out.push(0);
    out.push(n);
  }
  return out;
}
