import { useState } from "react";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { lt } from "./listMessages";
/**
 * The pager under a paged table: 共 {n} 条, page sizes, previous, page numbers, next, jumper.
 *
 *   <ListPager total={list.total} page={list.pageNum} pageSize={list.pageSize}
 *              onPage={list.setPage} onPageSize={list.setPageSize} />
 *
 * Generalised from the storage screen's client pager (src/plugins/storage/screen/Pager.tsx), which
 * can switch to this one; the page-number window is the same.
 */

export const PAGE_SIZES = [10, 20, 50, 100];

export interface ListPagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  pageSizes?: number[];
}

export function ListPager({
  total,
  page,
  pageSize,
  onPage,
  onPageSize,
  pageSizes = PAGE_SIZES,
}: ListPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState("");
  const go = (value: number) => onPage(Math.min(pages, Math.max(1, value)));
  return (
    <div className="ws-list-pager" role="navigation" aria-label="pager">
      <span>{lt("total", { total })}</span>
      <HTMLSelect
        aria-label="page size"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        options={pageSizes.map((size) => ({ value: size, label: lt("perPage", { size }) }))}
      />
      <Button
        size="small"
        icon="chevron-left"
        aria-label={lt("prevPage")}
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
        aria-label={lt("nextPage")}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      />
      <span>{lt("goTo")}</span>
      <InputGroup
        size="small"
        aria-label={lt("goTo")}
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
      <span>{lt("pageUnit")}</span>
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
