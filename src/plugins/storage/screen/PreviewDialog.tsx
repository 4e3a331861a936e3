import { STORAGE_API, STORAGE } from "../../../contracts/storage";
import { useEffect, useRef, useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, Spinner } from "@blueprintjs/core";
import { apiUrl, type StorageApi } from "../api";
import { storageText } from "../messages";
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
 * scaled to the dialog (a small image up, a large one down). The pages turn with PageUp/PageDown and
 * ←/→ as well as the buttons; when a button turns disabled under the focus (the last page), the focus
 * stays in the dialog so Esc still closes it.
 */
export function PreviewDialog({ api, path, onClose }: PreviewDialogProps) {
  const image = isImage(path);
  const [page, setPage] = useState(1);
  // An image: its address with a storage token; a text: the page's bytes.
  const shown = useLoaded<{ imageUrl: string } | { body: string; size: number; binary: boolean }>(
    async () =>
      image
        ? {
            imageUrl: apiUrl(STORAGE_API.storageView, {
              type: "browser",
              file: path,
              token: await api.token(),
            }),
          }
        : await api
            .view(path, page)
            .then((spec) => ({ body: spec.Body, size: spec.Size, binary: !!spec.Binary })),
    image ? `image:${path}` : `text:${path}:${page}`,
  );
  const failed = shown.error instanceof Error ? shown.error.message : null;
  const imageUrl = shown.data && "imageUrl" in shown.data ? shown.data.imageUrl : null;
  const text = shown.data && "body" in shown.data ? shown.data : null;

  const pages = Math.max(1, Math.ceil((text?.size ?? 0) / STORAGE.previewPageBytes));
  const body = useRef<HTMLDivElement>(null);
  const turn = (to: number) => setPage(Math.min(pages, Math.max(1, to)));
  // On the document while the preview is open (it is modal): the keys work wherever the focus is in it,
  // even during the opening transition, when the focus is still on the overlay's focus trap.
  const pageable = !image && !text?.binary;
  useEffect(() => {
    if (!pageable) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const step = ({ PageDown: 1, ArrowRight: 1, PageUp: -1, ArrowLeft: -1 } as Record<string, number>)[
        event.key
      ];
      if (!step || (event.target as HTMLElement).tagName === "INPUT") return;
      event.preventDefault();
      setPage((current) => Math.min(pages, Math.max(1, current + step)));
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [pageable, pages]);
  useEffect(() => {
    const active = document.activeElement as HTMLButtonElement | null;
    if (!active || active === document.body || active.disabled) body.current?.focus();
  }, [page]);
  return (
    <Dialog
      isOpen
      title={storageText("previewTitle", { name: baseName(path) })}
      // The footer's 关闭 closes it; Blueprint's header button would say "Close" (shell spec §1: Chinese).
      isCloseButtonShown={false}
      onClose={onClose}
      onOpened={() => body.current?.focus()}
      style={{ width: 760 }}
    >
      <div ref={body} tabIndex={-1} className="ws-storage-preview">
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
              {storageText("previewBinary")}
            </Callout>
          ) : text && text.size === 0 ? (
            <p className="ws-storage-empty">{storageText("previewEmpty")}</p>
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
                    onClick={() => turn(page - 1)}
                  />
                  <span>{t("pager.pageOf", { page, pages })}</span>
                  <Button
                    icon="chevron-right"
                    aria-label={t("pager.next")}
                    disabled={page >= pages}
                    onClick={() => turn(page + 1)}
                  />
                </>
              )}
              <Button text={t("action.close")} onClick={onClose} />
            </>
          }
        />
      </div>
    </Dialog>
  );
}
