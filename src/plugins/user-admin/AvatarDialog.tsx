import { useEffect, useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, FileInput } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { AVATAR_RULES } from "../../contracts/userAdmin";
import { failureText } from "../../ui/kit/list";
import type { AdminUserView, UserAdminApi } from "./api";
import { userAdminText } from "./messages";

/** Spec §5's avatar rules: one image, png / jpg / jpeg, at most 500 kb. */
export function avatarProblem(files: readonly { name: string; size: number }[]): string | null {
  if (files.length > 1) return userAdminText("avatarOne");
  const file = files[0];
  if (!file) return null;
  const extension = file.name.split(".").pop()?.toLowerCase() ?? "";
  if (!(AVATAR_RULES.types as readonly string[]).includes(extension)) return userAdminText("avatarTypes");
  if (file.size > AVATAR_RULES.maxBytes) return userAdminText("avatarSize");
  return null;
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });

export interface AvatarDialogProps {
  user: AdminUserView | null;
  api: UserAdminApi;
  onClose: () => void;
}

/** A user's avatar (`attribute`, type 1): shown, replaced by one image, or cleared. */
export function AvatarDialog({ user, api, onClose }: AvatarDialogProps) {
  const [content, setContent] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [shown, setShown] = useState<AdminUserView | null>(user);
  // Each opening starts afresh (state adjusted while rendering, not in an effect).
  if (user !== shown) {
    setShown(user);
    setProblem(null);
    setContent("");
  }

  useEffect(() => {
    if (!user) return;
    let live = true;
    api.avatar(user.id).then(
      (answer) => live && setContent(answer.attributeContent),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [api, user]);

  const choose = async (files: FileList | null) => {
    const list = files ? [...files] : [];
    const found = avatarProblem(list);
    setProblem(found);
    if (!found && list[0]) setContent(await readDataUrl(list[0]));
  };

  const save = async () => {
    if (!user) return;
    setSaving(true);
    try {
      await api.setAvatar(user.id, content);
      onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      isOpen={user !== null}
      title={`${userAdminText("avatar")} · ${user?.userName ?? ""}`}
      onClose={onClose}
    >
      <DialogBody>
        {problem && (
          <Callout intent="danger" compact role="alert" className="ws-form-problem">
            {problem}
          </Callout>
        )}
        {content && <img className="ws-avatar-preview" src={content} alt={userAdminText("avatar")} />}
        <FileInput
          fill
          text={userAdminText("chooseAvatar")}
          inputProps={{
            accept: ".png,.jpg,.jpeg",
            multiple: true,
            "aria-label": userAdminText("chooseAvatar"),
          }}
          onInputChange={(event) => void choose(event.currentTarget.files)}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={userAdminText("removeAvatar")} disabled={!content} onClick={() => setContent("")} />
            <Button text={t("confirm.cancel")} onClick={onClose} />
            <Button intent="primary" text={t("action.save")} loading={saving} onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
