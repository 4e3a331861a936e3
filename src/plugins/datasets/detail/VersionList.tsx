import type { ReactNode } from "react";
import { Button } from "@blueprintjs/core";
import { formatCount, PagedTable, type Column } from "../../../ui/kit/list";
import { datasetsText } from "../messages";
import type { DatasetVersion } from "../types";
import { t } from "../../../core/messages";

export interface VersionListProps {
  versions: DatasetVersion[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (version: DatasetVersion) => void;
  /** 新建版本 from the selected one; absent without the add code. */
  onCopy?: () => void;
  copying?: boolean;
  onDelete?: (version: DatasetVersion) => void;
  /** More toolbar buttons (对比) and a row cell before 删除 (tags and the version actions menu). */
  toolbarExtra?: ReactNode;
  rowExtra?: (version: DatasetVersion) => ReactNode;
}

/** The dataset's versions, oldest first; a click selects the version whose items show beside. */
export function VersionList(props: VersionListProps) {
  const { versions, selectedId, onDelete } = props;
  const selected = versions.find((version) => version.id === selectedId);
  const columns: Column<DatasetVersion>[] = [
    {
      key: "version",
      title: datasetsText("version"),
      width: 60,
      render: (row) => <strong>{row.version}</strong>,
    },
    { key: "items", title: datasetsText("itemCount"), render: (row) => formatCount(row.itemCount) },
    {
      key: "annotated",
      title: datasetsText("annotatedCount"),
      render: (row) => formatCount(row.annotatedCount),
    },
    {
      key: "createTime",
      title: t("field.createTime"),
      className: "ws-list-nowrap",
      render: (row) => row.createTime,
    },
  ];
  return (
    <section className="ws-ds-versions" aria-label={datasetsText("versions")}>
      <div className="ws-list-toolbar">
        <strong>{datasetsText("versions")}</strong>
        <span className="ws-list-grow" />
        {props.toolbarExtra}
        {props.onCopy && (
          <Button
            size="small"
            icon="duplicate"
            intent="primary"
            text={datasetsText("newVersion")}
            title={selected ? datasetsText("newVersionHint", { version: selected.version }) : undefined}
            disabled={!selected || props.copying}
            loading={props.copying}
            onClick={props.onCopy}
          />
        )}
      </div>
      <PagedTable
        aria-label={datasetsText("versions")}
        rows={versions}
        loading={props.loading}
        columns={columns}
        rowKey={(row) => row.id}
        selectedKey={selectedId}
        onRowClick={props.onSelect}
        actions={
          onDelete || props.rowExtra
            ? (row) => (
                <>
                  {props.rowExtra?.(row)}
                  {onDelete && (
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      text={t("action.delete")}
                      aria-label={`${t("action.delete")} ${row.version}`}
                      disabled={versions.length <= 1}
                      onClick={() => onDelete(row)}
                    />
                  )}
                </>
              )
            : undefined
        }
      />
    </section>
  );
}
