import { useState, type ReactNode } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { FilterBar } from "./FilterBar";
/**
 * The filter bar above a paged table with one name filter: 查询 (Enter too), 重置, a grow spacer,
 * then the add button (and anything else passed as children) on the right.
 *
 *   <ListToolbar label={annotationDataText("teamName")} onSearch={(name) => list.search({ teamName: name })}
 *                addText={listText("createTitle", { entity: annotationDataText("team") })} onAdd={edit.openNew} />
 *
 * `label` is the filter's aria-label and placeholder; `onSearch` gets the trimmed name, and "" after
 * 重置 clears the field. Without `onAdd` there is no add button (a page without the add permission).
 * Pages with several filters use FilterBar.
 */

export interface ListToolbarProps {
  /** The name filter's aria-label and placeholder. */
  label: string;
  /** Called with the trimmed name on 查询 or Enter, and with "" on 重置. */
  onSearch: (name: string) => void;
  /** The add button's text; shown when `onAdd` is given. */
  addText?: string;
  onAdd?: () => void;
  /** After the add button. */
  children?: ReactNode;
}

export function ListToolbar({ label, onSearch, addText, onAdd, children }: ListToolbarProps) {
  const [name, setName] = useState("");
  return (
    <FilterBar
      onSearch={() => onSearch(name.trim())}
      onReset={() => {
        setName("");
        onSearch("");
      }}
      actions={
        <>
          {onAdd && <Button size="small" icon="add" intent="primary" text={addText} onClick={onAdd} />}
          {children}
        </>
      }
    >
      <InputGroup
        size="small"
        aria-label={label}
        placeholder={label}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
    </FilterBar>
  );
}
