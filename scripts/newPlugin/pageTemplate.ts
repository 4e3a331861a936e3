import type { PluginNames } from "./names";

/** src/plugins/<name>/<Pascal>Page.tsx: the list page on the list kit. */
export function page(n: PluginNames, frame: boolean): string {
  const text = `${n.camel}Text`;
  const row = `${n.pascal}Row`;
  const fields = `${n.pascal}Fields`;
  const add = `<Button size="small" icon="add" intent="primary" text={listText("createTitle", { entity: ${text}("entity") })} onClick={edit.openNew} />`;
  const open = frame
    ? `<PageFrame title={${text}("title")} toolbar={${add}}>`
    : `<div className="ws-page">\n      <H4>{${text}("title")}</H4>`;
  const close = frame ? "</PageFrame>" : "</div>";
  const actions = frame ? "" : ` actions={${add}}`;
  const blueprint = frame ? "Button, InputGroup" : "Button, H4, InputGroup";
  const frameImport = frame ? `import { PageFrame } from "../../ui/kit/PageFrame";\n` : "";
  return `import { useMemo, useState } from "react";
import { ${blueprint} } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
${frameImport}import {
  FilterBar,
  FormDialog,
  listText,
  PagedTable,
  RowActions,
  rules,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  type Column,
  type FormField,
} from "../../ui/kit/list";
import { ${n.camel}Api, type ${fields}, type ${row} } from "./api";
import { ${text} } from "./messages";

const NO_FILTERS = { name: "" };
const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;

const formFields = (): FormField[] => [
  { name: "name", label: ${text}("name"), kind: "input", rules: rules(${text}("name"), { max: NAME_MAX }) },
  {
    name: "description",
    label: ${text}("description"),
    kind: "textarea",
    rules: rules(${text}("description"), { required: false, max: DESCRIPTION_MAX }),
  },
];

/** ${n.title}: the rows, filtered by name, with 新增 / 编辑 / 删除. */
export default function ${n.pascal}Page() {
  const { http } = useCore();
  const api = useMemo(() => ${n.camel}Api(http), [http]);
  const [name, setName] = useState("");
  const list = usePagedList((query) => api.page(query), { filters: NO_FILTERS });
  const edit = useEditDialog<${row}>();
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const save = async (values: ${fields}) => {
    const body = { name: values.name.trim(), description: values.description.trim() };
    if (edit.row) await api.update(edit.row.id, body);
    else await api.create(body);
    list.refresh();
  };
  const remove = async (target: ${row}) => {
    if (!(await confirmDelete(target.name))) return;
    await api.remove(target.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };

  const columns: Column<${row}>[] = [
    { key: "name", title: ${text}("name"), width: 200, render: (item) => item.name },
    { key: "description", title: ${text}("description"), render: (item) => item.description || "-" },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 160,
      render: (item) => item.createTime,
    },
  ];

  return (
    ${open}
      <FilterBar
        onSearch={() => list.search({ name: name.trim() })}
        onReset={() => {
          setName("");
          list.search(NO_FILTERS);
        }}${actions}
      >
        <InputGroup
          size="small"
          aria-label={${text}("name")}
          placeholder={${text}("name")}
          value={name}
          onValueChange={setName}
        />
      </FilterBar>
      <PagedTable
        aria-label={${text}("title")}
        list={list}
        columns={columns}
        rowKey={(item) => item.id}
        actions={(item) => (
          <RowActions onEdit={() => edit.openEdit(item)} onDelete={() => void remove(item)} />
        )}
      />
      <FormDialog<${fields}>
        {...edit.dialogProps}
        entity={${text}("entity")}
        fields={formFields()}
        initialValues={
          edit.row
            ? { name: edit.row.name, description: edit.row.description }
            : { name: "", description: "" }
        }
        onSubmit={save}
      />
      {confirmElement}
    ${close}
  );
}
`;
}
