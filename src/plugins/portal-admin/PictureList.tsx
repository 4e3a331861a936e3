import { useRef, useState } from "react";
import { Button, FormGroup } from "@blueprintjs/core";
import { portalAdminText } from "./messages";

const MAX_PICTURES = 5;

/** A list of navigation pictures: thumbnails with 移除图片, and 上传图片 (chunk upload) up to five. */
export function PictureList({
  label,
  pictures,
  onChange,
  upload,
}: {
  label: string;
  pictures: string[];
  onChange: (pictures: string[]) => void;
  upload: ((file: File) => Promise<string | null>) | null;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file || !upload) return;
    setBusy(true);
    const address = await upload(file).finally(() => setBusy(false));
    if (address) onChange([...pictures, address]);
  };
  return (
    <FormGroup
      label={label}
      helperText={upload ? portalAdminText("pictureLimit") : portalAdminText("noUpload")}
    >
      <div className="ws-portal-admin-pictures">
        {pictures.map((picture, index) => (
          <div key={`${picture}-${index}`} className="ws-portal-admin-picture">
            <img src={picture} alt={`${label} ${index + 1}`} />
            <Button
              size="small"
              variant="minimal"
              icon="cross"
              aria-label={`${portalAdminText("removePicture")} ${index + 1}`}
              onClick={() => onChange(pictures.filter((_, at) => at !== index))}
            />
          </div>
        ))}
        {pictures.length < MAX_PICTURES && (
          <Button
            size="small"
            icon="upload"
            loading={busy}
            disabled={!upload}
            text={portalAdminText("addPicture")}
            aria-label={`${label} ${portalAdminText("addPicture")}`}
            onClick={() => input.current?.click()}
          />
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => {
            void pick(event.currentTarget.files?.[0]);
            event.currentTarget.value = "";
          }}
        />
      </div>
    </FormGroup>
  );
}
