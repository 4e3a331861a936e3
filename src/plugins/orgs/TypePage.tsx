import { useMemo, useState } from "react";
import { Button, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
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
import { orgsApi, type ClassifyType, type TypeFields } from "./api";
import { orgsText } from "./messages";
import { ORG_LIMITS } from "../../contracts/orgs";

const NO_FILTERS = { name: "" };

const formFields = (): FormField[] => [
  {
    name: "name",
    label: orgsText("typeName"),
    kind: "input",
    rules: rules(orgsText("typeName"), { max: ORG_LIMITS.typeName }),
  },
  {
    name: "code",
    label: orgsText("typeCode"),
    kind: "input",
    rules: rules(orgsText("typeCode"), { max: ORG_LIMITS.typeCode, pattern: /^[A-Za-z0-9_-]+$/ }),
  },
  {
    name: "description",
    label: orgsText("description"),
    kind: "textarea",
    rules: rules(orgsText("description"), { required: false, max: ORG_LIMITS.description }),
  },
];

/** 类型管理: types with a unique name and code, filtered by name or code. */
export default function TypePage() {
  const { http } = useCore();
  const api = useMemo(() => orgsApi(http), [http]);
  const [name, setName] = useState("");
  const list = usePagedList((query) => api.typePage(query), { filters: NO_FILTERS });
  const edit = useEditDialog<ClassifyType>();
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const save = async (values: TypeFields) => {
    const body = {
      name: values.name.trim(),
      code: values.code.trim(),
      description: values.description.trim(),
    };
    await api.saveType(body, edit.row?.id);
    list.refresh();
  };
  const remove = async (row: ClassifyType) => {
    if (!(await confirmDelete(row.name))) return;
    await api.removeType(row.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };
  const columns: Column<ClassifyType>[] = [
    { key: "name", title: orgsText("typeName"), render: (row) => row.name },
    { key: "code", title: orgsText("typeCode"), render: (row) => row.code },
    { key: "description", title: orgsText("description"), render: (row) => row.description || "-" },
    { key: "createTime", title: t("field.createTime"), width: 160, render: (row) => row.createTime },
  ];

  return (
    <PageFrame
      title={orgsText("types")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: orgsText("type") })}
          onClick={edit.openNew}
        />
      }
    >
      <FilterBar
        onSearch={() => list.search({ name: name.trim() })}
        onReset={() => {
          setName("");
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={orgsText("typeName")}
          placeholder={`${orgsText("typeName")} / ${orgsText("typeCode")}`}
          value={name}
          onValueChange={setName}
        />
      </FilterBar>
      <PagedTable
        aria-label={orgsText("types")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actions={(row) => <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)} />}
      />
      <FormDialog<TypeFields>
        {...edit.dialogProps}
        entity={orgsText("type")}
        fields={formFields()}
        initialValues={
          edit.row
            ? { name: edit.row.name, code: edit.row.code, description: edit.row.description }
            : { name: "", code: "", description: "" }
        }
        onSubmit={save}
      />
      {confirmElement}
    </PageFrame>
  );
}
