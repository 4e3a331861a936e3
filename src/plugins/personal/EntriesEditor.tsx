import { Button, ButtonGroup, H5, HTMLTable } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { FormDialog, rules, useConfirmDelete, useEditDialog, type FormField } from "../../ui/kit/list";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface EntryColumn<Row> {
  name: keyof Row & string;
  label: string;
  required?: boolean;
  max: number;
  kind?: "input" | "textarea" | "month";
}

export interface EntriesEditorProps<Row extends { id: number }> {
  title: string;
  addText: string;
  entity: string;
  rows: Row[];
  columns: EntryColumn<Row>[];
  /** What 确认删除“…”吗？ names. */
  nameOf: (row: Row) => string;
  /** The form's texts by column name. */
  save: (id: number | null, values: Record<string, string>) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  onChanged: () => void;
}

/** A small list of the user's own entries (education, cooperation cases): add, edit, delete after 确认. */
export function EntriesEditor<Row extends { id: number }>(props: EntriesEditorProps<Row>) {
  const { rows, columns } = props;
  const edit = useEditDialog<Row>();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const fields: FormField[] = columns.map((column) => ({
    name: column.name,
    label: column.label,
    kind: column.kind === "textarea" ? "textarea" : "input",
    placeholder: column.kind === "month" ? "YYYY-MM" : undefined,
    rules: rules(column.label, {
      required: column.required ?? false,
      max: column.max,
      ...(column.kind === "month" ? { pattern: MONTH } : {}),
    }),
  }));
  const initial = Object.fromEntries(
    columns.map((column) => [column.name, edit.row ? String(edit.row[column.name] ?? "") : ""]),
  );
  const remove = async (row: Row) => {
    if (!(await confirmDelete(props.nameOf(row)))) return;
    await props.remove(row.id);
    props.onChanged();
  };
  return (
    <section className="ws-glance" aria-label={props.title}>
      <div className="ws-glance-head">
        <H5>{props.title}</H5>
        <Button small icon="plus" text={props.addText} onClick={edit.openNew} />
      </div>
      {rows.length === 0 ? (
        <p className="bp6-text-muted">{t("table.empty")}</p>
      ) : (
        <HTMLTable compact striped className="ws-fill">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.name}>{column.label}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.name}>{String(row[column.name] ?? "")}</td>
                ))}
                <td>
                  <ButtonGroup minimal>
                    <Button small text={t("action.edit")} onClick={() => edit.openEdit(row)} />
                    <Button
                      small
                      intent="danger"
                      text={t("action.delete")}
                      onClick={() => void remove(row)}
                    />
                  </ButtonGroup>
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      <FormDialog
        {...edit.dialogProps}
        entity={props.entity}
        fields={fields}
        initialValues={initial}
        onSubmit={async (values) => {
          await props.save(
            edit.row?.id ?? null,
            Object.fromEntries(columns.map((column) => [column.name, String(values[column.name] ?? "")])),
          );
          props.onChanged();
        }}
      />
      {confirmElement}
    </section>
  );
}
