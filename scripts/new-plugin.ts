import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as prettier from "prettier";
import { api, manifest, messages } from "./newPlugin/clientTemplates";
import { pluginNames } from "./newPlugin/names";
import { page } from "./newPlugin/pageTemplate";
import { register, RegisterError, registrations } from "./newPlugin/register";
import { routes, store } from "./newPlugin/serverTemplates";
import { findSlot, ownPage, SlotError } from "./newPlugin/slot";
import { apiTest, pageTest, serverTest } from "./newPlugin/testTemplates";

/**
 * `npm run new-plugin -- <name> [--slot <path>] [--root <dir>]`: scaffolds a list-page plugin, registered
 * and tested (docs/plugins.md, "Starting a plugin"):
 *
 * - src/plugins/<name>/index.ts (the route: on the placeholder slot `--slot` names, with the menu's
 *   codes; without it /home/<name> and a menu entry), api.ts (on `createRequest`), messages.ts, and
 *   <Name>Page.tsx (the list kit: filter, paged table, create/edit dialog, delete confirm);
 * - server/<name>/routes.ts and store.ts: the calls on the route framework, a SQLite table;
 * - tests/plugins/<name>.page.test.tsx, tests/plugins/<name>.api.test.ts, tests/server/<name>.test.ts;
 * - the registration: src/plugins/index.ts (builtInPlugins) and server/app.ts (the route module).
 *
 * Files are formatted with the repo's Prettier settings. `--root` writes into another checkout.
 */

export const PLUGIN_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Names that would collide with the shell's own path segments or folders (src/plugins, server). */
const RESERVED = new Set(["shared", "index", "core", "ui", "testing", "machines", "home", "login", "http"]);

export interface GeneratedPlugin {
  name: string;
  /** The page's path and title. */
  path: string;
  title: string;
  /** Paths written, relative to the root. */
  files: string[];
  /** The files edited to register it. */
  registered: string[];
}

export class NewPluginError extends Error {}

/** Writes the plugin's files under `root` and registers it; refuses a bad name, one taken, a bad slot. */
export async function generatePlugin(
  name: string,
  root: string,
  options: { slot?: string } = {},
): Promise<GeneratedPlugin> {
  if (!PLUGIN_NAME.test(name)) {
    throw new NewPluginError(
      `"${name}" is not a kebab-case plugin name (lower-case letters and digits, words joined by "-", e.g. job-board)`,
    );
  }
  if (RESERVED.has(name)) throw new NewPluginError(`"${name}" is reserved by the shell; choose another name`);
  const taken = [`src/plugins/${name}`, `server/${name}`, `server/${name}.ts`].filter((file) =>
    existsSync(path.join(root, file)),
  );
  if (taken.length) throw new NewPluginError(`a plugin "${name}" exists already: ${taken.join(", ")}`);
  let slot;
  try {
    slot = options.slot ? await findSlot(root, options.slot) : ownPage(name, name);
  } catch (error) {
    if (error instanceof SlotError) throw new NewPluginError(error.message);
    throw error;
  }
  const n = pluginNames(name, slot, !options.slot);
  const frame = existsSync(path.join(root, "src/ui/kit/PageFrame.tsx"));
  const files: Record<string, string> = {
    [`src/plugins/${name}/index.ts`]: manifest(n),
    [`src/plugins/${name}/api.ts`]: api(n),
    [`src/plugins/${name}/messages.ts`]: messages(n),
    [`src/plugins/${name}/${n.pascal}Page.tsx`]: page(n, frame),
    [`server/${name}/store.ts`]: store(n),
    [`server/${name}/routes.ts`]: routes(n),
    [`tests/plugins/${name}.page.test.tsx`]: pageTest(n),
    [`tests/plugins/${name}.api.test.ts`]: apiTest(n),
    [`tests/server/${name}.test.ts`]: serverTest(n),
  };
  const clash = Object.keys(files).filter((file) => existsSync(path.join(root, file)));
  if (clash.length) throw new NewPluginError(`a plugin "${name}" exists already: ${clash.join(", ")}`);
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await formatted(target, text));
  }
  const registered: string[] = [];
  for (const edit of registrations(n)) {
    try {
      if (register(root, edit)) registered.push(edit.file);
    } catch (error) {
      if (error instanceof RegisterError) throw new NewPluginError(error.message);
      throw error;
    }
  }
  return { name, path: slot.path, title: slot.title, files: Object.keys(files), registered };
}

async function formatted(file: string, text: string): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...config, filepath: file });
}

const USAGE = "usage: npm run new-plugin -- <kebab-case-name> [--slot <placeholder path>] [--root <dir>]";

/** Parses the arguments, writes the plugin, prints what it did; answers the exit code. */
export async function runNewPlugin(
  args: string[],
  out: (line: string) => void = console.log,
): Promise<number> {
  const options: Record<string, string | undefined> = {};
  const names: string[] = [];
  for (let index = 0; index < args.length; index++) {
    const flag = /^--(root|slot)$/.exec(args[index]);
    // A flag's value is the next argument, unless that is another flag.
    if (flag) options[flag[1]] = args[index + 1]?.startsWith("--") ? "" : args[++index];
    else names.push(args[index]);
  }
  const root = options.root ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const flagWithoutValue = ["root", "slot"].some((flag) => flag in options && !options[flag]);
  if (names.length !== 1 || flagWithoutValue) {
    out(USAGE);
    return 1;
  }
  try {
    const made = await generatePlugin(names[0], root, { slot: options.slot });
    out(`created plugin "${made.name}" (${made.title}, ${made.path}) in ${root}:`);
    for (const file of made.files) out(`  ${file}`);
    out(`registered in: ${made.registered.join(", ") || "(already registered)"}`);
    out("");
    out(
      `Then: npx vitest run tests/plugins/${made.name}.page.test.tsx tests/plugins/${made.name}.api.test.ts tests/server/${made.name}.test.ts`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof NewPluginError)) throw error;
    out(`refused: ${error.message}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runNewPlugin(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
