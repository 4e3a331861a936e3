import { useMemo, useState } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { useCore, usePermissions } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { useLoaded } from "../../../ui/kit/useLoaded";
import {
  PagedTable,
  PublicSwitch,
  RowActions,
  useConfirm,
  useConfirmDelete,
  usePagedList,
  type Column,
} from "../../../ui/kit/list";
import { currentQuery, navigate } from "../../../ui/routing/hashLocation";
import { STORAGE_FILE_PICKER } from "../../shared/storagePicker";
import { modelsApi, type ModelVersionRow } from "../api";
import { mt } from "../messages";
import { MODEL_PAGES } from "../paths";
import { MODEL_CODES } from "../permissions";
import { RegisterFromRunDialog } from "./RegisterFromRunDialog";
import { RegisterFromStorageDialog } from "./RegisterFromStorageDialog";
import { saveBlob } from "./saveBlob";

const sourceText = (row: ModelVersionRow) =>
  row.source === "run"
    ? mt("sourceRun", { id: row.runId ?? "" })
    : row.source === "copy"
      ? mt("sourceCopy", { from: row.sourcePath })
      : mt("sourceStorage");

/** A model's versions (`?modelId=`): register from a finished run or a storage file, download, copy, close, public, delete. */
export default function ModelVersionsPage() {
  const { http, plugins } = useCore();
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
  const canAdd = permissions.has(MODEL_CODES.add);
  const canEdit = permissions.has(MODEL_CODES.edit);
  const canDelete = permissions.has(MODEL_CODES.remove);
  const picker = plugins.getService(STORAGE_FILE_PICKER);
  const name = model.data?.name ?? "";

  const download = async (row: ModelVersionRow) => {
    const blob = await api.downloadVersion(row.id).catch(() => null);
    if (blob) saveBlob(blob, `${name}-${row.version}-checkpoint.json`);
  };
  const toggleOpen = async (row: ModelVersionRow) => {
    if (row.status === 1 && !(await ask(mt("confirmClose", { version: row.version })))) return;
    await api.setVersionStatus(row.id, row.status !== 1).then(list.refresh, () => undefined);
  };
  const remove = async (row: ModelVersionRow) => {
    if (!(await confirmDelete(row.version))) return;
    await api.removeVersion(row.id).then(
      () => list.afterDelete(),
      () => undefined,
    );
  };

  const columns: Column<ModelVersionRow>[] = [
    { key: "version", title: mt("version"), width: 70, render: (row) => row.version },
    { key: "source", title: mt("source"), width: 110, render: (row) => sourceText(row) },
    { key: "trainer", title: mt("trainer"), width: 80, render: (row) => row.trainer },
    { key: "labels", title: mt("labels"), render: (row) => row.labels.join("、") || "-" },
    {
      key: "accuracy",
      title: mt("accuracy"),
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
      title: mt("isPublic"),
      width: 70,
      render: (row) => (
        <PublicSwitch
          checked={row.isPublic === 1}
          label={`${mt("isPublic")} ${row.version}`}
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
      title={mt("versionsTitle", { name: name || "-" })}
      onBack={() => navigate(MODEL_PAGES.models.link())}
      toolbar={
        canAdd && model.data ? (
          <>
            <Button
              size="small"
              icon="add"
              intent="primary"
              text={mt("registerFromRun")}
              onClick={() => setDialog("run")}
            />
            <Button
              size="small"
              icon="folder-open"
              text={mt("registerFromStorage")}
              onClick={() => setDialog("storage")}
            />
          </>
        ) : undefined
      }
    >
      {model.dataKey === `model:${modelId}` && !model.data ? (
        <p role="alert">{mt("modelMissing")}</p>
      ) : (
        <PagedTable
          aria-label={mt("versions")}
          list={list}
          columns={columns}
          rowKey={(row) => row.id}
          actions={(row) => (
            <RowActions onDelete={canDelete ? () => void remove(row) : undefined}>
              <Button
                size="small"
                variant="minimal"
                text={mt("download")}
                onClick={() => void download(row)}
              />
              {canAdd && (
                <Button
                  size="small"
                  variant="minimal"
                  text={t("action.copy")}
                  onClick={() => void api.copyVersion(row.id).then(list.refresh, () => undefined)}
                />
              )}
              {canEdit && (
                <Button
                  size="small"
                  variant="minimal"
                  text={row.status === 1 ? t("action.close") : mt("openVersion")}
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
        onSubmit={(path, description) =>
          api.registerFromStorage(modelId, path, description).then(list.refresh)
        }
        onClose={() => setDialog(null)}
      />
      {confirmElement}
      {askElement}
    </PageFrame>
  );
}
