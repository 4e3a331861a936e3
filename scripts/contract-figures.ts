/**
 * How often the app and the server spell the same thing twice (docs/contract.md "Figures"). Run with
 * `npx tsx scripts/contract-figures.ts`; it reads src/ and server/ (not tests/) and prints five counts:
 *
 * - pageTypes: declarations of a `Page<…>` type (`interface Page<` or `type Page<`);
 * - retypedTypes: names of interfaces/types declared (at a line's start) both in a plugin (src/plugins)
 *   and in server/;
 * - pathsInBoth: distinct `/api/…` string literals spelled in src/ and in server/ alike;
 * - textsInBoth: distinct string literals with Chinese characters spelled in src/ and in server/ alike;
 * - permissionSpellings: literal spellings of the 我的模型 and 能力发布 codes outside
 *   src/contracts/permissionCodes.ts (the issue's example of one code spelled in three places).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const rootAt = process.argv.indexOf("--root");
/** `--root DIR` measures another checkout (e.g. `git archive <commit> src server | tar -x -C DIR`). */
const root = rootAt > 0 ? path.resolve(process.argv[rootAt + 1]!) : path.resolve(import.meta.dirname, "..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const read = (files: string[]) => files.map((file) => ({ file, text: readFileSync(file, "utf8") }));
const src = read(filesUnder(path.join(root, "src")));
const server = read(filesUnder(path.join(root, "server")));

/** String literals ("…", '…', and `…` up to the first `${`). */
function literals(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`([^`$]*)/g))
    found.push(match[1] ?? match[2] ?? match[3] ?? "");
  return found;
}

function distinct(files: { text: string }[], keep: (literal: string) => boolean): Set<string> {
  return new Set(files.flatMap((entry) => literals(entry.text).filter(keep)));
}

const both = (a: Set<string>, b: Set<string>) => [...a].filter((value) => b.has(value));

const isPath = (literal: string) => /^\/api\/[\w\-/.{}:]+$/.test(literal) && literal.length > 6;
const isChinese = (literal: string) => /[\u4e00-\u9fff]/.test(literal);

function declaredNames(files: { text: string }[]): Set<string> {
  return new Set(
    files.flatMap((entry) =>
      [...entry.text.matchAll(/^(?:export\s+)?(?:interface|type)\s+([A-Z]\w*)\s*(?:=|<|\{|extends)/gm)].map(
        (match) => match[1],
      ),
    ),
  );
}

const pageTypes = [...src, ...server].reduce(
  (count, entry) => count + [...entry.text.matchAll(/(?:interface|type)\s+Page<\w+/g)].length,
  0,
);
const plugins = src.filter((entry) => entry.file.includes(`${path.sep}plugins${path.sep}`));
const retyped = both(declaredNames(plugins), declaredNames(server));
const paths = both(distinct(src, isPath), distinct(server, isPath));
const texts = both(distinct(src, isChinese), distinct(server, isChinese));

const codes = ["modelManage", "modelM", "modelM-A01", "modelM-A02", "modelM-A03", "serveM", "serve-ill", "serve"];
const spellings = [...src, ...server]
  .filter((entry) => !entry.file.endsWith(path.join("contracts", "permissionCodes.ts")))
  .reduce(
    (count, entry) =>
      count + literals(entry.text).filter((literal) => (codes as string[]).includes(literal)).length,
    0,
  );

const verbose = process.argv.includes("--list");
console.log(
  JSON.stringify(
    {
      pageTypes,
      retypedTypes: retyped.length,
      pathsInBoth: paths.length,
      textsInBoth: texts.length,
      permissionSpellings: spellings,
      ...(verbose ? { retyped, paths, texts } : {}),
    },
    null,
    2,
  ),
);
