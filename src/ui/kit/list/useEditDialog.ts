import { useState } from "react";
/**
 * The state of a create/edit FormDialog: closed, open for a new row, or open on a row.
 *
 *   const edit = useEditDialog<Team>();
 *   <Button text="编辑" onClick={() => edit.openEdit(row)} />
 *   <FormDialog {...edit.dialogProps} entity={annotationDataText("team")} fields={fields} onSubmit={save}
 *               initialValues={edit.row ? { teamName: edit.row.teamName } : { teamName: "" }} />
 *
 * In `save`, `edit.row` is the row being edited (null for a new one).
 */

export interface EditDialog<T> {
  /** The row being edited; null when closed or creating. */
  row: T | null;
  openNew: () => void;
  openEdit: (row: T) => void;
  close: () => void;
  /** isOpen, mode and onClose for FormDialog. */
  dialogProps: { isOpen: boolean; mode: "create" | "edit"; onClose: () => void };
}

export function useEditDialog<T>(): EditDialog<T> {
  const [editing, setEditing] = useState<{ row: T } | "new" | null>(null);
  const row = editing && editing !== "new" ? editing.row : null;
  const close = () => setEditing(null);
  return {
    row,
    openNew: () => setEditing("new"),
    openEdit: (next) => setEditing({ row: next }),
    close,
    dialogProps: { isOpen: editing !== null, mode: row ? "edit" : "create", onClose: close },
  };
}
