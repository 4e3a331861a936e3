import { Button, ProgressBar, Tag } from "@blueprintjs/core";
import { datasetsText } from "../messages";
import { formatBytes } from "./formatBytes";
import type { UploadRow } from "./useImageUpload";
import { t } from "../../../core/messages";

/** The uploads of this visit: one line per file with its progress, 已上传 or why it failed. */
export function UploadList({ rows, onClear }: { rows: UploadRow[]; onClear: () => void }) {
  if (!rows.length) return null;
  const done = rows.filter((row) => row.status === "done").length;
  return (
    <div className="ws-ds-uploads" aria-label={datasetsText("upload")}>
      <div className="ws-list-toolbar">
        <span>{datasetsText("uploadSummary", { done, total: rows.length })}</span>
        <span className="ws-list-grow" />
        <Button size="small" variant="minimal" text={datasetsText("clearUploads")} onClick={onClear} />
      </div>
      <ul>
        {rows.map((row) => (
          <li key={row.key} data-status={row.status}>
            <span className="ws-ds-upload-name" title={row.name}>
              {row.name}
            </span>
            <span className="ws-ds-muted">{formatBytes(row.size)}</span>
            {row.status === "failed" ? (
              <Tag minimal intent="danger">
                {row.message ?? t("upload.failed")}
              </Tag>
            ) : row.status === "done" ? (
              <Tag minimal intent="success">
                {datasetsText("uploadDone")}
              </Tag>
            ) : (
              <>
                <ProgressBar
                  className="ws-ds-upload-bar"
                  intent="primary"
                  value={row.percent / 100}
                  animate={row.status !== "waiting"}
                />
                <span className="ws-ds-muted">
                  {row.status === "adding"
                    ? datasetsText("uploadAdding")
                    : `${row.busy ?? t("upload.uploading")} ${row.percent}%`}
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
