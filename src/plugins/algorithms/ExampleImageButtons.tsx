import { useRef } from "react";
import { Button } from "@blueprintjs/core";
import { useRefusal } from "../../ui/kit/list";
import type { Algorithm, AlgorithmsApi } from "./api";
import { algorithmsText } from "./messages";

/** 上传示例图片 (png, jpg, jpeg; the server checks the size) and 下载示例图片 of one algorithm. */
export function ExampleImageButtons({
  api,
  algorithm,
  editable,
  onChanged,
}: {
  api: AlgorithmsApi;
  algorithm: Algorithm;
  editable: boolean;
  onChanged: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const refused = useRefusal("algorithms");
  const download = async () => {
    const blob = await api.image(algorithm.id);
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = algorithm.imageName;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <>
      {editable && (
        <>
          <input
            ref={input}
            type="file"
            accept=".png,.jpg,.jpeg"
            hidden
            aria-label={`${algorithmsText("uploadImage")} ${algorithm.name}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void api.uploadImage(algorithm.id, file).then(onChanged, refused);
            }}
          />
          <Button
            size="small"
            variant="minimal"
            text={algorithmsText("uploadImage")}
            onClick={() => input.current?.click()}
          />
        </>
      )}
      {algorithm.imageName && (
        <Button
          size="small"
          variant="minimal"
          text={algorithmsText("downloadImage")}
          onClick={() => void download().catch(refused)}
        />
      )}
    </>
  );
}
