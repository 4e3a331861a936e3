import { useRef, useState } from "react";
import { Button } from "@blueprintjs/core";
import { sharingText } from "./messages";
import { CASE_LIMITS } from "../../contracts/sharing";

export const COVER_MAX_BYTES = CASE_LIMITS.coverBytes;
const COVER_TYPES = ["image/png", "image/jpeg"];

/** The case's cover: one png, jpg or jpeg image of at most 500 kb, kept as a data URL (spec §5). */
export function CoverField({ value, onChange }: { value: string; onChange: (dataUrl: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!COVER_TYPES.includes(file.type) || !/\.(png|jpe?g)$/i.test(file.name))
      return setProblem(sharingText("coverType"));
    if (file.size > COVER_MAX_BYTES) return setProblem(sharingText("coverSize"));
    setProblem(null);
    const reader = new FileReader();
    reader.onload = () => onChange(String(reader.result));
    reader.readAsDataURL(file);
  };
  return (
    <div className="ws-case-cover">
      {value && <img src={value} alt={sharingText("cover")} />}
      <input
        ref={input}
        type="file"
        hidden
        aria-label={sharingText("chooseCover")}
        accept=".png,.jpg,.jpeg"
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
          event.currentTarget.value = "";
        }}
      />
      <Button
        size="small"
        icon="media"
        text={sharingText("chooseCover")}
        onClick={() => input.current?.click()}
      />
      {value && (
        <Button
          size="small"
          variant="minimal"
          text={sharingText("removeCover")}
          onClick={() => onChange("")}
        />
      )}
      <span className={problem ? "bp6-text-danger" : "bp6-text-muted"}>
        {problem ?? sharingText("coverHint")}
      </span>
    </div>
  );
}
