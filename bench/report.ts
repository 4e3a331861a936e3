import type { IconBench } from "./iconBench";
import { iconLines, iconMarkdown } from "./iconReport";
import type { ScriptLoad } from "./measure";
import { listingLines, listingMarkdown, type ListingBench } from "./listingBench";
import { trainingLogLines, trainingLogMarkdown, type TrainingLogBench } from "./trainingLogBench";
import { md5Culprits, md5Lines, type Md5Bench } from "./md5Bench";
import { powerLines, powerMarkdown, type PowerBench } from "./storagePowerBench";
import { uploadLines, uploadMarkdown, type UploadBench } from "./uploadBench";
import { chartPageLines, chartPageMarkdown, type ChartPageBench } from "./chartPageBench";
import { inferenceLines, inferenceMarkdown, type InferenceBench } from "./inferenceBench";
import { compareLines, compareMarkdown, type CompareBench } from "./compareBench";
import { packageLines, packageMarkdown, type PackageBench } from "./packageBench";
import { datasetFormatsLines, datasetFormatsMarkdown, type DatasetFormatsBench } from "./datasetFormatsBench";
import { onnxLines, onnxMarkdown, type OnnxBench } from "./onnxBench";

export const BUDGET_BYTES = 180 * 1024;

export interface BenchReport {
  measuredAt: string;
  budget: { what: string; bytes: number };
  signInPage: ScriptLoad & { url: string; ratio: number; overBudget: boolean };
  /** For information: what signing in as admin and opening the portal home loads on top. */
  afterSignIn: ScriptLoad & { url: string; account: string; totalGzipBytes: number };
  /** The upload's MD5 in the Web Worker (hash-wasm) against spark-md5 in the same page. */
  md5?: Md5Bench;
  /** The upload queue's throughput in Chromium against curl's, and the page's heap meanwhile. */
  upload?: UploadBench;
  /** A folder of 100 000 files on the storage screen. */
  listing?: ListingBench;
  trainingLog?: TrainingLogBench;
  /** Keyboard selection across 10 000 rows and the upload rows' speed readout (storage-file-manager §2). */
  power?: PowerBench;
  /** Icon code per page, and which pages pull Blueprint's fallback chunk. */
  icons?: IconBench;
  /** 模型概览's own JavaScript (the chart kit), against 80 KB gzip. */
  chartPage?: ChartPageBench;
  /** Parts that threw: named with their error instead of stopping the run. */
  notMeasured?: { part: string; error: string }[];
  /** The service endpoint (ai-domain §7, published services) against predict in-process, and 20 concurrent callers. */
  inference?: InferenceBench;
  /** Dataset versions: data-set-compare of two versions of 10 000 images. */
  compare?: CompareBench;
  /** A 10 000-image COCO import and the version's export against zip -r. */
  datasetFormats?: DatasetFormatsBench;
  /** A PyTorch package's run against the built-in trainers on the same data, and the sandbox's start cost. */
  packages?: PackageBench;
  onnx?: OnnxBench;
}

const notMeasuredLines = (report: BenchReport) =>
  report.notMeasured?.length
    ? [
        "",
        "Not measured (the part failed; see its error):",
        ...report.notMeasured.map((x) => `  ${x.part}: ${x.error.split("\n")[0]}`),
      ]
    : [];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

function table(load: ScriptLoad): string[] {
  const rows = load.scripts.map((script) => [script.file, kb(script.rawBytes), kb(script.gzipBytes)]);
  rows.push(["total", kb(load.rawBytes), kb(load.gzipBytes)]);
  const header = ["file", "raw", "gzip -9"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ");
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)];
}

export function verdict(report: BenchReport): string {
  const { signInPage, budget } = report;
  const status = signInPage.overBudget ? "OVER BUDGET" : "within budget";
  return `Sign-in page JavaScript: ${kb(signInPage.gzipBytes)} gzip of ${kb(budget.bytes)} (${percent(signInPage.ratio)}): ${status}`;
}

/** The console table: every script of the sign-in page, then what signing in adds. */
export function consoleReport(report: BenchReport): string {
  return [
    `JavaScript loaded by ${report.signInPage.url} (until network idle)`,
    ...table(report.signInPage),
    "",
    `After signing in as ${report.afterSignIn.account} on ${report.afterSignIn.url}, additionally (for information)`,
    ...table(report.afterSignIn),
    `Total JavaScript after sign-in: ${kb(report.afterSignIn.totalGzipBytes)} gzip`,
    "",
    verdict(report),
    ...(report.md5 ? ["", ...md5Lines(report.md5)] : []),
    ...(report.upload ? ["", ...uploadLines(report.upload)] : []),
    ...(report.listing ? ["", ...listingLines(report.listing)] : []),
    ...(report.trainingLog ? ["", ...trainingLogLines(report.trainingLog)] : []),
    ...(report.power ? ["", ...powerLines(report.power)] : []),
    ...(report.icons ? ["", ...iconLines(report.icons)] : []),
    ...(report.chartPage ? ["", ...chartPageLines(report.chartPage)] : []),
    ...notMeasuredLines(report),
    ...(report.inference ? ["", ...inferenceLines(report.inference)] : []),
    ...(report.compare ? ["", ...compareLines(report.compare)] : []),
    ...(report.datasetFormats ? ["", ...datasetFormatsLines(report.datasetFormats)] : []),
    ...(report.packages ? ["", ...packageLines(report.packages)] : []),
    ...(report.onnx ? ["", ...onnxLines(report.onnx)] : []),
  ].join("\n");
}

/** bench/REPORT.md: the same numbers for a reader of the repository. */
export function markdownReport(report: BenchReport): string {
  const rows = (load: ScriptLoad) => [
    "| file | raw | gzip -9 |",
    "|---|---:|---:|",
    ...load.scripts.map(
      (script) => `| \`${script.file}\` | ${kb(script.rawBytes)} | ${kb(script.gzipBytes)} |`,
    ),
    `| **total** | ${kb(load.rawBytes)} | **${kb(load.gzipBytes)}** |`,
  ];
  return [
    "# Bench: JavaScript of the sign-in page",
    "",
    `Measured by \`npm run bench\` (bench/run.ts) on ${report.measuredAt}: the built app served by the reference`,
    "server, opened in Chromium; every JavaScript response until the network is idle, each body gzipped with",
    "node:zlib at level 9. Budget (design §6): 180 KB gzip for the sign-in page.",
    "",
    `**${verdict(report)}**`,
    "",
    `## ${report.signInPage.url}`,
    "",
    ...rows(report.signInPage),
    "",
    `## After signing in as ${report.afterSignIn.account} (${report.afterSignIn.url}), for information`,
    "",
    "Scripts loaded on top of the sign-in page's:",
    "",
    ...rows(report.afterSignIn),
    "",
    `Total after sign-in: ${kb(report.afterSignIn.totalGzipBytes)} gzip.`,
    "",
    ...(report.md5 ? md5Markdown(report.md5) : []),
    ...(report.upload ? uploadMarkdown(report.upload) : []),
    ...(report.listing ? listingMarkdown(report.listing) : []),
    ...(report.trainingLog ? trainingLogMarkdown(report.trainingLog) : []),
    ...(report.power ? powerMarkdown(report.power) : []),
    ...(report.icons ? iconMarkdown(report.icons) : []),
    ...(report.chartPage ? chartPageMarkdown(report.chartPage) : []),
    ...notMeasuredLines(report),
    ...(report.inference ? inferenceMarkdown(report.inference) : []),
    ...(report.compare ? compareMarkdown(report.compare) : []),
    ...(report.datasetFormats ? datasetFormatsMarkdown(report.datasetFormats) : []),
    ...(report.packages ? packageMarkdown(report.packages) : []),
    ...(report.onnx ? onnxMarkdown(report.onnx) : []),
  ].join("\n");
}

/** The MD5 section: the worker's hash-wasm against spark-md5 in the same Chromium page (design §6). */
function md5Markdown(md5: Md5Bench): string[] {
  return [
    "## MD5 fingerprint of an upload",
    "",
    `${md5.what}: hash-wasm in the Web Worker (the app's md5.worker.ts, built by Vite) against spark-md5`,
    "in the page. Budget (design §6): at least 3 times spark-md5's rate.",
    "",
    "| library | MiB/s |",
    "|---|---:|",
    `| hash-wasm (worker) | ${md5.hashWasmWorkerMiBps} |`,
    `| spark-md5 | ${md5.sparkMd5MiBps} |`,
    `| probe worker: reads alone (the file's stream) | ${md5.readOnlyMiBps} |`,
    `| probe worker: hash-wasm alone | ${md5.hashOnlyMiBps} |`,
    "",
    `**Ratio ${md5.ratio}x: ${md5.withinBudget ? "within budget" : "under budget"}**; same digest: ${md5.sameDigest ? "yes" : "no"}.`,
    ...md5Culprits(md5).map((culprit) => `Under budget because of ${culprit}.`),
    "",
  ];
}
