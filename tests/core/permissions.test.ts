import { describe, expect, it } from "vitest";
import {
  PermissionRegistry,
  hasPermission,
  isUnaudited,
  type PermissionCode,
} from "../../src/core/permissions";

const userCodes = new Set(["home", "storageM-look", "dataM-A01"]);

describe("hasPermission (spec §6)", () => {
  const cases: [string, PermissionCode, boolean, boolean][] = [
    ["undefined code", undefined, false, true],
    ["empty code", "", false, true],
    ["a code the user has", "home", false, true],
    ["a code the user lacks", "user-manage", false, false],
    ["codes differing only in case", "Home", false, false],
    ["all of several, all held", ["home", "storageM-look"], false, true],
    ["all of several, one missing", ["home", "user-manage"], false, false],
    ["any of several, one held", ["user-manage", "dataM-A01"], true, true],
    ["any of several, none held", ["user-manage", "backstage"], true, false],
    ["an empty array", [], false, true],
    ["an empty array with any", [], true, true],
  ];

  it.each(cases)("%s -> %s", (_name, code, any, expected) => {
    expect(hasPermission(userCodes, code, any)).toBe(expected);
  });

  it("a user with no codes passes only empty requirements", () => {
    const none = new Set<string>();
    expect([
      hasPermission(none, undefined),
      hasPermission(none, ""),
      hasPermission(none, "home"),
      hasPermission(none, ["home"], true),
    ]).toEqual([true, true, false, false]);
  });
});

describe("isUnaudited (spec §4)", () => {
  const cases: [string, { auditStatus: number; belongSystem: number } | null, boolean][] = [
    ["auditStatus 0, belongSystem 2", { auditStatus: 0, belongSystem: 2 }, true],
    ["auditStatus 0, belongSystem 1", { auditStatus: 0, belongSystem: 1 }, false],
    ["auditStatus 1, belongSystem 2", { auditStatus: 1, belongSystem: 2 }, false],
    ["auditStatus 1, belongSystem 1", { auditStatus: 1, belongSystem: 1 }, false],
    ["no user", null, false],
  ];

  it.each(cases)("%s -> %s", (_name, user, expected) => {
    expect(isUnaudited(user)).toBe(expected);
  });
});

describe("PermissionRegistry", () => {
  it("answers from the codes it was given, and nothing after clear", () => {
    const registry = new PermissionRegistry();
    expect(registry.has("home")).toBe(false);
    registry.set(["home", "serveM"]);
    expect(registry.has("home")).toBe(true);
    expect(registry.has(["home", "serveM"])).toBe(true);
    expect(registry.has(["home", "hpc-manage"])).toBe(false);
    expect(registry.has(["home", "hpc-manage"], { any: true })).toBe(true);
    expect(registry.list.sort()).toEqual(["home", "serveM"]);
    registry.clear();
    expect(registry.has("home")).toBe(false);
    expect(registry.has(undefined)).toBe(true);
    expect(registry.list).toEqual([]);
  });

  it("set replaces the codes instead of adding to them", () => {
    const registry = new PermissionRegistry();
    registry.set(["home"]);
    registry.set(["serveM"]);
    expect(registry.has("home")).toBe(false);
    expect(registry.list).toEqual(["serveM"]);
  });

  it("tells subscribers about every change", () => {
    const registry = new PermissionRegistry();
    const seen: string[][] = [];
    registry.changes.subscribe((codes) => seen.push([...codes]));
    registry.set(["home"]);
    registry.clear();
    expect(seen).toEqual([[], ["home"], []]);
  });
});
