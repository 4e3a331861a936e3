import { describe, expect, it } from "vitest";
import { formatSize, recordPath, remainingG } from "../../src/plugins/storage/api";
import {
  canUnzip,
  packTargetOf,
  rootOf,
  selectVolume,
  typePath,
  upLeaves,
  upOf,
  volumeOptions,
} from "../../src/plugins/storage/pathRules";
import { clickRow, EMPTY_SELECTION } from "../../src/plugins/storage/screen/selection";
import storagePlugin from "../../src/plugins/storage";
import { createPluginTester } from "../../src/testing";

const VOLUMES = ["GPUFS", "PUBLIC"];

describe("storage spec §4: volume and path", () => {
  it("selecting a volume resets the path to /{volume}/{user_name}", () => {
    expect(selectVolume("PUBLIC", "admin")).toEqual({ volume: "PUBLIC", path: "/PUBLIC/admin" });
  });
  it("a typed path whose second segment is a known volume switches the selector", () => {
    const here = { volume: "GPUFS", path: "/GPUFS/admin" };
    expect(typePath("/PUBLIC/admin/x/", here, VOLUMES)).toEqual({ volume: "PUBLIC", path: "/PUBLIC/admin/x" });
    expect(typePath("/OTHER/admin", here, VOLUMES)).toEqual({ volume: "GPUFS", path: "/OTHER/admin" });
  });
  it("any path containing /GPUFS/datasets is reset to empty", () => {
    const here = { volume: "GPUFS", path: "/GPUFS/admin" };
    expect(typePath("/GPUFS/datasets/a", here, VOLUMES).path).toBe("");
  });
  it("up removes the last segment; an empty result gives an empty path", () => {
    expect(upOf("/GPUFS/admin/a")).toBe("/GPUFS/admin");
    expect(upOf("/GPUFS")).toBe("");
    expect(upOf("")).toBe("");
  });
  it("going up stops at a volume's user folder, a typed volume top and the VIP directory", () => {
    expect(upLeaves({ volume: "GPUFS", path: "/GPUFS/admin" })).toBe("GPUFS");
    expect(upLeaves({ volume: "GPUFS", path: "/GPUFS" })).toBe("GPUFS");
    expect(upLeaves({ volume: "PUBLIC", path: "/PUBLIC/other" })).toBe("PUBLIC");
    expect(upLeaves({ volume: "GPUFS", path: "" })).toBe("GPUFS");
    expect(upLeaves({ volume: "GPUFS", path: "/GPUFS/admin/notes" })).toBeNull();
    expect(upLeaves({ volume: "VIP", path: "/GPUFS/team/vip" }, "/GPUFS/team/vip")).toBe("VIP");
    expect(upLeaves({ volume: "VIP", path: "/GPUFS/team/vip/a" }, "/GPUFS/team/vip")).toBeNull();
    expect(upLeaves({ volume: "VIP", path: "/data/vip" }, "/data/vip")).toBe("VIP");
  });
  it("root goes to the first volume's user folder, or the VIP directory (VIP added and preselected)", () => {
    expect(rootOf(VOLUMES, "admin")).toEqual({ volume: "GPUFS", path: "/GPUFS/admin" });
    expect(rootOf(VOLUMES, "admin", "/data/vip")).toEqual({ volume: "VIP", path: "/data/vip" });
    expect(volumeOptions(VOLUMES, "/data/vip")).toEqual(["VIP", "GPUFS", "PUBLIC"]);
    expect(volumeOptions(VOLUMES)).toEqual(VOLUMES);
  });
  it("unzip only for zip and tar; pack defaults to the path plus .tar", () => {
    expect(canUnzip("a.zip")).toBe(true);
    expect(canUnzip("a.tar")).toBe(true);
    expect(canUnzip("a.gz")).toBe(false);
    expect(packTargetOf("/GPUFS/admin/notes")).toBe("/GPUFS/admin/notes.tar");
  });
});

describe("storage spec §3, §9: sizes, quota, records", () => {
  it("sizes in B, KB, MB, GB with 2 decimals; quota in G", () => {
    expect(formatSize(12)).toBe("12.00B");
    expect(formatSize(5 * 1048576)).toBe("5.00MB");
    expect(remainingG({ storage_name: "GPUFS", group_block_soft: 3 * 1048576, group_block_used: 1048576 / 2 })).toBe(
      "2.50",
    );
  });
  it("record paths: the first item's path, '-' when empty", () => {
    expect(recordPath('[{"path":"/GPUFS/admin/a"}]')).toBe("/GPUFS/admin/a");
    expect(recordPath("")).toBe("-");
  });
});

describe("selection", () => {
  const order = ["a", "b", "c", "d"];
  it("click selects one, Ctrl-click adds and removes, Shift-click selects a range", () => {
    let selection = clickRow(EMPTY_SELECTION, order, "b", {});
    expect(selection.paths).toEqual(["b"]);
    selection = clickRow(selection, order, "d", { ctrl: true });
    expect(selection.paths).toEqual(["b", "d"]);
    selection = clickRow(selection, order, "d", { ctrl: true });
    expect(selection.paths).toEqual(["b"]);
    selection = clickRow(clickRow(EMPTY_SELECTION, order, "a", {}), order, "c", { shift: true });
    expect(selection.paths).toEqual(["a", "b", "c"]);
  });
  it("single-file mode ignores Ctrl and Shift", () => {
    const selection = clickRow(clickRow(EMPTY_SELECTION, order, "a", {}), order, "c", { ctrl: true }, true);
    expect(selection.paths).toEqual(["c"]);
  });
});

describe("the storage plugin's manifest", () => {
  it("registers /home/storage-manage with storageM-look and the upload queue, without errors", () => {
    const tester = createPluginTester(storagePlugin);
    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => [route.path, route.permission])).toEqual([
      ["/home/storage-manage", ["storageM-look"]],
    ]);
    expect(Object.keys(storagePlugin.machines ?? {})).toEqual(["uploadQueue"]);
  });
});
