import { useState, type ReactNode } from "react";
import { Button, Menu, MenuItem, PopoverNext, Tag } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { useConfirm } from "../../../ui/kit/list";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { navigate } from "../../../ui/routing/hashLocation";
import { DATASET_PAGES } from "../paths";
import type { Dataset, DatasetVersion } from "../types";
import { publishVersion, recoverVersion, setVersionPublic, versionStates } from "../versionApi";
import { CopyToDatasetDialog } from "./CopyToDatasetDialog";
import { ShareDialog } from "./ShareDialog";
import { datasetVersionsText } from "./versionMessages";

export interface VersionActionRights {
  /** The user owns the dataset and holds the edit code: publish, recover, public flag, share. */
  canEdit: boolean;
  /** The user holds the add code: copy a version into a new dataset of their own. */
  canAdd: boolean;
}

/**
 * The versions list's own actions beyond 新建版本 and 删除: 对比 (the compare page, the selected version
 * against the one before it), and per version 分享, 发布, 恢复到此版本, 复制为新数据集 and the public
 * flag, with the version's 已发布 / 公开 tags. Returns the toolbar button, the row cell and the dialogs.
 */
export function useVersionActions(
  dataset: Dataset,
  versions: DatasetVersion[],
  selected: DatasetVersion | null,
  rights: VersionActionRights,
  onChanged: () => void,
) {
  const { http } = useCore();
  const { ask: confirm, element: confirmElement } = useConfirm();
  const [sharing, setSharing] = useState<DatasetVersion | null>(null);
  const [copying, setCopying] = useState<DatasetVersion | null>(null);
  const states = useLoaded(
    () => versionStates(http, dataset.id),
    `version-states:${dataset.id}:${versions.map((v) => v.id).join(",")}`,
  );
  const stateOf = (id: number) => states.data?.find((state) => state.versionId === id);
  const newest = versions.at(-1);

  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      states.reload();
      onChanged();
    } catch {
      // the tip has shown why
    }
  };
  const publish = async (version: DatasetVersion) => {
    if (await confirm(datasetVersionsText("publishConfirm", { version: version.version })))
      await run(() => publishVersion(http, dataset.id, version.id));
  };
  const recover = async (version: DatasetVersion) => {
    if (await confirm(datasetVersionsText("recoverConfirm", { version: version.version })))
      await run(() => recoverVersion(http, dataset.id, version.id));
  };

  const compareIndex = selected ? versions.findIndex((v) => v.id === selected.id) : -1;
  const toolbar = (
    <Button
      size="small"
      icon="comparison"
      text={datasetVersionsText("compare")}
      disabled={versions.length < 2}
      onClick={() => {
        const target = compareIndex > 0 ? versions[compareIndex]! : versions.at(-1)!;
        const base = compareIndex > 0 ? versions[compareIndex - 1]! : versions.at(-2)!;
        navigate(DATASET_PAGES.compare.link({}, { id: dataset.id, base: base.id, target: target.id }));
      }}
    />
  );

  const rowCell = (row: DatasetVersion): ReactNode => {
    const state = stateOf(row.id);
    const published = state?.published === 1;
    const menu = (
      <Menu aria-label={`${datasetVersionsText("actions")} ${row.version}`}>
        {rights.canEdit && (
          <MenuItem icon="share" text={datasetVersionsText("share")} onClick={() => setSharing(row)} />
        )}
        {rights.canEdit && (
          <MenuItem
            icon="lock"
            text={datasetVersionsText("publish")}
            disabled={published}
            onClick={() => void publish(row)}
          />
        )}
        {rights.canEdit && (
          <MenuItem
            icon="history"
            text={datasetVersionsText("recover")}
            disabled={row.id === newest?.id}
            onClick={() => void recover(row)}
          />
        )}
        {rights.canAdd && (
          <MenuItem
            icon="duplicate"
            text={datasetVersionsText("copyToDataset")}
            onClick={() => setCopying(row)}
          />
        )}
        {rights.canEdit && (
          <MenuItem
            icon={state?.isPublic ? "eye-off" : "eye-open"}
            text={state?.isPublic ? datasetVersionsText("makePrivate") : datasetVersionsText("makePublic")}
            onClick={() => void run(() => setVersionPublic(http, dataset.id, row.id, !state?.isPublic))}
          />
        )}
      </Menu>
    );
    return (
      <>
        {published && (
          <Tag minimal intent="primary" title={state?.publishTime ?? undefined}>
            {datasetVersionsText("published")}
          </Tag>
        )}
        {state?.isPublic === 1 && (
          <Tag minimal intent="success">
            {datasetVersionsText("versionPublic")}
          </Tag>
        )}
        {(rights.canEdit || rights.canAdd) && (
          <PopoverNext content={menu} placement="bottom-end">
            <Button
              size="small"
              variant="minimal"
              icon="more"
              aria-label={`${datasetVersionsText("actions")} ${row.version}`}
            />
          </PopoverNext>
        )}
      </>
    );
  };

  const dialogs = (
    <>
      <ShareDialog dataSetId={dataset.id} version={sharing} onClose={() => setSharing(null)} />
      <CopyToDatasetDialog dataset={dataset} version={copying} onClose={() => setCopying(null)} />
      {confirmElement}
    </>
  );
  return { toolbar, rowCell, dialogs };
}
