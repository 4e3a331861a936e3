import { Button, Spinner } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { datasetsText } from "../messages";
import type { DatasetItem } from "../types";
import { formatBytes } from "./formatBytes";

export interface ItemViewProps {
  items: DatasetItem[];
  loading: boolean;
  thumbnails: Record<number, string>;
  onDelete?: (item: DatasetItem) => void;
}

/** The version's items as a dense thumbnail grid (name, size, width×height, annotation count). */
export function ItemGrid({ items, loading, thumbnails, onDelete }: ItemViewProps) {
  if (!items.length && !loading) return <div className="ws-ds-empty bp6-text-muted">{t("table.empty")}</div>;
  return (
    <ul className="ws-ds-grid" aria-busy={loading} aria-label={datasetsText("gridView")}>
      {items.map((item) => (
        <li key={item.id} className="ws-ds-card">
          <div className="ws-ds-thumb">
            {thumbnails[item.id] ? (
              <img src={thumbnails[item.id]} alt={item.fileName} />
            ) : (
              <Spinner size={16} />
            )}
          </div>
          <div className="ws-ds-card-name" title={item.fileName}>
            {item.fileName}
          </div>
          <div className="ws-ds-card-meta ws-ds-muted">
            <span>{formatBytes(item.fileSize)}</span>
            <span>
              {item.width}×{item.height}
            </span>
            <span title={datasetsText("annotationCount")}>
              {datasetsText("annotationCount")} {item.annotationCount}
            </span>
          </div>
          {onDelete && (
            <Button
              className="ws-ds-card-delete"
              size="small"
              variant="minimal"
              intent="danger"
              icon="trash"
              aria-label={`${t("action.delete")} ${item.fileName}`}
              onClick={() => onDelete(item)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
