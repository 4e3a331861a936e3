import { useMemo, useState } from "react";
import { Button, HTMLSelect, InputGroup, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import {
  APPLICATIONS,
  type ResourceSpec,
  type ResourceSpecPageQuery,
} from "../../contracts/operationResources";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  FormDialog,
  listText,
  PagedTable,
  RowActions,
  useConfirmDelete,
  useRefusal,
  useEditDialog,
  usePagedList,
  type Column,
} from "../../ui/kit/list";
import { resourcesApi } from "./api";
import { operationResourcesText } from "./messages";
import { EMPTY_SPEC, fieldsOf, specFields, valuesOf, type SpecFormValues } from "./specForm";

type Filters = Omit<ResourceSpecPageQuery, "pageNum" | "pageSize">;
const NO_FILTERS: Filters = { specName: "", applicationCode: "", status: "" };

const COLUMNS: Column<ResourceSpec>[] = [
  { key: "specName", title: operationResourcesText("specName"), render: (row) => row.specName },
  {
    key: "application",
    title: operationResourcesText("application"),
    width: 100,
    render: (row) => row.applicationName,
  },
  { key: "cpuCores", title: operationResourcesText("cpuCores"), width: 80, render: (row) => row.cpuCores },
  { key: "memoryGb", title: operationResourcesText("memoryGb"), width: 90, render: (row) => row.memoryGb },
  {
    key: "gpu",
    title: operationResourcesText("gpuCount"),
    width: 120,
    render: (row) => (row.gpuCount ? `${row.gpuCount} × ${row.gpuModel}` : "0"),
  },
  { key: "storageGb", title: operationResourcesText("storageGb"), width: 90, render: (row) => row.storageGb },
  {
    key: "status",
    title: t("field.status"),
    width: 70,
    render: (row) => (
      <Tag minimal intent={row.status === 1 ? "success" : "none"}>
        {row.status === 1 ? operationResourcesText("enabled") : operationResourcesText("disabled")}
      </Tag>
    ),
  },
  {
    key: "description",
    title: operationResourcesText("description"),
    render: (row) => row.description || "-",
  },
  {
    key: "updateTime",
    title: operationResourcesText("updateTime"),
    width: 160,
    render: (row) => row.updateTime,
  },
];

/**
 * 资源规格 (ai-domain §2 operation management; §7 resource-specification): the specifications an
 * application may be given, filtered by name, application and status, with 新增, 编辑 and 删除 (an
 * enabled one is refused: 启用中的规格不能删除，请先停用).
 */
export default function ResourceSpecPage() {
  const { http } = useCore();
  const api = useMemo(() => resourcesApi(http), [http]);
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const list = usePagedList((query) => api.specPage(query), { filters: NO_FILTERS });
  const edit = useEditDialog<ResourceSpec>();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  // A 400 (启用中的规格不能删除…, 传输进行中…) is the page's to show (shell spec §8).
  const refused = useRefusal("operation-resources");
  const set = (patch: Partial<Filters>) => setDraft((prev) => ({ ...prev, ...patch }));

  const save = async (values: SpecFormValues) => {
    await api.saveSpec(fieldsOf(values), edit.row?.id);
    list.refresh();
  };
  const remove = async (row: ResourceSpec) => {
    if (!(await confirmDelete(row.specName))) return;
    await api.removeSpec(row.id).then(() => list.afterDelete(), refused);
  };

  return (
    <PageFrame
      title={operationResourcesText("specTitle")}
      toolbar={
        <Button
          size="small"
          icon="add"
          intent="primary"
          text={listText("createTitle", { entity: operationResourcesText("specEntity") })}
          onClick={edit.openNew}
        />
      }
    >
      <FilterBar
        aria-label={operationResourcesText("specTitle")}
        onSearch={() => list.search({ ...draft, specName: draft.specName?.trim() })}
        onReset={() => {
          setDraft(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
        actions={<Button size="small" icon="refresh" text={t("action.refresh")} onClick={list.refresh} />}
      >
        <InputGroup
          size="small"
          aria-label={operationResourcesText("specName")}
          placeholder={operationResourcesText("specName")}
          value={draft.specName}
          onValueChange={(specName) => set({ specName })}
        />
        <HTMLSelect
          aria-label={operationResourcesText("application")}
          value={draft.applicationCode}
          onChange={(event) =>
            set({ applicationCode: event.currentTarget.value as Filters["applicationCode"] })
          }
        >
          <option value="">{operationResourcesText("allApplications")}</option>
          {APPLICATIONS.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {entry.name}
            </option>
          ))}
        </HTMLSelect>
        <HTMLSelect
          aria-label={t("field.status")}
          value={draft.status}
          onChange={(event) => set({ status: event.currentTarget.value as Filters["status"] })}
        >
          <option value="">{operationResourcesText("allStatuses")}</option>
          <option value="1">{operationResourcesText("enabled")}</option>
          <option value="0">{operationResourcesText("disabled")}</option>
        </HTMLSelect>
      </FilterBar>
      <PagedTable
        aria-label={operationResourcesText("specTitle")}
        list={list}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        actions={(row) => <RowActions onEdit={() => edit.openEdit(row)} onDelete={() => void remove(row)} />}
      />
      <FormDialog<SpecFormValues>
        {...edit.dialogProps}
        entity={operationResourcesText("specEntity")}
        fields={specFields()}
        initialValues={edit.row ? valuesOf(edit.row) : EMPTY_SPEC}
        onSubmit={save}
      />
      {confirmElement}
    </PageFrame>
  );
}
