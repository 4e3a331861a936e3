/**
 * Files dropped on the table, folders included: each file with its path inside the dropped folder
 * (`photos/2026/a.jpg`), so the queue writes it under the same relative path. Uses the entries API
 * (`webkitGetAsEntry`); a browser without it gives the plain files.
 */

export interface DroppedFile {
  file: File;
  /** The path from the dropped item down to the file, the file's name last. */
  relativePath: string;
}

/** The parts of the entries API used here (FileSystemEntry and friends). */
interface Entry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  file?: (resolve: (file: File) => void, reject: (error: unknown) => void) => void;
  createReader?: () => {
    readEntries: (resolve: (entries: Entry[]) => void, reject: (error: unknown) => void) => void;
  };
}

interface DroppedItem {
  kind: string;
  getAsFile(): File | null;
  webkitGetAsEntry?: () => Entry | null;
}

async function walk(entry: Entry, prefix: string, out: DroppedFile[]): Promise<void> {
  const path = prefix ? `${prefix}/${entry.name}` : entry.name;
  if (entry.isFile && entry.file) {
    const file = await new Promise<File>((resolve, reject) => entry.file!(resolve, reject));
    out.push({ file, relativePath: path });
    return;
  }
  if (!entry.isDirectory || !entry.createReader) return;
  const reader = entry.createReader();
  // readEntries answers in batches (about 100 in Chromium) until it answers an empty one.
  for (;;) {
    const batch = await new Promise<Entry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) break;
    for (const child of batch) await walk(child, path, out);
  }
}

export async function droppedFiles(items: ArrayLike<DroppedItem>): Promise<DroppedFile[]> {
  // Entries must be taken synchronously, before the drop event's data goes away.
  const taken = Array.from(items)
    .filter((item) => item.kind === "file")
    .map((item) => ({ entry: item.webkitGetAsEntry?.() ?? null, file: item.getAsFile() }));
  const out: DroppedFile[] = [];
  for (const { entry, file } of taken) {
    if (entry) await walk(entry, "", out);
    else if (file) out.push({ file, relativePath: file.name });
  }
  return out;
}

/** The remote path of a dropped file under the current directory. */
export const remotePathOf = (directory: string, relativePath: string): string =>
  `${directory.replace(/\/+$/, "")}/${relativePath.replace(/^\/+/, "")}`;
