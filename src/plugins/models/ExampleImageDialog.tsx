import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FileInput, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { failureText } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { ModelRow } from "./api";
import { modelsText } from "./messages";

const MAX_BYTES = 2048 * 1024;
const ALLOWED = /\.(png|jpe?g)$/i;

/** The bytes of a file as base64 (what the upload call carries), read as a data URL. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(",") + 1));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

/**
 * 示例图片 of a model: the current one (if any) and, for a user with the edit code, an upload (png, jpg
 * or jpeg, at most 2048 KB; the same checks again on the server).
 */
export function ExampleImageDialog({
  model,
  canEdit,
  load,
  upload,
  onClose,
}: {
  model: ModelRow | null;
  canEdit: boolean;
  load: (id: number) => Promise<Blob>;
  upload: (id: number, data: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [version, setVersion] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = model && (model.hasImage || version > 0) ? `image:${model.id}:${version}` : null;
  const image = useLoaded(async () => URL.createObjectURL(await load(model!.id)), key, {
    release: (url) => URL.revokeObjectURL(url),
  });
  const close = () => {
    setProblem(null);
    setVersion(0);
    onClose();
  };
  const choose = async (file: File | undefined) => {
    if (!file || !model) return;
    if (!ALLOWED.test(file.name)) return setProblem(modelsText("imageFormat"));
    if (file.size > MAX_BYTES) return setProblem(modelsText("imageTooLarge"));
    setProblem(null);
    setBusy(true);
    try {
      await upload(model.id, await base64Of(file));
      setVersion((n) => n + 1);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      isOpen={model !== null}
      onClose={close}
      title={modelsText("exampleImageTitle", { name: model?.name ?? "" })}
    >
      <DialogBody>
        {key === null ? (
          <p>{modelsText("noImage")}</p>
        ) : image.data && image.dataKey === key ? (
          <img
            src={image.data}
            alt={modelsText("exampleImage")}
            style={{ maxWidth: "100%", maxHeight: 320 }}
          />
        ) : (
          <Spinner size={20} />
        )}
        {canEdit && (
          <FileInput
            fill
            disabled={busy}
            text={modelsText("chooseImage")}
            inputProps={{ accept: ".png,.jpg,.jpeg", "aria-label": modelsText("chooseImage") }}
            onInputChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
        )}
        {problem && (
          <p role="alert" className="bp6-text-danger">
            {problem}
          </p>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("action.close")} onClick={close} />} />
    </Dialog>
  );
}
