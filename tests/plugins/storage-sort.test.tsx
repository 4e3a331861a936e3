import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { builtInPlugins } from "../../src/plugins";
import type { FileRow } from "../../src/plugins/storage/api";
import { nextSort, sortRows } from "../../src/plugins/storage/screen/sortRows";
import {
  cleanupTestShell,
  createTestCore,
  renderInTestShell,
  signInAs,
  startTestServer,
  type TestServer,
} from "../../src/testing";

const row = (name: string, type: string, size: number, time: string): FileRow => ({
  name,
  type,
  uid: 1000,
  gid: 1000,
  perm: "rw-r--r--",
  size,
  time,
  path: `/GPUFS/admin/${name}`,
});

const LISTING = [
  row("b.txt", "file", 30, "2026-11-20 10:00:00"),
  row("Zeta", "folder", 4096, "2026-11-19 10:00:00"),
  row("a.zip", "file", 10, "2026-11-21 10:00:00"),
  row("c.txt", "file", 10, "2026-11-18 10:00:00"),
  row("alpha", "folder", 4096, "2026-11-22 10:00:00"),
  row("d.tar", "file", 30, "2026-11-17 10:00:00"),
];
const names = (rows: readonly FileRow[]) => rows.map((entry) => entry.name);

describe("sortRows: folders first, stable, both directions", () => {
  it("no sort keeps the listing (the same array)", () => {
    expect(sortRows(LISTING, null)).toBe(LISTING);
  });
  it("by name, case-insensitive, folders first in both directions", () => {
    expect(names(sortRows(LISTING, { key: "name", direction: "ascending" }))).toEqual([
      "alpha",
      "Zeta",
      "a.zip",
      "b.txt",
      "c.txt",
      "d.tar",
    ]);
    expect(names(sortRows(LISTING, { key: "name", direction: "descending" }))).toEqual([
      "Zeta",
      "alpha",
      "d.tar",
      "c.txt",
      "b.txt",
      "a.zip",
    ]);
  });
  it("by size: equal sizes keep the listing's order in both directions (stable)", () => {
    expect(names(sortRows(LISTING, { key: "size", direction: "ascending" }))).toEqual([
      "Zeta",
      "alpha",
      "a.zip",
      "c.txt",
      "b.txt",
      "d.tar",
    ]);
    expect(names(sortRows(LISTING, { key: "size", direction: "descending" }))).toEqual([
      "Zeta",
      "alpha",
      "b.txt",
      "d.tar",
      "a.zip",
      "c.txt",
    ]);
  });
  it("by time (the listing's YYYY-MM-DD HH:mm:ss) and by type (the extension)", () => {
    expect(names(sortRows(LISTING, { key: "time", direction: "ascending" }))).toEqual([
      "Zeta",
      "alpha",
      "d.tar",
      "c.txt",
      "b.txt",
      "a.zip",
    ]);
    expect(names(sortRows(LISTING, { key: "type", direction: "ascending" }))).toEqual([
      "Zeta",
      "alpha",
      "d.tar",
      "b.txt",
      "c.txt",
      "a.zip",
    ]);
  });
  it("a header click: another column ascending, the same column flips", () => {
    expect(nextSort(null, "name")).toEqual({ key: "name", direction: "ascending" });
    expect(nextSort({ key: "name", direction: "ascending" }, "name")).toEqual({
      key: "name",
      direction: "descending",
    });
    expect(nextSort({ key: "name", direction: "descending" }, "size")).toEqual({
      key: "size",
      direction: "ascending",
    });
  });
  it("100 000 rows: sorted, stable, and not slow", () => {
    const many = Array.from({ length: 100_000 }, (_, index) =>
      row(
        `f-${String((index * 7919) % 100_000).padStart(6, "0")}`,
        index % 97 ? "file" : "folder",
        index % 5,
        "2026-11-22 10:00:00",
      ),
    );
    const started = performance.now();
    const bySize = sortRows(many, { key: "size", direction: "ascending" });
    const byName = sortRows(many, { key: "name", direction: "descending" });
    const ms = performance.now() - started;
    expect(bySize).toHaveLength(100_000);
    const folders = many.filter((entry) => entry.type === "folder").length;
    expect(bySize.slice(0, folders).every((entry) => entry.type === "folder")).toBe(true);
    for (let index = folders + 1; index < bySize.length; index++) {
      const [before, after] = [bySize[index - 1]!, bySize[index]!];
      expect(
        before.size < after.size ||
          (before.size === after.size && many.indexOf(before) < many.indexOf(after)),
      ).toBe(true);
      if (index > folders + 200) break;
    }
    expect(byName[folders]!.name > byName[folders + 1]!.name).toBe(true);
    // Generous for a shared test machine; the bench measures it in Chromium.
    expect(ms).toBeLessThan(2000);
  });
});

let server: TestServer;
beforeAll(async () => (server = await startTestServer()));
afterAll(() => server.close());
afterEach(cleanupTestShell);

describe("the file table's header sort (reference server)", () => {
  it("clicking 大小 sorts ascending then descending, folders first; the page shows only its rows", async () => {
    const core = createTestCore({ adapter: server.adapter });
    await signInAs(core, "admin");
    await renderInTestShell(null, { core, plugins: builtInPlugins, route: "/home/storage-manage" });
    const table = await screen.findByTestId("storage-table");
    await waitFor(() =>
      expect(table.querySelector('tr[data-path="/GPUFS/admin/README.txt"]')).not.toBeNull(),
    );
    const user = userEvent.setup();
    const shown = () =>
      [...table.querySelectorAll("tbody tr[data-path]")].map((tr) =>
        tr.getAttribute("data-path")!.split("/").pop()!,
      );
    const header = (label: string) => within(table).getByRole("columnheader", { name: new RegExp(label) });

    expect(header("大小")).toHaveAttribute("aria-sort", "none");
    await user.click(within(header("大小")).getByRole("button"));
    expect(header("大小")).toHaveAttribute("aria-sort", "ascending");
    const ascending = shown();
    // Folders (images, notes, projects) first, then files by size.
    expect(ascending.slice(0, 3).sort()).toEqual(["images", "notes", "projects"]);
    expect(ascending.slice(3).sort()).toEqual(["README.txt", "projects.tar", "samples.zip"]);

    await user.click(within(header("大小")).getByRole("button"));
    expect(header("大小")).toHaveAttribute("aria-sort", "descending");
    const descending = shown();
    expect(descending.slice(0, 3).sort()).toEqual(["images", "notes", "projects"]);
    expect(descending.slice(3)).toEqual([...ascending.slice(3)].reverse());

    await user.click(within(header("名称")).getByRole("button"));
    expect(header("名称")).toHaveAttribute("aria-sort", "ascending");
    expect(header("大小")).toHaveAttribute("aria-sort", "none");
    const byName = shown();
    expect(byName.slice(3)).toEqual(
      [...byName.slice(3)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
  });
});
