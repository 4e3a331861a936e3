import type { Page } from "@playwright/test";
import { scriptsLoadedDuring, type ScriptLoad } from "./measure";

/** A chart page's own JavaScript (ai-domain §7): what opening it loads beyond what the session had. */
export const CHART_PAGE_BUDGET_BYTES = 80 * 1024;

export interface ChartPageBench {
  what: string;
  url: string;
  load: ScriptLoad;
  budgetBytes: number;
  withinBudget: boolean;
}

const OVERVIEW_URL = "/#/home/model-management/model-overview";

/**
 * Signed in as admin on the workspace home (so the shell's and the list kit's code is loaded), then
 * 模型概览 is opened until its counts show and the network is idle: every script fetched meanwhile is
 * the page's own (its chunk with the chart kit and Chart.js), gzipped at level 9.
 */
export async function measureChartPage(
  page: Page,
  origin: string,
  seen: Set<string>,
): Promise<ChartPageBench> {
  await page.goto(`${origin}/#/home/model-management/model-management`);
  await page.getByRole("table", { name: "我的模型" }).waitFor();
  const load = await scriptsLoadedDuring(
    page,
    async () => {
      await page.goto(`${origin}${OVERVIEW_URL}`);
      await page.getByRole("group", { name: "模型数" }).waitFor();
    },
    seen,
  );
  return {
    what: "模型概览 opened as admin after 我的模型 (the shell and the list kit already loaded)",
    url: OVERVIEW_URL,
    load,
    budgetBytes: CHART_PAGE_BUDGET_BYTES,
    withinBudget: load.gzipBytes <= CHART_PAGE_BUDGET_BYTES,
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function chartPageLines(bench: ChartPageBench): string[] {
  return [
    `Chart page ${bench.url}: ${kb(bench.load.gzipBytes)} gzip of ${kb(bench.budgetBytes)} (${bench.withinBudget ? "within budget" : "OVER BUDGET"})`,
    ...bench.load.scripts.map((script) => `  ${script.file}: ${kb(script.gzipBytes)} gzip`),
  ];
}

export function chartPageMarkdown(bench: ChartPageBench): string[] {
  return [
    "## A chart page's own JavaScript",
    "",
    `${bench.what}; every script fetched until the network is idle, gzip level 9. Budget (issue 15):`,
    `${kb(bench.budgetBytes)} gzip. Result: **${kb(bench.load.gzipBytes)}**, ${bench.withinBudget ? "within budget" : "over budget"}.`,
    "",
    "| file | raw | gzip -9 |",
    "|---|---:|---:|",
    ...bench.load.scripts.map(
      (script) => `| \`${script.file}\` | ${kb(script.rawBytes)} | ${kb(script.gzipBytes)} |`,
    ),
    "",
  ];
}
