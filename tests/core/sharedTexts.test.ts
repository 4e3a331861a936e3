import { describe, expect, it } from "vitest";
import { en, t, zh } from "../../src/core/messages";

/**
 * Shared words live once, in the core catalogue: no plugin catalogue (nor the kit's) repeats one of
 * its texts. Every `*messages.ts` / `*Messages.ts` under src/plugins and src/ui is read, so a new
 * plugin's catalogue is checked without being listed here.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  ["../../src/plugins/**/*{messages,Messages}.ts", "../../src/ui/**/*{messages,Messages}.ts"],
  { eager: true },
);

/** The exported catalogues of a module: plain objects whose values are all strings. */
function cataloguesOf(module: Record<string, unknown>): [string, Record<string, string>][] {
  return Object.entries(module).filter(
    (entry): entry is [string, Record<string, string>] =>
      typeof entry[1] === "object" &&
      entry[1] !== null &&
      Object.values(entry[1]).length > 0 &&
      Object.values(entry[1]).every((value) => typeof value === "string"),
  );
}

describe("shared texts", () => {
  it("finds the plugin and kit catalogues", () => {
    const files = Object.keys(modules).map((path) => path.replace("../../src/", ""));
    expect(files).toEqual(
      expect.arrayContaining([
        "plugins/annotation/messages.ts",
        "plugins/datasets/messages.ts",
        "plugins/hpc/messages.ts",
        "plugins/op-log/messages.ts",
        "plugins/storage/messages.ts",
        "ui/kit/list/listMessages.ts",
      ]),
    );
    for (const [path, module] of Object.entries(modules))
      expect(cataloguesOf(module).length, path).toBeGreaterThan(0);
  });

  it("no plugin or kit catalogue repeats a text of the core catalogue", () => {
    const core = new Map<string, string>(Object.entries(zh).map(([key, text]) => [text, key]));
    const repeats: string[] = [];
    for (const [path, module] of Object.entries(modules))
      for (const [name, catalogue] of cataloguesOf(module))
        for (const [key, text] of Object.entries(catalogue))
          if (core.has(text))
            repeats.push(
              `${path.replace("../../src/", "")} ${name}.${key} "${text}" is core ${core.get(text)}`,
            );
    expect(repeats).toEqual([]);
  });

  it("the core holds the shared words, the pager's texts included, in both languages", () => {
    expect([t("confirm.cancel"), t("confirm.ok"), t("action.ok"), t("table.empty")]).toEqual([
      "取消",
      "确认",
      "确定",
      "暂无数据",
    ]);
    expect([t("action.search"), t("action.reset"), t("action.edit"), t("action.delete")]).toEqual([
      "查询",
      "重置",
      "编辑",
      "删除",
    ]);
    expect(t("table.actions")).toBe("操作");
    expect([t("pager.total", { total: 25 }), t("pager.perPage", { size: 10 })]).toEqual([
      "共 25 条",
      "10 条/页",
    ]);
    expect([t("pager.prev"), t("pager.next"), t("pager.pageOf", { page: 1, pages: 3 })]).toEqual([
      "上一页",
      "下一页",
      "第 1 / 3 页",
    ]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
});
