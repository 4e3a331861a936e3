import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import yazl from "yazl";
import { platformConfig } from "../src/core/config";
import { pngWithRows } from "./benchPng";

/**
 * Datasets in standard formats (docs/dataset-formats.md): a generated COCO zip of 10 000 small images
 * imported from storage by a server in its own process (images per second, the process's peak RSS from
 * /proc: VmHWM), then that version exported as a COCO zip (MB/s of image bytes) against `zip -r` of the
 * same files on this machine. Runs alone with `npx tsx bench/datasetFormatsBench.ts`.
 */
export interface DatasetFormatsBench {
  images: number;
  imageBytes: number;
  import: {
    seconds: number;
    imagesPerSecond: number;
    rssBeforeMiB: number;
    peakRssMiB: number;
    rssAfterMiB: number;
  };
  export: { seconds: number; zipBytes: number; mbPerSecond: number; peakRssMiB: number };
  zipR: { seconds: number; mbPerSecond: number };
  /** export MB/s ÷ zip -r MB/s (budget: at least 0.5). */
  ratio: number;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MiB = 1024 * 1024;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** VmRSS and VmHWM (peak) of a process, in MiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

/** Resets the peak (VmHWM) so the next phase's peak is its own. */
const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");

/** A 64 × 48 PNG of noise (about 9 KB: a small photo's worth of bytes that do not compress). */
function noisyPng(seed: number): Buffer {
  let state = seed * 2654435761;
  const random = () => ((state = (state * 1103515245 + 12345) >>> 0) >>> 16) & 0xff;
  const rows = Buffer.alloc(48 * (1 + 64 * 3));
  for (let i = 0; i < rows.length; i += 1) rows[i] = i % (1 + 64 * 3) === 0 ? 0 : random();
  return pngWithRows(64, 48, rows);
}

/** A COCO zip of `count` distinct small PNGs, each with one box, written to `file` as it is made. */
async function cocoZip(file: string, count: number): Promise<number> {
  const zip = new yazl.ZipFile();
  const done = pipeline(zip.outputStream, fs.createWriteStream(file));
  const images: unknown[] = [];
  const annotations: unknown[] = [];
  let bytes = 0;
  for (let n = 1; n <= count; n += 1) {
    const image = noisyPng(n);
    bytes += image.length;
    zip.addBuffer(image, `images/img${n}.png`, { compress: false });
    images.push({ id: n, file_name: `img${n}.png`, width: 32, height: 24 });
    annotations.push({ id: n, image_id: n, category_id: 1 + (n % 3), bbox: [2, 3, 10 + (n % 20), 8] });
  }
  const categories = ["车", "人", "树"].map((name, i) => ({ id: i + 1, name }));
  zip.addBuffer(
    Buffer.from(JSON.stringify({ images, annotations, categories })),
    "annotations/instances.json",
  );
  zip.end();
  await done;
  return bytes;
}

export async function measureDatasetFormats(
  count = Number(process.env.BENCH_DATASET_IMAGES ?? 10_000),
): Promise<DatasetFormatsBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-formats-"));
  const dataDir = path.join(work, "data");
  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PLATFORM_DATA_DIR: dataDir,
      SMTP_SINK_PORT: String(await freePort()),
    },
    stdio: "ignore",
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries += 1) {
      if (
        await fetch(`${origin}/`).then(
          () => true,
          () => false,
        )
      )
        break;
      if (tries > 600) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const tokenAnswer = await fetch(`${origin}/api/auth/oauth2/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        username: "admin",
        password: "Admin@123",
        grant_type: "password",
        client_id: platformConfig.clientId,
        client_secret: platformConfig.clientSecret,
      }),
    });
    const token = ((await tokenAnswer.json()) as { access_token: string }).access_token;
    const call = async (method: string, url: string, body?: unknown) => {
      const answer = await fetch(`${origin}/api/aimanager/v1/${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return ((await answer.json()) as { data: any }).data; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    await call("GET", "starlight/api/storage/user_storage_path");
    const home = path.join(dataDir, "storage", "GPUFS", "admin");
    fs.mkdirSync(home, { recursive: true });
    const imageBytes = await cocoZip(path.join(home, "bench-coco.zip"), count);
    const dataset = await call("POST", "data-set/data", { dataSetName: "bench-coco", description: "" });
    const [version] = await call("GET", `data-set-history/list?dataSetId=${dataset.id}`);

    // Import: from storage, followed through data/{id}/progress.
    const before = memoryOf(server.pid!);
    resetPeak(server.pid!);
    const started = Date.now();
    await call("POST", "data-set/data-set-package-binding", {
      dataSetId: dataset.id,
      versionId: version.id,
      path: "/GPUFS/admin/bench-coco.zip",
    });
    let record: { status: number; info: string; images: number };
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      record = await call("GET", `data-set/data/${dataset.id}/progress`);
    } while (record.status === 0);
    const importSeconds = (Date.now() - started) / 1000;
    if (record.status !== 1 || record.images !== count) throw new Error(`import: ${record.info}`);
    const afterImport = memoryOf(server.pid!);

    // Export: the version as a COCO zip, read as it streams (counted, not kept).
    resetPeak(server.pid!);
    const exportStart = Date.now();
    const answer = await fetch(
      `${origin}/api/aimanager/v1/data-set-history/data-set-download/${dataset.id}/${version.id}?format=coco`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    let zipBytes = 0;
    const reader = answer.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) zipBytes += read.value.length;
    const exportSeconds = (Date.now() - exportStart) / 1000;
    const afterExport = memoryOf(server.pid!);

    // zip -r of the same image files.
    const folder = path.join(dataDir, "datasets", String(dataset.id), String(version.id));
    const zipStart = Date.now();
    const zipped = spawnSync("zip", ["-r", "-q", path.join(work, "same.zip"), "."], { cwd: folder });
    if (zipped.status !== 0) throw new Error(`zip -r: ${zipped.stderr}`);
    const zipSeconds = (Date.now() - zipStart) / 1000;

    const mbPerSecond = imageBytes / MiB / exportSeconds;
    const zipMbPerSecond = imageBytes / MiB / zipSeconds;
    const round = (value: number, digits = 2) => Number(value.toFixed(digits));
    return {
      images: count,
      imageBytes,
      import: {
        seconds: round(importSeconds),
        imagesPerSecond: Math.round(count / importSeconds),
        rssBeforeMiB: round(before.rss, 1),
        peakRssMiB: round(afterImport.peak, 1),
        rssAfterMiB: round(afterImport.rss, 1),
      },
      export: {
        seconds: round(exportSeconds),
        zipBytes,
        mbPerSecond: round(mbPerSecond),
        peakRssMiB: round(afterExport.peak, 1),
      },
      zipR: { seconds: round(zipSeconds), mbPerSecond: round(zipMbPerSecond) },
      ratio: round(mbPerSecond / zipMbPerSecond),
    };
  } finally {
    server.kill();
    await new Promise((resolve) => server.once("exit", resolve));
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export const datasetFormatsLines = (bench: DatasetFormatsBench) => [
  `Dataset import (COCO zip of ${bench.images} images, ${(bench.imageBytes / MiB).toFixed(1)} MiB, from storage): ${bench.import.seconds} s, ${bench.import.imagesPerSecond} images/s; server RSS ${bench.import.rssBeforeMiB} MiB before, peak ${bench.import.peakRssMiB} MiB, ${bench.import.rssAfterMiB} MiB after`,
  `Dataset export (the same version as a COCO zip, ${(bench.export.zipBytes / MiB).toFixed(1)} MiB): ${bench.export.seconds} s, ${bench.export.mbPerSecond} MB/s of images, peak RSS ${bench.export.peakRssMiB} MiB; zip -r of the same files ${bench.zipR.seconds} s, ${bench.zipR.mbPerSecond} MB/s; ratio ${bench.ratio} (budget ≥ 0.5)`,
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const bench = await measureDatasetFormats();
  console.log(datasetFormatsLines(bench).join("\n"));
  console.log(JSON.stringify(bench, null, 2));
}

/** The REPORT.md section. */
export const datasetFormatsMarkdown = (bench: DatasetFormatsBench) => [
  "",
  "## Datasets in standard formats: COCO import and export",
  "",
  "A generated COCO zip of small noisy PNGs (64 × 48, about 7 KB each) imported from storage by the server in",
  "its own process (peak RSS: /proc VmHWM, reset before each phase), then the version exported as a COCO",
  "zip against `zip -r` of the same image files (MB/s of image bytes). Budget: flat memory, ratio ≥ 0.5.",
  "",
  "```",
  ...datasetFormatsLines(bench),
  "```",
];
