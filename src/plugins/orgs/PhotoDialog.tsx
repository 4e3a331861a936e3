import { useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { failureText } from "../../ui/kit/list";
import type { Expert } from "./api";
import { checkImage, readImage } from "./imageCheck";
import { orgsText } from "./messages";

/** An expert's photo: choose one png / jpg / jpeg of at most 500 kb, see it, save or remove it. */
export function PhotoDialog({
  expert,
  onSave,
  onClose,
}: {
  expert: Expert | null;
  onSave: (expert: Expert, photo: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [photo, setPhoto] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [openFor, setOpenFor] = useState<number | null>(null);
  if ((expert?.id ?? null) !== openFor) {
    setOpenFor(expert?.id ?? null);
    setPhoto(null);
    setProblem(null);
  }
  const shown = photo ?? expert?.photo ?? "";

  const choose = async (files: File[]) => {
    const refused = checkImage(files);
    setProblem(refused);
    if (refused || !files[0]) return;
    setPhoto(await readImage(files[0]));
  };
  const save = async (value: string) => {
    if (!expert) return;
    setSaving(true);
    try {
      await onSave(expert, value);
      onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen={expert !== null} title={`${expert?.name ?? ""} · ${orgsText("photo")}`} onClose={onClose}>
      <DialogBody>
        {shown ? (
          <img className="ws-orgs-photo-large" src={shown} alt={orgsText("photo")} />
        ) : (
          <p className="bp6-text-muted">{t("table.empty")}</p>
        )}
        <FileInput
          fill
          text={orgsText("choosePhoto")}
          buttonText={orgsText("choosePhoto")}
          inputProps={{ accept: ".png,.jpg,.jpeg", "aria-label": orgsText("choosePhoto") }}
          onInputChange={(event) => void choose(Array.from(event.currentTarget.files ?? []))}
        />
        <p className="bp6-text-muted">{orgsText("photoHint")}</p>
        {problem && (
          <Callout intent="danger" compact role="alert">
            {problem}
          </Callout>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {expert?.photo && (
              <Button
                text={orgsText("removePhoto")}
                intent="danger"
                disabled={saving}
                onClick={() => void save("")}
              />
            )}
            <Button text={t("confirm.cancel")} onClick={onClose} disabled={saving} />
            <Button
              intent="primary"
              text={t("action.save")}
              disabled={saving || photo === null}
              onClick={() => photo && void save(photo)}
            />
          </>
        }
      />
    </Dialog>
  );
}
