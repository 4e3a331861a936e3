import { useState } from "react";
import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { st } from "../messages";

export const PAGE_SIZES = [10, 20, 50, 100];

export interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** Client paging: total, sizes, prev, pager, next, jumper (storage spec §9). */
export function Pager({ total, page, pageSize, onPage, onPageSize }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState("");
  const numbers = pageNumbers(page, pages);
  const go = (value: number) => onPage(Math.min(pages, Math.max(1, value)));
  return (
    <div className="ws-storage-pager" role="navigation" aria-label="pager">
      <span>{st("total", { total })}</span>
      <HTMLSelect
        aria-label="page size"
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        options={PAGE_SIZES.map((size) => ({ value: size, label: st("perPage", { size }) }))}
      />
      <Button size="small" icon="chevron-left" aria-label={st("prevPage")} disabled={page <= 1} onClick={() => go(page - 1)} />
      {numbers.map((number, index) =>
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
      <Button size="small" icon="chevron-right" aria-label={st("nextPage")} disabled={page >= pages} onClick={() => go(page + 1)} />
      <span>{st("goTo")}</span>
      <InputGroup
        size="small"
        aria-label={st("goTo")}
        className="ws-storage-jumper"
        value={jump}
        onChange={(event) => setJump(event.currentTarget.value.replace(/\D/g, ""))}
        onKeyDown={(event) => {
          if (event.key === "Enter" && jump) {
            go(Number(jump));
            setJump("");
          }
        }}
      />
      <span>{st("pageUnit")}</span>
    </div>
  );
}

/** Page buttons: first, last and two around the current one; 0 marks a gap. */
function pageNumbers(page: number, pages: number): number[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...wanted].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  const out: number[] = [];
  for (const n of sorted) {
    if (out.length && n - out[out.length - 1]! > 1) out.push(0);
    out.push(n);
  }
  return out;
}
