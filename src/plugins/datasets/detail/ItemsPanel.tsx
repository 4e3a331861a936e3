import { useCallback, useRef, useState, type DragEvent } from "react";
import { Button, ButtonGroup } from "@blueprintjs/core";
import { useCore } from "../../../ui/CoreContext";
import { ListPager, PagedTable, useConfirmDelete, usePagedList, type Column } from "../../../ui/kit/list";
import { deleteItem, pageItems } from "../api";
import { datasetsText } from "../messages";
import type { DatasetItem, DatasetVersion } from "../types";
import { formatBytes } from "./formatBytes";
import { ItemGrid } from "./ItemGrid";
import { UploadList } from "./UploadList";
import { IMAGE_ACCEPT, useImageUpload } from "./useImageUpload";
import { useThumbnails } from "./useThumbnails";
import { t } from "../../../core/messages";

export interface ItemsPanelProps {
  dataSetId: number;
  version: DatasetVersion;
  canUpload: boolean;
  canDelete: boolean;
  /** Items were added or removed: the version counts changed. */
  onChanged: () => void;
}

/** The selected version's items (thumbnail grid or table, paged) with image upload by button or drop. */
export function ItemsPanel({ dataSetId, version, canUpload, canDelete, onChanged }: ItemsPanelProps) {
  const { http } = useCore();
  const list = usePagedList((query) => pageItems(http, query), {
    filters: { dataSetId, versionId: version.id },
  });
  const [view, setView] = useState<"grid" | "table">("grid");
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const thumbnails = useThumbnails(
    http,
    list.rows.map((item) => item.id),
  );
  const { refresh } = list;
  const added = useCallback(() => {
    refresh();
    onChanged();
  }, [refresh, onChanged]);
  const uploads = useImageUpload(canUpload ? { dataSetId, versionId: version.id } : null, added);

  const remove = async (item: DatasetItem) => {
    if (!(await confirmDelete(item.fileName))) return;
    await deleteItem(http, item.id).then(
      () => {
        list.afterDelete();
        onChanged();
      },
      () => undefined,
    );
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (canUpload) uploads.start([...event.dataTransfer.files]);
  };

  const columns: Column<DatasetItem>[] = [
    {
      key: "thumb",
      title: datasetsText("thumbnail"),
      width: 56,
      render: (item) =>
        thumbnails[item.id] ? (
          <img className="ws-ds-mini" src={thumbnails[item.id]} alt={item.fileName} />
        ) : null,
    },
    { key: "name", title: datasetsText("fileName"), render: (item) => item.fileName },
    { key: "size", title: t("field.size"), width: 80, render: (item) => formatBytes(item.fileSize) },
    {
      key: "dims",
      title: datasetsText("dimensions"),
      width: 90,
      render: (item) => `${item.width}×${item.height}`,
    },
    {
      key: "count",
      title: datasetsText("annotationCount"),
      width: 60,
      render: (item) => item.annotationCount,
    },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      width: 150,
      render: (item) => item.createTime,
    },
  ];

  return (
    <section
      className={`ws-ds-items${dragging ? " ws-ds-dragging" : ""}`}
      aria-label={datasetsText("items", { version: version.version })}
      onDragOver={(event) => {
        if (!canUpload) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <div className="ws-list-toolbar">
        <strong>{datasetsText("items", { version: version.version })}</strong>
        {canUpload && <span className="ws-ds-muted">{datasetsText("dropHint")}</span>}
        <span className="ws-list-grow" />
        <ButtonGroup>
          <Button
            size="small"
            icon="grid-view"
            active={view === "grid"}
            text={datasetsText("gridView")}
            onClick={() => setView("grid")}
          />
          <Button
            size="small"
            icon="th-list"
            active={view === "table"}
            text={datasetsText("tableView")}
            onClick={() => setView("table")}
          />
        </ButtonGroup>
        {canUpload && (
          <>
            <Button
              size="small"
              icon="upload"
              intent="primary"
              text={datasetsText("upload")}
              onClick={() => input.current?.click()}
            />
            <input
              ref={input}
              type="file"
              multiple
              hidden
              accept={IMAGE_ACCEPT}
              aria-label={datasetsText("upload")}
              onChange={(event) => {
                uploads.start([...(event.currentTarget.files ?? [])]);
                event.currentTarget.value = "";
              }}
            />
          </>
        )}
      </div>
      <UploadList rows={uploads.rows} onClear={uploads.clear} />
      {view === "grid" ? (
        <>
          <ItemGrid
            items={list.rows}
            loading={list.loading}
            thumbnails={thumbnails}
            onDelete={canDelete ? (item) => void remove(item) : undefined}
          />
          <ListPager
            total={list.total}
            page={list.pageNum}
            pageSize={list.pageSize}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
          />
        </>
      ) : (
        <PagedTable
          aria-label={datasetsText("items", { version: version.version })}
          list={list}
          columns={columns}
          rowKey={(item) => item.id}
          actions={
            canDelete
              ? (item) => (
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    text={t("action.delete")}
                    onClick={() => void remove(item)}
                  />
                )
              : undefined
          }
        />
      )}
      {confirmElement}
    </section>
  );
}
