import { Alert, Button, HTMLTable, ProgressBar } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import type { Actor } from "xstate";
import type { UploadItem, UploadStatus, uploadQueueMachine } from "../../../machines/uploadQueue.machine";
import { formatSize } from "../api";
import { st, type StorageMessageKey } from "../messages";

const STATUS_TEXT: Record<UploadStatus, StorageMessageKey> = {
  wait: "statusWait",
  padding: "statusPadding",
  error: "statusError",
  success: "statusSuccess",
};

/** What a progress row shows: every chunk changes an item's `sent`, but the row only when one of these does. */
type ShownItem = Pick<UploadItem, "id" | "name" | "size" | "status" | "progress" | "error">;

const shown = (items: readonly UploadItem[]): ShownItem[] =>
  items.map(({ id, name, size, status, progress, error }) => ({ id, name, size, status, progress, error }));

const sameRows = (a: ShownItem[], b: ShownItem[]) =>
  a.length === b.length &&
  a.every((row, index) => {
    const other = b[index]!;
    return (
      row.id === other.id &&
      row.name === other.name &&
      row.size === other.size &&
      row.status === other.status &&
      row.progress === other.progress &&
      row.error === other.error
    );
  });

/**
 * The upload progress rows (name, total size, percentage, status, retry and cancel) and the overwrite prompt.
 * Rendered again only when a shown value changes (the percentage is whole): re-rendering and painting on
 * each 1 MiB chunk cost the page about 7 ms of CPU per chunk, competing with the upload on a small machine.
 */
export function UploadPanel({ actor }: { actor: Actor<typeof uploadQueueMachine> }) {
  const items = useSelector(actor, (snapshot) => shown(snapshot.context.items), sameRows);
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
                  <td title={item.error ?? undefined}>{st(STATUS_TEXT[item.status])}</td>
                  <td>
                    {item.status === "error" && (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="repeat"
                        text={st("retry")}
                        onClick={() => actor.send({ type: "RETRY", id: item.id })}
                      />
                    )}
                    {item.status !== "success" && (
                      <Button
                        size="small"
                        variant="minimal"
                        icon="cross"
                        text={st("cancel")}
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
