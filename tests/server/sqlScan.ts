import fs from "node:fs";
import path from "node:path";

/** One piece of SQL found in a source file: where, and what (trimmed to one line). */
export interface SqlFinding {
  file: string;
  line: number;
  text: string;
}

/** A module that declares routes (docs/server-layers.md): `routes.ts` or `xxxRoutes.ts`. */
export const isRouteFile = (file: string): boolean => /(^|\/)(routes|\w+Routes)\.ts$/.test(file);

/** Every route module under `dir` (relative paths with `/`, sorted). */
export function routeFiles(dir: string, root = dir): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...routeFiles(full, root));
    else if (isRouteFile(entry.name))
      found.push(path.relative(path.dirname(root), full).split(path.sep).join("/"));
  }
  return found.sort();
}

/** A call that runs SQL: `.prepare(…)`, and `.exec(` given a string (RegExp's `exec` takes a variable). */
const SQL_CALL = /\.prepare\s*\(|\.exec\s*\(\s*["'`]|\bdb\.exec\s*\(/;

/**
 * SQL inside a string: a statement (SELECT … FROM, INSERT INTO, UPDATE … SET, DELETE FROM, CREATE / ALTER /
 * DROP TABLE) or a condition with a placeholder or NULL test (`user_id = ?`, `IS NULL`, `LIKE ?`, `IN (`).
 * Keywords are matched in capitals, as the code base writes SQL, so prose in messages does not count.
 */
const SQL_TEXT = [
  /\bSELECT\b[\s\S]*?\bFROM\b/,
  /\bINSERT\s+(OR\s+[A-Z]+\s+)?INTO\b/,
  /\bUPDATE\s+\w+\s+SET\b/,
  /\bDELETE\s+FROM\b/,
  /\bFROM\s+[a-z_]+(\s+[a-z]+)?\s+(JOIN|WHERE|ORDER|GROUP)\b/,
  /\b(CREATE|ALTER|DROP)\s+(TABLE|INDEX|VIEW|TRIGGER)\b/,
  /\b[a-z_.]+\s*(=|<>|!=|<=|>=|<|>)\s*\?/,
  /\bIS\s+(NOT\s+)?NULL\b/,
  /\bLIKE\s+\?/,
  /\b(AND|OR|WHERE)\s+[a-z_.]+\s+IN\s*\(/,
];

/** Comments blanked out (line breaks kept, so positions still give line numbers). */
function withoutComments(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(
      /(^|[^:"'`\\])\/\/[^\n]*/g,
      (comment, before: string) => before + " ".repeat(comment.length - before.length),
    );
}

/** A string literal: quoted on one line, or a template literal over several. */
const STRING = /"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|`(?:\\[\s\S]|[^`\\])*`/g;

const lineAt = (source: string, index: number) => source.slice(0, index).split("\n").length;
const firstLine = (text: string) => text.trim().split("\n")[0]!.trim().slice(0, 120);

/** The SQL calls and SQL strings of one file's source. */
export function findSql(file: string, source: string): SqlFinding[] {
  const code = withoutComments(source);
  const findings: SqlFinding[] = [];
  code.split("\n").forEach((text, index) => {
    if (SQL_CALL.test(text)) findings.push({ file, line: index + 1, text: firstLine(text) });
  });
  for (const match of code.matchAll(STRING)) {
    if (!SQL_TEXT.some((pattern) => pattern.test(match[0]))) continue;
    const line = lineAt(code, match.index);
    if (!findings.some((finding) => finding.line === line))
      findings.push({ file, line, text: firstLine(match[0]) });
  }
  return findings.sort((a, b) => a.line - b.line);
}
