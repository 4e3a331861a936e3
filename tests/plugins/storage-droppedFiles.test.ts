import { describe, expect, it } from "vitest";
import { droppedFiles, remotePathOf } from "../../src/plugins/storage/upload/droppedFiles";

interface FakeEntry {
  isFile: boolean;
  isDirectory: boolean;
  name: string;
  file?: (resolve: (file: File) => void) => void;
  createReader?: () => { readEntries: (resolve: (entries: FakeEntry[]) => void) => void };
}

const fileEntry = (name: string): FakeEntry => ({
  isFile: true,
  isDirectory: false,
  name,
  file: (resolve) => resolve(new File([name], name)),
});

/** A folder whose reader answers in batches of two, then an empty batch (as Chromium does with 100). */
const folderEntry = (name: string, children: FakeEntry[]): FakeEntry => ({
  isFile: false,
  isDirectory: true,
  name,
  createReader: () => {
    let at = 0;
    return {
      readEntries: (resolve) => {
        resolve(children.slice(at, at + 2));
        at += 2;
      },
    };
  },
});

const item = (entry: FakeEntry | null, file: File | null = null) => ({
  kind: "file",
  getAsFile: () => file,
  webkitGetAsEntry: () => entry as never,
});

describe("dropped files and folders", () => {
  it("walks a dropped folder and keeps each file's relative path", async () => {
    const tree = folderEntry("photos", [
      fileEntry("a.jpg"),
      folderEntry("2026", [fileEntry("b.jpg"), fileEntry("c.jpg"), fileEntry("d.jpg")]),
      fileEntry("e.txt"),
    ]);
    const found = await droppedFiles([item(tree), item(fileEntry("loose.bin"))]);
    expect(found.map((dropped) => dropped.relativePath)).toEqual([
      "photos/a.jpg",
      "photos/2026/b.jpg",
      "photos/2026/c.jpg",
      "photos/2026/d.jpg",
      "photos/e.txt",
      "loose.bin",
    ]);
    expect(found[1].file.name).toBe("b.jpg");
  });

  it("without the entries API the plain files are taken; strings are skipped", async () => {
    const plain = new File(["x"], "x.txt");
    const found = await droppedFiles([
      { kind: "file", getAsFile: () => plain },
      { kind: "string", getAsFile: () => null },
    ]);
    expect(found).toEqual([{ file: plain, relativePath: "x.txt" }]);
  });

  it("joins the current directory and the relative path", () => {
    expect(remotePathOf("/GPUFS/admin/", "photos/a.jpg")).toBe("/GPUFS/admin/photos/a.jpg");
    expect(remotePathOf("/GPUFS/admin", "/a.jpg")).toBe("/GPUFS/admin/a.jpg");
  });
});
