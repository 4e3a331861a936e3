import { useEffect, useMemo, useRef, useState } from "react";
import { AnchorButton, Button, Callout, HTMLTable, Icon } from "@blueprintjs/core";
import { useCore, useSession } from "../../../ui/CoreContext";
import { formatSize } from "../api";
import { storageText } from "../messages";
import { ATTACHMENT_LIMIT, attachmentApi, attachmentUrl, type Attachment } from "./attachmentApi";
import "./attachments.css";
import { t } from "../../../core/messages";
import { useLoaded } from "../../../ui/kit/useLoaded";

export interface AttachmentUploadProps {
  /** What the attachments belong to (storage spec §3 attachment metadata). */
  entityType: string;
  entityId: string;
  category: string;
  /** Default 'ai'. */
  application?: string;
  /** At most this many files on the entity (default 9); with 1 the one-image hint shows. */
  limit?: number;
  /** The file input's accept list, e.g. "image/*" (none by default). */
  accept?: string;
  /** Hides add and delete: a list with downloads only. */
  readOnly?: boolean;
  /** Called with the entity's files after each load, upload and delete. */
  onChange?: (attachments: Attachment[]) => void;
}

/**
 * The attachment upload widget (storage spec §5/§6) on the file service: lists the entity's files
 * (name, size, download, delete by ticket) and uploads more through `multiple-files` with the
 * attachment metadata (application 'ai' by default, resourceOwnerType 'ai', the signed-in user as
 * the resource owner). More files than the limit are refused before anything is sent: with limit 1
 * the spec's 提示:只可上传一张图片!, otherwise 最多只能上传{limit}个文件.
 */
export default function AttachmentUpload({
  entityType,
  entityId,
  category,
  application,
  limit = ATTACHMENT_LIMIT,
  accept,
  readOnly = false,
  onChange,
}: AttachmentUploadProps) {
  const core = useCore();
  const user = useSession().user;
  const api = useMemo(
    () =>
      attachmentApi(core.http, {
        application,
        category,
        entityType,
        entityId,
        resourceOwnerId: user?.id ?? "",
        resourceOwnerName: user?.userName ?? "",
      }),
    [core.http, application, category, entityType, entityId, user?.id, user?.userName],
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  const owner = [application, category, entityType, entityId, user?.id, user?.userName].join("|");
  // A failed listing keeps what was shown (the shell's HTTP tip already said why).
  const listed = useLoaded(() => api.list(), owner);
  const items = useMemo(() => listed.data ?? [], [listed.data]);
  useEffect(() => {
    if (listed.data) changed.current?.(listed.data);
  }, [listed.data]);

  const limitText = limit === 1 ? storageText("attachLimitOne") : storageText("attachLimit", { limit });

  const add = async (files: File[]) => {
    if (!files.length) return;
    if (items.length + files.length > limit) {
      setProblem(limitText);
      core.bus.emit("storage", "ui.tip", { intent: "warning", message: limitText });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await api.upload(files);
      listed.reload();
    } catch {
      setProblem(storageText("attachFailed"));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (item: Attachment) => {
    setBusy(true);
    try {
      await api.remove(item.fileTicket);
      setProblem(null);
      listed.reload();
    } catch {
      // The shell's HTTP tip already said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ws-storage-attachments" aria-label={storageText("attachTitle")} aria-busy={busy}>
      {!readOnly && (
        <div className="ws-storage-attach-bar">
          <Button
            icon="paperclip"
            text={busy ? storageText("attachUploading") : storageText("attachAdd")}
            disabled={busy}
            onClick={() => input.current?.click()}
          />
          <span className="ws-storage-attach-count">
            {items.length}/{limit}
          </span>
          {limit === 1 && <span className="ws-storage-attach-hint">{storageText("attachLimitOne")}</span>}
          <input
            ref={input}
            type="file"
            hidden
            multiple={limit > 1}
            accept={accept}
            data-testid="attachment-input"
            onChange={(event) => {
              const chosen = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = "";
              void add(chosen);
            }}
          />
        </div>
      )}
      {problem && (
        <Callout intent="warning" role="alert" compact>
          {problem}
        </Callout>
      )}
      {items.length === 0 ? (
        <div className="ws-storage-attach-empty">{storageText("attachEmpty")}</div>
      ) : (
        <HTMLTable compact className="ws-storage-attach-table">
          <tbody>
            {items.map((item) => (
              <tr key={item.fileTicket} data-ticket={item.fileTicket}>
                <td>
                  <Icon icon="document" size={12} /> {item.name}
                </td>
                <td>{formatSize(item.size)}</td>
                <td>
                  <AnchorButton
                    size="small"
                    variant="minimal"
                    icon="download"
                    text={storageText("attachDownload")}
                    href={attachmentUrl(item.fileTicket)}
                    download={item.name}
                    aria-label={`${storageText("attachDownload")} ${item.name}`}
                  />
                  {!readOnly && (
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      icon="trash"
                      text={t("action.delete")}
                      aria-label={`${t("action.delete")} ${item.name}`}
                      disabled={busy}
                      onClick={() => void remove(item)}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
