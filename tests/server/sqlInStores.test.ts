import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { findSql, isRouteFile, routeFiles } from "./sqlScan";

/**
 * SQL lives in stores (docs/server-schema.md "SQL lives in stores", docs/server-layers.md): a route module
 * checks input and access and shapes answers; it runs no SQL and spells none, not even a WHERE fragment
 * handed to a helper. A finding names the file and the line to move into the feature's store.
 */
describe("SQL only in stores", () => {
  it("no route module of the server holds SQL", () => {
    const files = routeFiles("server");
    // every feature's entry and its xxxRoutes.ts modules (99 when this rule was written)
    expect(files.length).toBeGreaterThan(90);
    expect(files).toContain("server/annotation/reviewRoutes.ts");
    const findings = files.flatMap((file) => findSql(file, fs.readFileSync(file, "utf8")));
    expect(findings.map((finding) => `${finding.file}:${finding.line} ${finding.text}`)).toEqual([]);
  });

  it("finds statements, fragments and calls, with their lines, and not prose, comments or regular expressions", () => {
    const source = [
      'import x from "y";',
      "// the DELETE FROM below is only a comment",
      'const one = db.prepare("SELECT 1 FROM teams WHERE id = ?").get(id);',
      "const page = pageOf(platform,",
      "  `SELECT *",
      "   FROM dataset_items WHERE version_id = ? ORDER BY id`);",
      'const where = "user_id = ?";',
      'const tip = "请先选择要删除的数据 (DELETE)";',
      "const token = /^Bearer\\s+(\\S+)$/i.exec(header);",
      'db.exec("CREATE TABLE IF NOT EXISTS t (id INTEGER)");',
      'const open = "s.ended_at IS NULL";',
      'const upsert = "INSERT OR IGNORE INTO t (a) VALUES (?)";',
    ].join("\n");
    expect(findSql("server/x/xRoutes.ts", source).map((finding) => finding.line)).toEqual([
      3, 5, 7, 10, 11, 12,
    ]);
    expect(findSql("server/x/xRoutes.ts", source)[0]).toEqual({
      file: "server/x/xRoutes.ts",
      line: 3,
      text: 'const one = db.prepare("SELECT 1 FROM teams WHERE id = ?").get(id);',
    });
  });

  it("knows a route module by its name", () => {
    expect(isRouteFile("server/annotation/routes.ts")).toBe(true);
    expect(isRouteFile("server/annotation/reviewRoutes.ts")).toBe(true);
    expect(isRouteFile("server/annotation/reviewStore.ts")).toBe(false);
    expect(isRouteFile("server/annotation/workAccess.ts")).toBe(false);
  });
});
