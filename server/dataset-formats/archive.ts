import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { extract as tarExtract, list as tarList, ReadEntry } from "tar";
import yauzl from "yauzl";
import { FORMAT_TEXT, IMPORT_LIMITS } from "../../src/contracts/datasetFormats";
import { ImportRefusal } from "./importRefusal";

/** Files nobody means to import: macOS resource forks and folder caches. */
const isJunk = (name: string) =>
  name.split("/").some((segment) => segment === "__MACOSX" || segment.startsWith("._")) ||
  /(^|\/)(\.DS_Store|Thumbs\.db)$/.test(name);

/** A name that would leave the folder it is extracted into: absolute, a drive, `..`, a backslash. */
const escapes = (name: string) =>
  name.includes("\\") ||
  name.includes("\0") ||
  /^[a-zA-Z]:/.test(name) ||
  name.startsWith("/") ||
  name.split("/").includes("..");

/** Totals kept while reading an archive's table: refuses a bomb by the declared sizes. */
class Budget {
  private total = 0;
  private count = 0;

  admit(name: string, size: number, compressed?: number): void {
    this.count += 1;
    this.total += size;
    if (this.count > IMPORT_LIMITS.maxEntries) throw new ImportRefusal(FORMAT_TEXT.tooMany);
    const ratio = compressed !== undefined && size > 1_048_576 && size / Math.max(compressed, 1);
    if (
      size > IMPORT_LIMITS.maxEntryBytes ||
      this.total > IMPORT_LIMITS.maxTotalBytes ||
      (ratio && ratio > IMPORT_LIMITS.maxRatio)
    )
      throw new ImportRefusal(FORMAT_TEXT.bomb(name));
  }
}

/** Entries up to this size are gathered and written in one call (a write stream per small file costs more than its bytes). */
const SMALL_ENTRY = 1_048_576;

async function writeSmall(stream: NodeJS.ReadableStream, target: string): Promise<void> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  fs.writeFileSync(target, Buffer.concat(parts));
}

/** zip, tar (plain or gzip), or undefined: by the first bytes, not the name. */
export function archiveKind(file: string): "zip" | "tar" | undefined {
  const head = Buffer.alloc(512);
  const fd = fs.openSync(file, "r");
  let read: number;
  try {
    read = fs.readSync(fd, head, 0, 512, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (read >= 4 && head.readUInt32LE(0) === 0x04034b50) return "zip";
  if (read >= 4 && head.readUInt32LE(0) === 0x06054b50) return "zip"; // empty zip
  if (read >= 2 && head[0] === 0x1f && head[1] === 0x8b) return "tar"; // gzip: tar.gz
  if (read >= 262 && head.toString("latin1", 257, 262) === "ustar") return "tar";
  return undefined;
}

/**
 * Extracts an archive into `dir` (empty, created) after checking every entry: a name leaving the
 * archive, a link, a declared size over the limits or a ratio of a bomb refuse the whole archive
 * (ImportRefusal naming the entry) before any byte is written. Answers the extracted files'
 * relative names (`/`-separated; folders and junk left out). `onEntry` counts progress.
 */
export async function extractArchive(
  file: string,
  dir: string,
  onEntry: (done: number, total: number) => void,
): Promise<string[]> {
  const kind = archiveKind(file);
  if (!kind) throw new ImportRefusal(FORMAT_TEXT.notArchive);
  await fs.promises.mkdir(dir, { recursive: true });
  return kind === "zip" ? unzipChecked(file, dir, onEntry) : untarChecked(file, dir, onEntry);
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    // decodeStrings off: the names are checked here, with the refusal naming them.
    yauzl.open(file, { lazyEntries: true, decodeStrings: false, autoClose: true }, (error, zip) =>
      error || !zip ? reject(new ImportRefusal(FORMAT_TEXT.badArchive)) : resolve(zip),
    ),
  );
}

const entryName = (entry: yauzl.Entry) => {
  const raw = entry.fileName as unknown as Buffer | string;
  if (typeof raw === "string") return raw;
  // Bit 11: UTF-8 names; else CP437, which for the ASCII names of most tools reads the same.
  return raw.toString(entry.generalPurposeBitFlag & 0x800 ? "utf8" : "latin1");
};

async function unzipChecked(
  file: string,
  dir: string,
  onEntry: (done: number, total: number) => void,
): Promise<string[]> {
  const zip = await openZip(file);
  const budget = new Budget();
  const names: string[] = [];
  const made = new Set<string>();
  const folderFor = async (target: string) => {
    const folder = path.dirname(target);
    if (made.has(folder)) return;
    await fs.promises.mkdir(folder, { recursive: true });
    made.add(folder);
  };
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(error instanceof ImportRefusal ? error : new ImportRefusal(FORMAT_TEXT.badArchive));
    };
    zip.on("error", fail);
    zip.on("end", () => resolve());
    zip.on("entry", (entry: yauzl.Entry) => {
      const name = entryName(entry);
      try {
        if (escapes(name)) throw new ImportRefusal(FORMAT_TEXT.escape(name));
        const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
        if (mode === 0o120000) throw new ImportRefusal(FORMAT_TEXT.link(name));
        budget.admit(name, entry.uncompressedSize, entry.compressedSize);
      } catch (error) {
        return fail(error);
      }
      if (name.endsWith("/") || isJunk(name)) return zip.readEntry();
      const target = path.join(dir, ...name.split("/"));
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return fail(error);
        // yauzl checks the bytes against the declared size: a lying header ends in an error.
        folderFor(target)
          .then(() =>
            entry.uncompressedSize <= SMALL_ENTRY
              ? writeSmall(stream, target)
              : pipeline(stream, fs.createWriteStream(target)),
          )
          .then(() => {
            names.push(name);
            onEntry(names.length, zip.entryCount);
            zip.readEntry();
          })
          .catch(fail);
      });
    });
    zip.readEntry();
  });
  return names;
}

async function untarChecked(
  file: string,
  dir: string,
  onEntry: (done: number, total: number) => void,
): Promise<string[]> {
  const budget = new Budget();
  const names: string[] = [];
  let refusal: ImportRefusal | undefined;
  try {
    await tarList({
      file,
      strict: true,
      onReadEntry: (entry: ReadEntry) => {
        const name = entry.path;
        try {
          if (refusal) return;
          if (escapes(name)) throw new ImportRefusal(FORMAT_TEXT.escape(name));
          if (entry.type === "SymbolicLink" || entry.type === "Link")
            throw new ImportRefusal(FORMAT_TEXT.link(name));
          budget.admit(name, entry.size ?? 0);
          if (entry.type === "File" && !isJunk(name)) names.push(name.replace(/^\.\//, ""));
        } catch (error) {
          refusal ??= error as ImportRefusal;
        } finally {
          entry.resume();
        }
      },
    });
  } catch {
    throw new ImportRefusal(FORMAT_TEXT.badArchive);
  }
  if (refusal) throw refusal;
  const wanted = new Set(names);
  let done = 0;
  try {
    await tarExtract({
      file,
      cwd: dir,
      strict: true,
      filter: (name, entry) => {
        const take =
          entry instanceof ReadEntry && entry.type === "File" && wanted.has(name.replace(/^\.\//, ""));
        if (take) onEntry((done += 1), names.length);
        return take;
      },
    });
  } catch {
    throw new ImportRefusal(FORMAT_TEXT.badArchive);
  }
  return names;
}
