import { useEffect, useRef, type RefObject } from "react";

export interface ChosenFile {
  file: File;
  /** The path inside a chosen folder (`photos/2026/a.jpg`), or the file's name. */
  relativePath: string;
}

export interface UploadInputsProps {
  files: RefObject<HTMLInputElement | null>;
  folder: RefObject<HTMLInputElement | null>;
  onChosen: (chosen: ChosenFile[]) => void;
}

const chosenOf = (input: HTMLInputElement): ChosenFile[] =>
  [...(input.files ?? [])].map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));

/**
 * The hidden choosers of 上传文件 (several files) and 上传文件夹 (a folder, its tree kept through each
 * file's webkitRelativePath). The browser's folder chooser needs the non-standard `webkitdirectory`.
 */
export function UploadInputs({ files, folder, onChosen }: UploadInputsProps) {
  const chosen = useRef(onChosen);
  useEffect(() => {
    chosen.current = onChosen;
  });
  useEffect(() => {
    folder.current?.setAttribute("webkitdirectory", "");
  }, [folder]);
  const onChange = (input: HTMLInputElement) => {
    const picked = chosenOf(input);
    input.value = "";
    chosen.current(picked);
  };
  return (
    <>
      <input
        ref={files}
        type="file"
        multiple
        hidden
        data-testid="storage-file-input"
        onChange={(event) => onChange(event.currentTarget)}
      />
      <input
        ref={folder}
        type="file"
        multiple
        hidden
        data-testid="storage-folder-input"
        onChange={(event) => onChange(event.currentTarget)}
      />
    </>
  );
}
