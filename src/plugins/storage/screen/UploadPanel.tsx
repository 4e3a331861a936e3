import { Alert, Button, HTMLTable, ProgressBar } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import type { Actor } from "xstate";
import type { UploadStatus, uploadQueueMachine } from "../../../machines/uploadQueue.machine";
import { formatSize } from "../api";
import { st } from "../messages";
import { useUploadRows } from "./useUploadRows";
import { t } from "../../../core/messages";

const STATUS_TEXT: Record<UploadStatus, () => string> = {
  wait: () => st("statusWait"),
  padding: () => t("upload.uploading"),
  error: () => t("upload.failed"),
  success: () => t("upload.success"),
};

/**
 * The upload progress rows (name, total size, percentage, speed and time left, status with the
 * reason of a failure, retry and cancel) and the overwrite prompt.
 * Rendered again only when a shown value changes, a moving percentage at most every 200 ms (useUploadRows).
 */
export function UploadPanel({ actor }: { actor: Actor<typeof uploadQueueMachine> }) {
  const items = useUploadRows(actor);
  const asked = useSelector(actor, (snapshot) =>
    snapshot.matches({ intake: "confirmingOverwrite" })
      ? (snapshot.context.incoming.find((item) => item.exists && !item.overwrite) ?? null)
      : null,
  );
  return (
    <>
      {items.length > 0 && (
        <div className="ws-storage-uploads" aria-label={st("uploadQueue")}>
          <HTMLTable compact className="ws-storage-upload-table">
            <tbody>
              {items.map((item) => (
                <tr key={item.id} data-status={item.status}>
                  <td className="ws-storage-pathcell">{item.name}</td>
                  <td>{formatSize(item.size)}</td>
                  <td className="ws-storage-progress">
                    <ProgressBar
                      value={item.progress / 100}
                      animate={false}
                      stripes={item.status === "padding"}
                      intent={
                        item.status === "error" ? "danger" : item.status === "success" ? "success" : "primary"
                      }
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
                  <td>
                    {item.status === "error" && (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="repeat"
                        text={t("page.retry")}
                        onClick={() => actor.send({ type: "RETRY", id: item.id })}
                      />
                    )}
                    {item.status !== "success" && (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="cross"
                        text={t("confirm.cancel")}
                        onClick={() => actor.send({ type: "CANCEL", id: item.id })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      <Alert
        isOpen={asked !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={st("overwrite")}
        cancelButtonText={st("keep")}
        onConfirm={() => actor.send({ type: "ANSWER_OVERWRITE", overwrite: true })}
        onCancel={() => actor.send({ type: "ANSWER_OVERWRITE", overwrite: false })}
      >
        <p>{asked ? st("overwritePrompt", { name: asked.name }) : ""}</p>
      </Alert>
    </>
  );
}
