import { memo, useLayoutEffect } from "react";
import { Button, HTMLTable, ProgressBar } from "@blueprintjs/core";
import { ConfirmAlert } from "../../../ui/kit/ConfirmAlert";
import { useSelector } from "@xstate/react";
import type { Actor } from "xstate";
import type { UploadStatus, uploadQueueMachine } from "../../../machines/uploadQueue.machine";
import { formatSize } from "../api";
import { storageText } from "../messages";
import { measureSince, UPLOAD_PANEL_MEASURE } from "./mainThreadMarks";
import { useUploadRows, type ShownItem } from "./useUploadRows";
import { t } from "../../../core/messages";
import "./fileTable.css";

type QueueActor = Actor<typeof uploadQueueMachine>;

const STATUS_TEXT: Record<UploadStatus, () => string> = {
  wait: () => storageText("statusWait"),
  padding: () => t("upload.uploading"),
  error: () => t("upload.failed"),
  success: () => t("upload.success"),
};

/**
 * The upload progress rows (name, total size, percentage, speed and time left, status with the
 * reason of a failure, retry and cancel) and the overwrite prompt.
 * Rendered again only when a shown value changes, a moving percentage at most every 200 ms (useUploadRows);
 * then only the rows that changed, and of those not their buttons unless the status did.
 */
export function UploadPanel({ actor }: { actor: QueueActor }) {
  return (
    <>
      <UploadRows actor={actor} />
      <OverwritePrompt actor={actor} />
    </>
  );
}

// The page's own renders (a listing, a dialog) leave the rows alone: they follow the queue only.
const UploadRows = memo(function UploadRows({ actor }: { actor: QueueActor }) {
  // When this render began, for the bench's measure below; nothing shown depends on it.
  // eslint-disable-next-line react-hooks/purity
  const renderedFrom = performance.now();
  const items = useUploadRows(actor);
  // A render of the rows up to its DOM commit, for the bench (mainThreadMarks).
  useLayoutEffect(() => measureSince(UPLOAD_PANEL_MEASURE, renderedFrom));
  if (items.length === 0) return null;
  return (
    <div className="ws-storage-uploads" aria-label={storageText("uploadQueue")}>
      <HTMLTable compact className="ws-storage-upload-table">
        <tbody>
          {items.map((item) => (
            <UploadRow key={item.id} item={item} actor={actor} />
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
});

const UploadRow = memo(function UploadRow({ item, actor }: { item: ShownItem; actor: QueueActor }) {
  return (
    <tr data-status={item.status}>
      <td className="ws-storage-pathcell">{item.name}</td>
      <td>{formatSize(item.size)}</td>
      <td className="ws-storage-progress">
        <ProgressBar
          value={item.progress / 100}
          animate={false}
          stripes={item.status === "padding"}
          intent={item.status === "error" ? "danger" : item.status === "success" ? "success" : "primary"}
        />
      </td>
      <td>{item.progress}%</td>
      <td className="ws-storage-rate" data-testid="storage-upload-rate">
        {item.rate ?? ""}
      </td>
      <td className={item.error ? "ws-storage-upload-failed" : undefined}>
        {STATUS_TEXT[item.status]()}
        {item.error && <span className="ws-storage-upload-reason">：{item.error}</span>}
      </td>
      <RowActions id={item.id} status={item.status} actor={actor} />
    </tr>
  );
}, sameRow);

/** Rows are new objects on every shown snapshot: a row renders again only when what it shows changed. */
function sameRow(a: { item: ShownItem; actor: QueueActor }, b: { item: ShownItem; actor: QueueActor }) {
  const [x, y] = [a.item, b.item];
  return (
    a.actor === b.actor &&
    x.id === y.id &&
    x.name === y.name &&
    x.size === y.size &&
    x.status === y.status &&
    x.progress === y.progress &&
    x.error === y.error &&
    x.rate === y.rate
  );
}

const RowActions = memo(function RowActions({
  id,
  status,
  actor,
}: {
  id: string;
  status: UploadStatus;
  actor: QueueActor;
}) {
  return (
    <td>
      {status === "error" && (
        <Button
          size="small"
          variant="minimal"
          icon="repeat"
          text={t("page.retry")}
          onClick={() => actor.send({ type: "RETRY", id })}
        />
      )}
      {status !== "success" && (
        <Button
          size="small"
          variant="minimal"
          icon="cross"
          text={t("confirm.cancel")}
          onClick={() => actor.send({ type: "CANCEL", id })}
        />
      )}
    </td>
  );
});

function OverwritePrompt({ actor }: { actor: QueueActor }) {
  const asked = useSelector(actor, (snapshot) =>
    snapshot.matches({ intake: "confirmingOverwrite" })
      ? (snapshot.context.incoming.find((item) => item.exists && !item.overwrite) ?? null)
      : null,
  );
  return (
    <ConfirmAlert
      isOpen={asked !== null}
      intent="warning"
      icon="warning-sign"
      confirmButtonText={storageText("overwrite")}
      cancelButtonText={storageText("keep")}
      onConfirm={() => actor.send({ type: "ANSWER_OVERWRITE", overwrite: true })}
      onCancel={() => actor.send({ type: "ANSWER_OVERWRITE", overwrite: false })}
    >
      <p>{asked ? storageText("overwritePrompt", { name: asked.name }) : ""}</p>
    </ConfirmAlert>
  );
}
