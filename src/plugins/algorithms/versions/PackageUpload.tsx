import { useId, useState } from "react";
import { FormGroup, ProgressBar } from "@blueprintjs/core";
import { strToU8, zipSync } from "fflate";
import type { PackageUpload as Upload } from "../../../contracts/algorithmPackages";
import { failureText, loadFailureText } from "../../../ui/kit/list";
import type { AlgorithmsApi } from "../api";
import { algorithmsText } from "../messages";

/** A chosen folder as one zip (its files under their relative paths), so the server gets one archive. */
async function zipFolder(files: File[]): Promise<{ blob: Blob; name: string }> {
  const entries: Record<string, Uint8Array> = {};
  for (const file of files)
    entries[file.webkitRelativePath || file.name] = new Uint8Array(await file.arrayBuffer());
  const top = (files[0]?.webkitRelativePath || "package").split("/")[0] || "package";
  if (Object.keys(entries).length === 0) entries[`${top}/`] = strToU8("");
  return { blob: new Blob([zipSync(entries)], { type: "application/zip" }), name: `${top}.zip` };
}

/**
 * 从本机上传 in 新增算法版本: a labelled file input for an archive (zip / tar.gz) and one for a folder;
 * the bytes stream to the server with a named progress bar; the server's check answers the manifest
 * (`onUploaded`) or its refusal in words (`onProblem`), and nothing of a refused package is kept.
 */
export function PackageUpload({
  api,
  onUploaded,
  onProblem,
}: {
  api: AlgorithmsApi;
  onUploaded: (upload: Upload | null) => void;
  onProblem: (problem: string | null) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const send = async (blob: Blob, name: string) => {
    onProblem(null);
    onUploaded(null);
    setChosen(name);
    setProgress(0);
    try {
      onUploaded(await api.uploadPackageFile(blob, name, setProgress));
    } catch (error) {
      onProblem(failureText(error) ?? loadFailureText(error));
    } finally {
      setProgress(null);
    }
  };

  const onArchive = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (file) void send(file, file.name);
  };
  const onFolder = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    input.value = "";
    if (files.length === 0) return;
    const { blob, name } = await zipFolder(files);
    await send(blob, name);
  };

  return (
    <FormGroup label={algorithmsText("uploadFromComputer")} helperText={algorithmsText("uploadHint")}>
      <div className="ws-version-upload">
        <label htmlFor={`${id}-archive`}>{algorithmsText("uploadArchive")}</label>
        <input
          id={`${id}-archive`}
          type="file"
          accept=".zip,.tar.gz,.tgz,.tar"
          disabled={progress !== null}
          onChange={(event) => onArchive(event.currentTarget)}
        />
        <label htmlFor={`${id}-folder`}>{algorithmsText("uploadFolder")}</label>
        <input
          id={`${id}-folder`}
          type="file"
          disabled={progress !== null}
          {...{ webkitdirectory: "", directory: "" }}
          onChange={(event) => void onFolder(event.currentTarget)}
        />
      </div>
      {progress !== null && (
        <ProgressBar
          aria-label={algorithmsText("uploading", { name: chosen ?? "" })}
          value={progress}
          intent="primary"
          stripes={false}
        />
      )}
    </FormGroup>
  );
}
