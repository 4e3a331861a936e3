import type { FormEvent, ReactNode } from "react";
import { Button } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import "./list.css";
/**
 * The filter bar above a list, the same on every page: the filters, 查询 (Enter in a field too),
 * 重置, a grow spacer, then the page's own buttons (新增, 导出 …) on the right.
 *
 *   <FilterBar onSearch={() => list.search(draft)} onReset={() => { setDraft(EMPTY); list.search(EMPTY); }}
 *              actions={<Button text="导出" onClick={…} />}>
 *     <InputGroup aria-label="账号" value={draft.account} onChange={…} />
 *     <HTMLSelect aria-label="状态" … />
 *   </FilterBar>
 *
 * ListToolbar is the same bar with one name filter.
 */

export interface FilterBarProps {
  /** The filter fields. */
  children: ReactNode;
  /** 查询, or Enter in a field. */
  onSearch: () => void;
  /** 重置: the page clears its filters and searches again. */
  onReset: () => void;
  /** On the right, after the spacer. */
  actions?: ReactNode;
  "aria-label"?: string;
}

export function FilterBar({ children, onSearch, onReset, actions, ...rest }: FilterBarProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form className="ws-list-toolbar" role="search" aria-label={rest["aria-label"]} onSubmit={submit}>
      {children}
      <Button size="small" type="submit" icon="search" intent="primary" text={t("action.search")} />
      <Button size="small" icon="reset" text={t("action.reset")} onClick={onReset} />
      <span className="ws-list-grow" />
      {actions}
    </form>
  );
}
