import { useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from "@blueprintjs/core";
import { API, STORAGE } from "../../../core/config";
import { apiUrl, type StorageApi } from "../api";
import { st } from "../messages";
import { baseName, isImage } from "../pathRules";
import { t } from "../../../core/messages";
import { useLoaded } from "../../../ui/kit/useLoaded";

export interface PreviewDialogProps {
  api: StorageApi;
  path: string;
  onClose: () => void;
}

/**
 * A text file 4096 bytes a page (the server cuts pages on character boundaries), a file that is not
 * text says it cannot be previewed, or an image through `view?type=browser` with a storage token,
 * scaled to the dialog (a small image up, a large one down).
 */
export function PreviewDialog({ api, path, onClose }: PreviewDialogProps) {
  const image = isImage(path);
  const [page, setPage] = useState(1);
  // An image: its address with a storage token; a text: the page's bytes.
  const shown = useLoaded<{ imageUrl: string } | { body: string; size: number; binary: boolean }>(
    async () =>
      image
        ? { imageUrl: apiUrl(API.storageView, { type: "browser", file: path, token: await api.token() }) }
        : await api
            .view(path, page)
            .then((spec) => ({ body: spec.Body, size: spec.Size, binary: !!spec.Binary })),
    image ? `image:${path}` : `text:${path}:${page}`,
  );
  const failed = shown.error instanceof Error ? shown.error.message : null;
  const imageUrl = shown.data && "imageUrl" in shown.data ? shown.data.imageUrl : null;
  const text = shown.data && "body" in shown.data ? shown.data : null;

  const pages = Math.max(1, Math.ceil((text?.size ?? 0) / STORAGE.previewPageBytes));
  return (
    <Dialog
      isOpen
      title={st("previewTitle", { name: baseName(path) })}
      onClose={onClose}
      style={{ width: 760 }}
    >
      <DialogBody>
        {failed ? (
          <p>{failed}</p>
        ) : image ? (
          imageUrl ? (
            <img className="ws-storage-image" src={imageUrl} alt={baseName(path)} />
          ) : (
            <Spinner size={20} />
          )
        ) : text?.binary ? (
          <Callout intent="warning" icon="document" data-testid="storage-preview-binary">
            {st("previewBinary")}
          </Callout>
        ) : text && text.size === 0 ? (
          <p className="ws-storage-empty">{st("previewEmpty")}</p>
        ) : text ? (
          <pre className="ws-storage-text" data-testid="storage-preview-text">
            {text.body}
          </pre>
        ) : (
          <Spinner size={20} />
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {!image && !text?.binary && (
              <>
                <Button
                  icon="chevron-left"
                  aria-label={t("pager.prev")}
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                />
                <span>{t("pager.pageOf", { page, pages })}</span>
                <Button
                  icon="chevron-right"
                  aria-label={t("pager.next")}
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                />
              </>
            )}
            <Button text={t("action.close")} onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
