import type { IconBench, IconSurvey, PageIcons } from "./iconBench";

/** The icon part of the bench's console output and of bench/REPORT.md. */

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const byPath = (survey: IconSurvey | undefined) =>
  new Map((survey?.pages ?? []).map((page) => [page.path, page]));

function rows(bench: IconBench): string[][] {
  const before = byPath(bench.baseline);
  const cells = (page: PageIcons | undefined) =>
    page
      ? [
          kb(page.jsGzip),
          kb(page.iconGzip),
          page.fallbackGzip ? kb(page.fallbackGzip) : "-",
          String(page.ownIcons),
        ]
      : ["", "", "", ""];
  return bench.current.pages.map((page) => [
    `\`${page.path}\``,
    ...(bench.baseline ? cells(before.get(page.path)) : []),
    ...cells(page),
  ]);
}

function header(bench: IconBench): string[] {
  const four = (label: string) => [
    `JS ${label}`,
    `icons ${label}`,
    `fallback ${label}`,
    `single icons ${label}`,
  ];
  return ["page", ...(bench.baseline ? four("before") : []), ...four(bench.baseline ? "after" : "")].map(
    (title) => title.trim(),
  );
}

const total = (survey: IconSurvey, field: "iconGzip" | "fallbackGzip") =>
  survey.pages.reduce((sum, page) => sum + page[field], 0);

/** Each single icon fetched and on how many pages, most frequent first. */
function ownIcons(survey: IconSurvey): string {
  const counts = new Map<string, number>();
  for (const page of survey.pages)
    for (const name of page.ownIconNames) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name, count]) => `${name} (${count})`)
    .join(", ");
}

function summary(bench: IconBench): string[] {
  const line = (survey: IconSurvey) =>
    `${survey.build}: ${survey.fallbackPages.length} of ${survey.pages.length} pages pull Blueprint's fallback chunk (${kb(total(survey, "fallbackGzip"))} over all pages); icon code ${kb(total(survey, "iconGzip"))} over all pages, at most ${kb(Math.max(...survey.pages.map((page) => page.iconGzip)))} on one page`;
  return [
    ...(bench.baseline ? [line(bench.baseline)] : []),
    line(bench.current),
    ...(bench.baseline?.fallbackPages.length
      ? [`Pages that pulled the fallback chunk before: ${bench.baseline.fallbackPages.join(", ")}`]
      : []),
    `Pages that pull the fallback chunk now: ${bench.current.fallbackPages.join(", ") || "none"}`,
    `Icons loaded on their own now (pages): ${ownIcons(bench.current) || "none"}`,
  ];
}

export function iconLines(bench: IconBench): string[] {
  const head = header(bench);
  const body = rows(bench).map((row) => row.map((cell) => cell.replaceAll("`", "")));
  const widths = head.map((title, column) =>
    Math.max(title.length, ...body.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [
    `Icons per page (${bench.what})`,
    line(head),
    line(widths.map((width) => "-".repeat(width))),
    ...body.map(line),
    ...summary(bench),
  ];
}

export function iconMarkdown(bench: IconBench): string[] {
  const head = header(bench);
  return [
    "## Icons per page",
    "",
    `${bench.what}. Gzip -9 of each script a page's fresh tab fetched; "icons" counts Blueprint's`,
    "fallback chunk (every icon's paths of a size, which Blueprint's own split-by-size loader fetches for an",
    "icon outside the workspace's list), single icons' path modules, the per-size maps of icon modules",
    "(iconModules16/20.ts, fetched with the first icon outside the list) and the workspace's icon chunk",
    "(workspaceIcons.ts, with the chunks of icon modules the bundler split from it). The sign-in page's",
    "own icons are bundled with it and not counted here.",
    ...(bench.baseline ? ["", `Before: ${bench.baseline.build}. After: ${bench.current.build}.`] : []),
    "",
    `| ${head.join(" | ")} |`,
    `|---|${head
      .slice(1)
      .map(() => "---:")
      .join("|")}|`,
    ...rows(bench).map((row) => `| ${row.join(" | ")} |`),
    "",
    ...summary(bench).map((line) => `${line}.`),
    "",
  ];
}
