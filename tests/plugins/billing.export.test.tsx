import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { readSheet } from "read-excel-file/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// jsdom has no canvas: the statistics pages' charts draw into a stand-in.
vi.mock("chart.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("chart.js")>();
  class Chart {
    static register() {}
    destroy() {}
  }
  return { ...actual, Chart };
});

const { default: operation } = await import("../../src/plugins/operation");
const { default: billing } = await import("../../src/plugins/billing");
const { BILLING_API } = await import("../../src/contracts/billing");
const { createTestCore, renderInTestShell, signInAs } = await import("../../src/testing");
const { cleanShellAfterEach, loadPageCode, serverForThisFile } = await import("../support/testShell");
const { signIn } = await import("../server/helpers");

cleanShellAfterEach();
const server = serverForThisFile();
await loadPageCode(operation, billing);

/** The blobs the pages hand to the browser to save (URL.createObjectURL), by the link's file name. */
let saved: Blob[] = [];
const names: string[] = [];
beforeEach(() => {
  saved = [];
  names.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return "blob:sheet";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const bytesOf = (blob: Blob) =>
  new Promise<Buffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

/** The page's table as text: its header and every body row. */
function tableText(): string[][] {
  const table = screen.getByRole("table");
  const header = within(table)
    .getAllByRole("columnheader")
    .map((cell) => cell.textContent ?? "");
  const body = within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent ?? ""),
    );
  return [header, ...body];
}

/** Clicks 导出 and reads the saved workbook's sheet back. */
async function exported(): Promise<unknown[][]> {
  fireEvent.click(screen.getByRole("button", { name: "导出" }));
  await waitFor(() => expect(saved).toHaveLength(1));
  return (await readSheet(await bytesOf(saved[0]!))) as unknown[][];
}

async function open(route: string) {
  const core = createTestCore({ adapter: server().adapter });
  for (const plugin of [operation, billing]) core.plugins.register(plugin);
  await core.plugins.activateAll();
  await signInAs(core, "admin");
  await renderInTestShell(null, { core, route });
}

describe("the statistics pages' 导出", () => {
  beforeEach(async () => {
    const { app } = server();
    if (app.platform.usage.list({ kind: "inference" }).length > 0) return;
    const ops = await signIn(app, "ops", "Ops@123");
    // 12 345.67 yuan per call: a total in 万, as the table shows it.
    await app.inject({
      method: "POST",
      url: BILLING_API.price,
      headers: { authorization: `Bearer ${ops}` },
      payload: { kind: "inference", standardCents: 2_000_000, saleCents: 1_234_567, periods: [] },
    });
    const at = Date.now();
    for (const user of ["admin", "dev"])
      app.platform.usage.record({
        userId: app.platform.users.byName(user)!.id,
        kind: "inference",
        quantity: user === "admin" ? 3 : 1,
        refType: "service",
        refId: "1",
        startedAt: at,
        endedAt: at,
      });
  });

  it("资源计费统计 saves the table as it shows it: header, accounts and amounts in 万", async () => {
    await open("/operation/billing-statistics/resource-charge-count");
    const devRow = await screen.findByRole("cell", { name: "dev（开发者）" });
    expect(devRow.closest("tr")).toHaveTextContent("1.23万");
    const sheet = await exported();
    expect(sheet).toEqual(tableText());
    expect(sheet[0]).toEqual([
      "账户",
      "计算资源（元）",
      "存储资源（元）",
      "推理服务（元）",
      "共享资源（元）",
      "合计（元）",
    ]);
    expect(sheet.find((row) => row[0] === "dev（开发者）")?.[3]).toBe("1.23万");
    expect(names).toEqual(["资源计费统计.xlsx"]);
  });

  it("资源用量 saves the usage table: kinds, quantities and units", async () => {
    await open("/operation/usage-statistics/resource");
    await screen.findByRole("cell", { name: "dev（开发者）" });
    const sheet = await exported();
    expect(sheet).toEqual(tableText());
    expect(sheet.filter((row) => row[1] === "推理服务").map((row) => [row[0], row[2]])).toEqual(
      expect.arrayContaining([
        ["admin（管理员）", "3"],
        ["dev（开发者）", "1"],
      ]),
    );
    expect(names).toEqual(["资源用量.xlsx"]);
  });
});
