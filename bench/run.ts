import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { format } from "prettier";
import { CHROMIUM_ARGS } from "../playwright.config";
import { buildServer } from "../server/app";
import { surveyIcons, type IconBench } from "./iconBench";
import { scriptsLoadedDuring } from "./measure";
import { measureListing } from "./listingBench";
import { measureChartPage } from "./chartPageBench";
import { measureKeyboardSelection, measureSpeedReadout } from "./storagePowerBench";
import { measureMd5 } from "./md5Bench";
import { BUDGET_BYTES, consoleReport, markdownReport, type BenchReport } from "./report";
import { logTrainerCommand, measureTrainingLog } from "./trainingLogBench";
import { measureUpload } from "./uploadBench";
import { measureInference } from "./inferenceBench";
import { measurePackages } from "./packageBench";
import { benchServiceCaller } from "./inferenceHttp";
import { measureCompare } from "./compareBench";
import { measureDatasetFormats } from "./datasetFormatsBench";
import { measureOnnx } from "./onnxBench";

/**
 * `npm run bench`: the JavaScript the sign-in page loads, against the 180 KB gzip budget, and the
 * upload's MD5 throughput in the worker against spark-md5's, the upload's throughput through the queue
 * against curl's with the page's heap, and a folder of 100 000 files on the storage screen (design §6).
 * Reported, never failed on: the exit code is 0 even over budget.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** BENCH_DIST: another build (e.g. `npx vite build --outDir /tmp/x`) instead of the shared dist/. */
const distDir = process.env.BENCH_DIST ? path.resolve(process.env.BENCH_DIST) : path.join(root, "dist");
/**
 * BENCH_ONLY=upload,listing (any of md5, upload, listing, training, power, icons, charts, inference, compare, datasets, packages, onnx): only those parts; the report files are
 * then left as they are (printed only), so REPORT.md always holds a whole run.
 */
const only = process.env.BENCH_ONLY?.split(",")
  .map((part) => part.trim())
  .filter(Boolean);
const wanted = (
  part:
    | "md5"
    | "upload"
    | "listing"
    | "icons"
    | "charts"
    | "training"
    | "power"
    | "inference"
    | "compare"
    | "datasets"
    | "packages"
    | "onnx",
) => !only || only.includes(part);
/** BENCH_ICONS_BASELINE=<dist> (e.g. a build of main): the icon survey also runs on it, as "before". */
const iconBaseline = process.env.BENCH_ICONS_BASELINE
  ? path.resolve(process.env.BENCH_ICONS_BASELINE)
  : undefined;
const benchDir = path.join(root, "bench");

/** Parts that could not be measured, with why: printed and kept in the report, never an exit code. */
const failedParts: { part: string; error: string }[] = [];
/** One part of the bench: its error is reported and the other parts still run (the bench never fails CI). */
async function part<T>(name: string, measure: () => Promise<T>): Promise<T | undefined> {
  try {
    return await measure();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.log(`  ${name}: not measured (${message.split("\n")[0]})`);
    failedParts.push({ part: name, error: message });
    return undefined;
  }
}

if (!fs.existsSync(path.join(distDir, "index.html"))) {
  console.log("No dist/: building the app first.");
  const build = spawnSync("npx", ["vite", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
// The training-log bench's runs start bench/logTrainer.ts in the trainer's place, told what to write here.
const logControlDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-log-trainer-"));
const server = await buildServer({
  dataDir,
  staticDir: distDir,
  printOutbox: () => {},
  localTrainerCommand: logTrainerCommand(logControlDir),
});
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  // performance.memory with exact figures (the upload's heap samples).
  args: [...CHROMIUM_ARGS, "--enable-precise-memory-info"],
});

try {
  await server.listen({ port: 0, host: "127.0.0.1" });
  const address = server.server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  const page = await (await browser.newContext()).newPage();

  const seen = new Set<string>();
  const signInPage = await scriptsLoadedDuring(
    page,
    async () => {
      await page.goto(`${origin}/#/login`);
      await page.getByRole("button", { name: "登录" }).waitFor();
    },
    seen,
  );

  const afterSignIn = await scriptsLoadedDuring(
    page,
    async () => {
      await page.getByLabel("账号", { exact: true }).fill("admin");
      await page.getByLabel("密码", { exact: true }).fill("Admin@123");
      await page.getByRole("button", { name: "登录" }).click();
      await page.waitForURL(/#\/portal\/home$/);
      // The portal home has no workspace header: its greeting says the user is in.
      await page.getByText("欢迎，管理员").waitFor();
    },
    seen,
  );

  if (wanted("charts")) console.log("Measuring: a chart page …");
  const chartPage = wanted("charts")
    ? await part("charts", () => measureChartPage(page, origin, seen))
    : undefined;
  if (wanted("md5")) console.log("Measuring: MD5 …");
  const md5 = wanted("md5") ? await part("md5", () => measureMd5(browser)) : undefined;
  if (wanted("upload")) console.log("Measuring: upload …");
  const uploadMiB = Number(process.env.BENCH_UPLOAD_MIB ?? 256);
  const uploadRounds = Number(process.env.BENCH_UPLOAD_ROUNDS ?? 5);
  const upload = wanted("upload")
    ? await part("upload", () => measureUpload(page, origin, dataDir, uploadMiB, server.server, uploadRounds))
    : undefined;
  if (wanted("listing")) console.log("Measuring: listing …");
  const listing = wanted("listing") ? await part("listing", () => measureListing(page, dataDir)) : undefined;
  if (wanted("training")) console.log("Measuring: training log …");
  const trainingLog = wanted("training")
    ? await part("training", () => measureTrainingLog(page, origin, dataDir, server, logControlDir))
    : undefined;
  if (wanted("power")) console.log("Measuring: storage keyboard selection and speed readout …");
  const power = wanted("power")
    ? await part("power", async () => ({
        keyboard: await measureKeyboardSelection(page, dataDir),
        speedReadout: await measureSpeedReadout(page, origin, dataDir),
      }))
    : undefined;
  if (wanted("inference")) console.log("Measuring: inference through the service endpoint …");
  const inference = wanted("inference")
    ? await part("inference", () => measureInference({ viaHttp: benchServiceCaller(server, origin) }))
    : undefined;
  if (wanted("compare")) console.log("Measuring: dataset version compare …");
  const compare = wanted("compare") ? await part("compare", () => measureCompare(server)) : undefined;
  if (wanted("datasets")) console.log("Measuring: dataset COCO import and export …");
  const datasetFormats = wanted("datasets")
    ? await part("datasets", () => measureDatasetFormats())
    : undefined;
  if (wanted("packages")) console.log("Measuring: algorithm packages (the PyTorch CNN, the sandbox) …");
  const packages = wanted("packages") ? await part("packages", () => measurePackages()) : undefined;
  if (wanted("onnx")) console.log("Measuring: ONNX inference through the service endpoint …");
  const onnx = wanted("onnx") ? await part("onnx", () => measureOnnx(server, origin, dataDir)) : undefined;
  if (wanted("icons")) console.log("Measuring: icons per page …");
  const iconSurvey = wanted("icons")
    ? await part("icons", () => surveyIcons(browser, origin, "this build"))
    : undefined;
  const icons: IconBench | undefined = iconSurvey
    ? {
        what: "every page of every area menu, opened as admin in a fresh browser context (signed in, empty cache) until the network is idle",
        ...(iconBaseline ? { baseline: await surveyBaseline(iconBaseline) } : {}),
        current: iconSurvey,
      }
    : undefined;

  const ratio = signInPage.gzipBytes / BUDGET_BYTES;
  const report: BenchReport = {
    measuredAt: new Date().toISOString(),
    budget: { what: "JavaScript loaded by the sign-in page, gzip level 9", bytes: BUDGET_BYTES },
    signInPage: { url: "/#/login", ...signInPage, ratio: Number(ratio.toFixed(4)), overBudget: ratio > 1 },
    afterSignIn: {
      url: "/#/portal/home",
      account: "admin",
      ...afterSignIn,
      totalGzipBytes: signInPage.gzipBytes + afterSignIn.gzipBytes,
    },
    md5,
    upload,
    listing,
    trainingLog,
    power,
    icons,
    chartPage,
    notMeasured: failedParts,
    inference,
    compare,
    datasetFormats,
    packages,
    onnx,
  };
  console.log(consoleReport(report));
  if (only || process.env.BENCH_UPLOAD_MIB || process.env.BENCH_UPLOAD_ROUNDS) {
    console.log(
      "\nA partial run (BENCH_ONLY, BENCH_UPLOAD_MIB or BENCH_UPLOAD_ROUNDS): bench/REPORT.md left as it is.",
    );
  } else {
    fs.writeFileSync(path.join(benchDir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(
      path.join(benchDir, "REPORT.md"),
      await format(markdownReport(report), { parser: "markdown" }),
    );
    console.log("\nWritten: bench/report.json, bench/REPORT.md");
  }
} finally {
  await browser.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(logControlDir, { recursive: true, force: true });
}

/** The icon survey on another build, served by its own reference server (a data dir of its own). */
async function surveyBaseline(dist: string) {
  const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-baseline-"));
  const baseline = await buildServer({ dataDir: baseDir, staticDir: dist, printOutbox: () => {} });
  try {
    await baseline.listen({ port: 0, host: "127.0.0.1" });
    const address = baseline.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    return await surveyIcons(
      browser,
      `http://127.0.0.1:${port}`,
      `the baseline build ${path.basename(dist)}`,
    );
  } finally {
    await baseline.close();
    fs.rmSync(baseDir, { recursive: true, force: true });
  }
}
