import { createHash } from "node:crypto";
import yazl from "yazl";
import { IMPORT_STATUS } from "../../src/contracts/datasetFormats";
import { waitUntil } from "../support/budgets";
import { BASE, png, type AnnotationFixture } from "./annotationFixture";

export interface Entry {
  name: string;
  bytes: Buffer | string;
}

/** A zip of the entries (deflated), as an annotation tool would write it. */
export function zipOf(entries: readonly Entry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.bytes), entry.name);
  zip.end();
  const parts: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on("data", (part: Buffer) => parts.push(part));
    zip.outputStream.on("end", () => resolve(Buffer.concat(parts)));
    zip.outputStream.on("error", reject);
  });
}

/** Distinct images: width and height vary with `n`, so sizes and bytes differ. */
export const image = (n: number) => png(40 + n, 30 + n);

export interface Imported {
  status: number;
  info: string;
  versionId: number | null;
  labelGroupId: number | null;
  format: string;
  images: number;
  annotations: number;
}

export async function newDataset(f: AnnotationFixture, token = f.tokens.admin) {
  const dataset = (
    await f.call(token, "POST", "data-set/data", {
      dataSetName: `导入${Math.random()}`.slice(0, 16),
      description: "",
    })
  ).data;
  const [version] = (await f.call(token, "GET", `data-set-history/list?dataSetId=${dataset.id}`)).data;
  return { datasetId: dataset.id as number, versionId: version.id as number };
}

/** Uploads the archive through the chunk upload, starts the import and waits for its record to end. */
export async function importArchive(
  f: AnnotationFixture,
  target: { datasetId: number; versionId: number },
  archive: Buffer,
  extra: Record<string, unknown> = {},
  token = f.tokens.admin,
): Promise<Imported> {
  const fileTicket = await f.ticket(token, "package.zip", archive);
  const started = await f.call(
    token,
    "POST",
    `data-set/data-set-package-upload/${target.datasetId}/${target.versionId}`,
    { fileTicket, ...extra },
  );
  if (started.status !== 200) throw new Error(`${started.status} ${started.message}`);
  return waitFor(f, target.datasetId, token);
}

/** The dataset's import record once the import has ended (the suite's wait budget). */
export function waitFor(f: AnnotationFixture, datasetId: number, token = f.tokens.admin): Promise<Imported> {
  return waitUntil(async () => {
    const record = (await f.call(token, "GET", `data-set/data/${datasetId}/progress`)).data as Imported;
    if (record.status === IMPORT_STATUS.running) throw new Error("the import is still running");
    return record;
  });
}

export interface SeenImage {
  fileName: string;
  md5: string;
  width: number;
  height: number;
  boxes: string[];
}

/** What a user sees of a version: each image (name, bytes' MD5, size) and its boxes `label x y w h`, by name. */
export async function seen(
  f: AnnotationFixture,
  datasetId: number,
  versionId: number,
  labelGroupId: number,
  token = f.tokens.admin,
): Promise<SeenImage[]> {
  const page = (
    await f.call(
      token,
      "GET",
      `data-set-item/page?dataSetId=${datasetId}&versionId=${versionId}&pageSize=1000`,
    )
  ).data;
  const images: SeenImage[] = [];
  for (const item of page.list as { id: number; fileName: string; width: number; height: number }[]) {
    const file = await f.app.inject({
      url: `${BASE}/data-set-item/file/${item.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const boxes = (
      await f.call(
        token,
        "GET",
        `data-set-version-annotation/list?versionId=${versionId}&itemId=${item.id}&labelGroupId=${labelGroupId}`,
      )
    ).data as {
      labelName: string;
      x: number;
      y: number;
      width: number;
      height: number;
    }[];
    images.push({
      fileName: item.fileName,
      md5: createHash("md5").update(file.rawPayload).digest("hex"),
      width: item.width,
      height: item.height,
      boxes: boxes.map((box) => `${box.labelName} ${box.x} ${box.y} ${box.width} ${box.height}`),
    });
  }
  return images.sort((a, b) => a.fileName.localeCompare(b.fileName));
}

/** Downloads a version as a zip in `format`. */
export async function exportZip(
  f: AnnotationFixture,
  datasetId: number,
  versionId: number,
  format: string,
  token = f.tokens.admin,
) {
  return f.app.inject({
    url: `${BASE}/data-set-history/data-set-download/${datasetId}/${versionId}?format=${format}`,
    headers: { authorization: `Bearer ${token}` },
  });
}
