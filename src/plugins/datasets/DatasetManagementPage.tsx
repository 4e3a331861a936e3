import { Button } from "@blueprintjs/core";
import { useCore, usePermissions } from "../../ui/CoreContext";
import {
  RowActions,
  FormDialog,
  formatCount,
  ListToolbar,
  PagedTable,
  PublicSwitch,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  type Column,
} from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { SlotRowActions, SlotToolbar, useSlotColumns } from "../../ui/kit/slots";
import { navigate } from "../../ui/routing/hashLocation";
import { DATASET_LIST_COLUMNS, DATASET_LIST_ROW_ACTIONS, DATASET_LIST_TOOLBAR } from "../shared/datasetSlots";
import { createDataset, deleteDataset, pageDatasets, updateDataset, updateDatasetPublic } from "./api";
import { datasetFields, type DatasetFormValues } from "./datasetForm";
import { DATASET_PAGES } from "./paths";
import { datasetsText } from "./messages";
import { DATASET_CODES } from "./permissions";
import type { Dataset } from "./types";
import "./datasets.css";
import { t } from "../../core/messages";

/**
 * 我的数据集: the user's datasets, filtered by name, with add / edit / delete / public and 查看. Other
 * plugins add columns, row actions and toolbar buttons through the DATASET_LIST_* slots.
 */
export default function DatasetManagementPage() {
  const { http } = useCore();
  const permissions = usePermissions();
  const list = usePagedList((query) => pageDatasets(http, query), { filters: { dataSetName: "" } });
  const edit = useEditDialog<Dataset>();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const extraColumns = useSlotColumns(DATASET_LIST_COLUMNS);

  const remove = async (row: Dataset) => {
    if (!(await confirmDelete(row.dataSetName))) return;
    await deleteDataset(http, row.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };
  const save = async (values: DatasetFormValues) => {
    const body = { dataSetName: values.dataSetName.trim(), description: values.description.trim() };
    if (edit.row) await updateDataset(http, { id: edit.row.id, ...body });
    else await createDataset(http, body);
    list.refresh();
  };

  const canEdit = permissions.has(DATASET_CODES.edit);
  const canDelete = permissions.has(DATASET_CODES.remove);
  const columns: Column<Dataset>[] = [
    {
      key: "name",
      title: datasetsText("dataSetName"),
      width: 180,
      render: (row) => (
        <a className="ws-ds-link" href={`#${DATASET_PAGES.detail.link({}, { id: row.id })}`}>
          {row.dataSetName}
        </a>
      ),
    },
    {
      key: "description",
      title: datasetsText("description"),
      render: (row) => row.description || "-",
      className: "ws-ds-muted",
    },
    {
      key: "versions",
      title: datasetsText("versionCount"),
      width: 70,
      render: (row) => formatCount(row.versionCount),
    },
    {
      key: "items",
      title: datasetsText("itemCount"),
      width: 80,
      render: (row) => formatCount(row.itemCount),
    },
    {
      key: "public",
      title: datasetsText("isPublic"),
      width: 60,
      render: (row) => (
        <PublicSwitch
          checked={row.isPublic === 1}
          label={datasetsText("publicOf", { name: row.dataSetName })}
          disabled={!canEdit}
          onChange={(next) => updateDatasetPublic(http, row.id, next)}
          onChanged={list.refresh}
        />
      ),
    },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 150,
      render: (row) => row.createTime,
    },
    ...extraColumns,
  ];

  return (
    <PageFrame title={datasetsText("myTitle")} className="ws-ds-page">
      <ListToolbar
        label={datasetsText("dataSetName")}
        onSearch={(dataSetName) => list.search({ dataSetName })}
        addText={datasetsText("addDataset")}
        onAdd={permissions.has(DATASET_CODES.add) ? edit.openNew : undefined}
      >
        <SlotToolbar slot={DATASET_LIST_TOOLBAR} context={{ refresh: list.refresh }} />
      </ListToolbar>
      <PagedTable
        aria-label={datasetsText("myTitle")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth={150}
        actions={(row) => (
          <RowActions
            onEdit={canEdit ? () => edit.openEdit(row) : undefined}
            onDelete={canDelete ? () => void remove(row) : undefined}
          >
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text={t("action.view")}
              onClick={() => navigate(DATASET_PAGES.detail.link({}, { id: row.id }))}
            />
            <SlotRowActions slot={DATASET_LIST_ROW_ACTIONS} row={row} />
          </RowActions>
        )}
      />
      <FormDialog<DatasetFormValues>
        {...edit.dialogProps}
        entity={datasetsText("dataset")}
        fields={datasetFields()}
        initialValues={
          edit.row
            ? { dataSetName: edit.row.dataSetName, description: edit.row.description ?? "" }
            : { dataSetName: "", description: "" }
        }
        onSubmit={save}
      />
      {confirmElement}
    </PageFrame>
  );
}
