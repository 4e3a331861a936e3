import { useState, type DragEvent } from "react";
import { FileInput } from "@blueprintjs/core";
import { DEMO_IMAGE_MAX_BYTES, DEMO_IMAGE_TYPES } from "./demoApi";
import { demoText } from "./demoMessages";

const SIZE = `${DEMO_IMAGE_MAX_BYTES / 1024 / 1024}MB`;

/** A drop zone with a file chooser: a PNG or JPEG picture within the size, else the reason. */
export function ImagePicker({
  onImage,
  onRefused,
}: {
  onImage: (file: File) => void;
  onRefused: (text: string) => void;
}) {
  const [over, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (!file) return;
    if (!DEMO_IMAGE_TYPES.includes(file.type)) onRefused(demoText("notImage"));
    else if (file.size > DEMO_IMAGE_MAX_BYTES) onRefused(demoText("tooLarge", { size: SIZE }));
    else onImage(file);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files[0]);
  };
  return (
    <div
      className={`learning-drop${over ? " learning-drop-over" : ""}`}
      data-testid="image-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <span>{demoText("drop")}</span>
      <FileInput
        text={demoText("choose")}
        buttonText={demoText("choose")}
        inputProps={{ accept: DEMO_IMAGE_TYPES.join(","), "aria-label": demoText("choose") }}
        onInputChange={(event) => {
          take(event.currentTarget.files?.[0]);
          event.currentTarget.value = "";
        }}
      />
      <span className="learning-hint">{demoText("formats", { size: SIZE })}</span>
    </div>
  );
}
