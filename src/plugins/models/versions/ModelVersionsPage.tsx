import { useMemo, useState } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { useCore, usePermissions } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { useLoaded } from "../../../ui/kit/useLoaded";
import {
  FormDialog,
  PagedTable,
  PublicSwitch,
  RowActions,
  rules,
  useConfirm,
  useConfirmDelete,
  useEditDialog,
  usePagedList,
  useRefusal,
  type Column,
} from "../../../ui/kit/list";
import { currentQuery, navigate } from "../../../ui/routing/hashLocation";
import { STORAGE_PICKER } from "../../shared/storagePicker";
import { useService } from "../../../ui/PluginScope";
import { modelsApi, type ModelVersionRow } from "../api";
import { modelsText } from "../messages";
import { DESCRIPTION_MAX } from "../modelForm";
import { MODEL_PAGES } from "../paths";
import { MODEL_CODES } from "../permissions";
import { RegisterFromRunDialog } from "./RegisterFromRunDialog";
import { RegisterFromStorageDialog } from "./RegisterFromStorageDialog";
import { saveBlob } from "./saveBlob";

const sourceText = (row: ModelVersionRow) =>
  row.source === "run"
    ? modelsText("sourceRun", { id: row.runId ?? "" })
    : row.source === "copy"
      ? modelsText("sourceCopy", { from: row.sourcePath })
      : modelsText("sourceStorage");

const algorithmText = (row: ModelVersionRow) =>
  row.algorithmName ? `${row.algorithmName} ${row.algorithmVersion}` : "-";

/**
 * A model's versions (`?modelId=`): register from a finished run or a storage file (with the algorithm
 * version it relates to), edit the description, download, copy, close, public, delete. A refused call
 * (该模型版本已发布为服务…) shows the server's reason.
 */
export default function ModelVersionsPage() {
  const { http } = useCore();
  const permissions = usePermissions();
  const api = useMemo(() => modelsApi(http), [http]);
  const modelId = Number(currentQuery().get("modelId") ?? 0);
  const model = useLoaded(
    async () => (await api.dropList()).find((one) => one.id === modelId) ?? null,
    `model:${modelId}`,
  );
  const list = usePagedList((query) => api.versions(modelId, query), { filters: {}, enabled: modelId > 0 });
  const [dialog, setDialog] = useState<"run" | "storage" | null>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const { ask, element: askElement } = useConfirm();
  const edit = useEditDialog<ModelVersionRow>();
  const refused = useRefusal("models");
  // A model a sharing order granted is read-only here: its owner's buttons would only be refused.
  const own = model.data?.own ?? false;
  const canAdd = own && permissions.has(MODEL_CODES.add);
  const canEdit = own && permissions.has(MODEL_CODES.edit);
  const canDelete = own && permissions.has(MODEL_CODES.remove);
  const picker = useService(STORAGE_PICKER);
  const name = model.data?.name ?? "";

  const download = async (row: ModelVersionRow) => {
    const blob = await api.downloadVersion(row.id).catch((error: unknown) => {
      refused(error);
      return null;
    });
    if (blob) saveBlob(blob, `${name}-${row.version}-checkpoint.json`);
  };
  const toggleOpen = async (row: ModelVersionRow) => {
    if (row.status === 1 && !(await ask(modelsText("confirmClose", { version: row.version })))) return;
    await api.setVersionStatus(row.id, row.status !== 1).then(list.refresh, refused);
  };
  const remove = async (row: ModelVersionRow) => {
    if (!(await confirmDelete(row.version))) return;
    await api.removeVersion(row.id).then(() => list.afterDelete(), refused);
  };

  const formatText = (row: ModelVersionRow) =>
    row.format === "onnx"
      ? modelsText("formatOnnx", { size: row.inputSize })
      : modelsText("formatCheckpoint", { trainer: row.trainer });
  const columns: Column<ModelVersionRow>[] = [
    { key: "version", title: modelsText("version"), width: 70, render: (row) => row.version },
    { key: "source", title: modelsText("source"), width: 110, render: (row) => sourceText(row) },
    { key: "algorithm", title: modelsText("algorithmVersion"), width: 130, render: algorithmText },
    { key: "format", title: modelsText("format"), width: 120, render: formatText },
    { key: "labels", title: modelsText("labels"), render: (row) => row.labels.join("、") || "-" },
    { key: "description", title: modelsText("description"), render: (row) => row.description || "-" },
    {
      key: "accuracy",
      title: modelsText("accuracy"),
      width: 90,
      render: (row) => (row.accuracy === null ? "-" : `${(row.accuracy * 100).toFixed(1)}%`),
    },
    {
      key: "status",
      title: t("field.status"),
      width: 70,
      render: (row) => (
        <Tag minimal intent={row.status === 1 ? "success" : "none"}>
          {row.statusText}
        </Tag>
      ),
    },
    {
      key: "public",
      title: modelsText("isPublic"),
      width: 70,
      render: (row) => (
        <PublicSwitch
          checked={row.isPublic === 1}
          label={`${modelsText("isPublic")} ${row.version}`}
          disabled={!canEdit || row.status !== 1}
          onChange={(next) => api.setVersionPublic(row.id, next)}
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
  ];

  return (
    <PageFrame
      title={modelsText("versionsTitle", { name: name || "-" })}
      extra={
        model.data && !own ? (
          <Tag minimal intent="primary">
            {modelsText("grantedReadOnly")}
          </Tag>
        ) : undefined
      }
      onBack={() => navigate(MODEL_PAGES.models.link())}
      toolbar={
        canAdd && model.data ? (
          <>
            <Button
              size="small"
              icon="add"
              intent="primary"
              text={modelsText("registerFromRun")}
              onClick={() => setDialog("run")}
            />
            <Button
              size="small"
              icon="folder-open"
              text={modelsText("registerFromStorage")}
              onClick={() => setDialog("storage")}
            />
          </>
        ) : undefined
      }
    >
      {model.dataKey === `model:${modelId}` && !model.data ? (
        <p role="alert">{modelsText("modelMissing")}</p>
      ) : (
        <PagedTable
          aria-label={modelsText("versions")}
          list={list}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <RowActions
              onEdit={canEdit ? () => edit.openEdit(row) : undefined}
              onDelete={canDelete ? () => void remove(row) : undefined}
            >
              {own && (
                <Button
                  size="small"
                  variant="minimal"
                  text={modelsText("download")}
                  onClick={() => void download(row)}
                />
              )}
              {canAdd && (
                <Button
                  size="small"
                  variant="minimal"
                  text={t("action.copy")}
                  onClick={() => void api.copyVersion(row.id).then(list.refresh, refused)}
                />
              )}
              {canEdit && (
                <Button
                  size="small"
                  variant="minimal"
                  text={row.status === 1 ? t("action.close") : modelsText("openVersion")}
                  onClick={() => void toggleOpen(row)}
                />
              )}
            </RowActions>
          )}
        />
      )}
      <RegisterFromRunDialog
        isOpen={dialog === "run"}
        loadRuns={() => api.finishedRuns()}
        onSubmit={(runId, description) => api.registerFromRun(modelId, runId, description).then(list.refresh)}
        onClose={() => setDialog(null)}
      />
      <RegisterFromStorageDialog
        isOpen={dialog === "storage"}
        pick={picker ? async () => (await picker.pick("all"))?.path ?? null : undefined}
        loadAlgorithms={api.algorithms}
        loadInfo={api.algorithmInfo}
        onSubmit={(path, description, algorithmVersionId) =>
          api.registerFromStorage(modelId, path, description, algorithmVersionId).then(list.refresh)
        }
        onClose={() => setDialog(null)}
      />
      <FormDialog<{ description: string }>
        {...edit.dialogProps}
        entity={modelsText("versionEntity")}
        fields={[
          {
            name: "description",
            label: modelsText("description"),
            kind: "textarea",
            rules: rules(modelsText("description"), { required: false, max: DESCRIPTION_MAX }),
          },
        ]}
        initialValues={{ description: edit.row?.description ?? "" }}
        onSubmit={async (values) => {
          if (edit.row) await api.updateVersion(edit.row.id, values.description.trim());
          list.refresh();
        }}
      />
      {confirmElement}
      {askElement}
    </PageFrame>
  );
}
