import { useState, useSyncExternalStore } from "react";
import { Button, NonIdealState, Spinner, Tag } from "@blueprintjs/core";
import { useCore, usePermissions, useSession } from "../../../ui/CoreContext";
import { useConfirmDelete } from "../../../ui/kit/list";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { SlotTabs } from "../../../ui/kit/slots";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { currentQuery, navigate } from "../../../ui/routing/hashLocation";
import { copyVersion, deleteVersion, getDataset, listVersions } from "../api";
import { datasetsText } from "../messages";
import { DATASET_PAGES } from "../paths";
import { DATASET_CODES } from "../permissions";
import { DATASET_DETAIL_TABS } from "../../shared/datasetSlots";
import type { Dataset, DatasetVersion } from "../types";
import { VersionList } from "./VersionList";
import { useVersionActions } from "../versions/useVersionActions";
import "../datasets.css";
import { t } from "../../../core/messages";

/**
 * 数据集详情 (`…/dataset/management/detail?id=`): the dataset's versions (新建版本 copies the selected
 * one, delete) and, beside them, the tabs of the DATASET_DETAIL_TABS slot for the selected version:
 * this plugin's 数据 (items with image upload) and 基本信息, and any other plugin's.
 */
export default function DatasetDetailPage() {
  const id = useQueryId();
  return <DatasetDetail key={id} id={id} />;
}

/** `?id=` of the location, following hash changes (another dataset opened while this page shows). */
function useQueryId(): number {
  const raw = useSyncExternalStore(
    (changed) => {
      window.addEventListener("hashchange", changed);
      window.addEventListener("popstate", changed);
      return () => {
        window.removeEventListener("hashchange", changed);
        window.removeEventListener("popstate", changed);
      };
    },
    () => currentQuery().get("id") ?? "",
  );
  return Number(raw);
}

function DatasetDetail({ id }: { id: number }) {
  const { http } = useCore();
  const permissions = usePermissions();
  const userId = useSession().user?.id;
  const valid = Number.isInteger(id) && id > 0;
  const loaded = useLoaded(
    () => Promise.all([getDataset(http, id), listVersions(http, id)]),
    valid ? `dataset:${id}` : null,
  );
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [copying, setCopying] = useState(false);
  const { confirmDelete, confirmElement } = useConfirmDelete();

  const dataset: Dataset | null | undefined = loaded.data ? loaded.data[0] : loaded.failed ? null : undefined;
  const versions: DatasetVersion[] = loaded.data?.[1] ?? [];
  // The version chosen, while it exists; else the newest (at first, and after the chosen one went).
  const selected = versions.find((version) => version.id === chosenId) ?? versions.at(-1) ?? null;
  const selectedId = selected?.id ?? null;

  const copy = async () => {
    if (selectedId === null) return;
    setCopying(true);
    try {
      const created = await copyVersion(http, id, selectedId);
      setChosenId(created.id);
      loaded.reload();
    } catch {
      // the tip has shown why
    } finally {
      setCopying(false);
    }
  };
  const remove = async (version: DatasetVersion) => {
    if (!(await confirmDelete(version.version))) return;
    try {
      await deleteVersion(http, id, version.id);
      loaded.reload();
    } catch {
      // the tip has shown why (409: the only version, or a task uses it)
    }
  };

  // Back to where the dataset was opened: 数据集概览 (`from=overview`) or 数据集管理.
  const goBack = () =>
    navigate(
      currentQuery().get("from") === "overview"
        ? DATASET_PAGES.overview.link()
        : DATASET_PAGES.management.link(),
    );
  const back = <Button size="small" icon="arrow-left" text={t("action.back")} onClick={goBack} />;
  if (!valid || dataset === null)
    return <NonIdealState icon="search" title={datasetsText("notFound")} action={back} />;
  if (dataset === undefined) return <Spinner className="ws-page-spinner" />;

  // A public dataset of someone else is shown read-only (the server refuses changes with 403); so is
  // any dataset while the user is not known.
  const owner = userId !== undefined && String(dataset.userId) === String(userId);
  return (
    <PageFrame
      title={dataset.dataSetName}
      onBack={goBack}
      backText={t("action.back")}
      className="ws-ds-page"
      extra={
        <>
          {dataset.isPublic === 1 && (
            <Tag minimal intent="success">
              {datasetsText("isPublic")}
            </Tag>
          )}
          <span className="ws-ds-muted ws-ds-description">{dataset.description}</span>
        </>
      }
    >
      <div className="ws-ds-detail">
        <VersionListWithActions
          dataset={dataset}
          rights={{
            canEdit: owner && permissions.has(DATASET_CODES.edit),
            canAdd: permissions.has(DATASET_CODES.add),
          }}
          onChanged={loaded.reload}
          versions={versions}
          loading={loaded.loading && !loaded.data}
          selectedId={selectedId}
          onSelect={(version) => setChosenId(version.id)}
          onCopy={owner && permissions.has(DATASET_CODES.add) ? () => void copy() : undefined}
          copying={copying}
          onDelete={
            owner && permissions.has(DATASET_CODES.remove) ? (version) => void remove(version) : undefined
          }
        />
        {selected && (
          <SlotTabs
            id="dataset-detail-tabs"
            className="ws-ds-tabs"
            aria-label={datasetsText("detailTitle")}
            slot={DATASET_DETAIL_TABS}
            props={{
              dataset,
              version: selected,
              canUpload: owner && permissions.has(DATASET_CODES.add),
              canDelete: owner && permissions.has(DATASET_CODES.remove),
              onChanged: loaded.reload,
            }}
          />
        )}
      </div>
      {confirmElement}
    </PageFrame>
  );
}

/** The version list with the versions' own actions (对比, 分享, 发布, 恢复, 复制为新数据集, 公开). */
function VersionListWithActions(
  props: Parameters<typeof VersionList>[0] & {
    dataset: Dataset;
    rights: Parameters<typeof useVersionActions>[3];
    onChanged: () => void;
  },
) {
  const { dataset, rights, onChanged, ...list } = props;
  const selected = list.versions.find((version) => version.id === list.selectedId) ?? null;
  const actions = useVersionActions(dataset, list.versions, selected, rights, onChanged);
  return (
    <>
      <VersionList {...list} toolbarExtra={actions.toolbar} rowExtra={actions.rowCell} />
      {actions.dialogs}
    </>
  );
}
