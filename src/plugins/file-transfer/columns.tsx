import { ProgressBar, Tag, type Intent } from "@blueprintjs/core";
import { t } from "../../core/messages";
import type { TransferRecord, TransferStatus } from "../../contracts/fileTransfer";
import type { Column } from "../../ui/kit/list";
import { fileTransferText } from "./messages";

const STATUS_INTENT: Record<TransferStatus, Intent> = {
  running: "primary",
  succeeded: "success",
  failed: "danger",
};

/** The transfer records' columns: what moved where, by whom, how far it got and how it ended. */
export const TRANSFER_COLUMNS: Column<TransferRecord>[] = [
  { key: "id", title: "ID", width: 60, render: (row) => row.id },
  {
    key: "direction",
    title: fileTransferText("direction"),
    width: 120,
    render: (row) => fileTransferText(row.direction),
  },
  {
    key: "dataset",
    title: fileTransferText("dataset"),
    render: (row) => `${row.dataSetName} / ${row.versionName}`,
  },
  { key: "storagePath", title: fileTransferText("storagePath"), render: (row) => row.storagePath },
  { key: "user", title: fileTransferText("user"), width: 100, render: (row) => row.userName },
  {
    key: "progress",
    title: fileTransferText("progress"),
    width: 170,
    render: (row) => (
      <div className="ws-transfer-progress">
        <ProgressBar
          value={row.progress / 100}
          intent={STATUS_INTENT[row.status]}
          animate={row.status === "running"}
          stripes={row.status === "running"}
          aria-label={`${fileTransferText("progress")} ${row.progress}%`}
        />
        <span>{fileTransferText("counts", { done: row.done, total: row.total, skipped: row.skipped })}</span>
      </div>
    ),
  },
  {
    key: "status",
    title: t("field.status"),
    width: 90,
    render: (row) => (
      <Tag minimal intent={STATUS_INTENT[row.status]}>
        {fileTransferText(row.status)}
      </Tag>
    ),
  },
  { key: "message", title: fileTransferText("message"), render: (row) => row.message || "-" },
  { key: "createTime", title: t("field.createTime"), width: 160, render: (row) => row.createTime },
  {
    key: "finishTime",
    title: fileTransferText("finishTime"),
    width: 160,
    render: (row) => row.finishTime || "-",
  },
];
