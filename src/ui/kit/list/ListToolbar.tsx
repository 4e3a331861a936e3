import { useState, type FormEvent, type ReactNode } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import "./list.css";
import { t } from "../../../core/messages";
/**
 * The filter form above a paged table: a name filter, 查询 (Enter too), 重置 when asked for, a grow
 * spacer, then the add button (and anything else passed as children) on the right.
 *
 *   <ListToolbar label={dt("teamName")} onSearch={(name) => list.search({ teamName: name })}
 *                addText={lt("createTitle", { entity: dt("team") })} onAdd={edit.openNew} />
 *
 * `label` is the filter's aria-label and placeholder; `onSearch` gets the trimmed name. With `reset`
 * the 重置 button clears the filter and searches with "". Without `onAdd` there is no add button (a
 * page without the add permission).
 */

export interface ListToolbarProps {
  /** The name filter's aria-label and placeholder. */
  label: string;
  /** Called with the trimmed name on 查询 or Enter, and with "" on 重置. */
  onSearch: (name: string) => void;
  /** Shows 重置. */
  reset?: boolean;
  /** The add button's text; shown when `onAdd` is given. */
  addText?: string;
  onAdd?: () => void;
  /** After the add button. */
  children?: ReactNode;
}

export function ListToolbar({ label, onSearch, reset, addText, onAdd, children }: ListToolbarProps) {
  const [name, setName] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(name.trim());
  };
  return (
    <form className="ws-list-toolbar" onSubmit={submit}>
      <InputGroup
        size="small"
        aria-label={label}
        placeholder={label}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Button size="small" type="submit" icon="search" intent="primary" text={t("action.search")} />
      {reset && (
        <Button
          size="small"
          icon="reset"
          text={t("action.reset")}
          onClick={() => {
            setName("");
            onSearch("");
          }}
        />
      )}
      <span className="ws-list-grow" />
      {onAdd && <Button size="small" icon="add" intent="primary" text={addText} onClick={onAdd} />}
      {children}
    </form>
  );
}
