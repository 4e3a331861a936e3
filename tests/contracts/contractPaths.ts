import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/**
 * Every API path a contract declares: string values under /api/ (or /__dev/) of every export, deep;
 * a path function (`specOne(id)`) is read with `:id`-style placeholders for its parameters.
 */
export function contractPaths(modules: Record<string, unknown>): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown) => {
    if (typeof value === "string") {
      if (/^\/(api|__dev)\//.test(value)) found.add(value);
      return;
    }
    if (typeof value === "function" && value.length > 0) {
      const names = ["id", "second", "third"].slice(0, value.length).map((name) => `:${name}`);
      try {
        walk((value as (...args: string[]) => unknown)(...names));
      } catch {
        // Not a path function.
      }
      return;
    }
    if (!value || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    for (const entry of Object.values(value)) walk(entry);
  };
  for (const module of Object.values(modules)) walk(module);
  return found;
}

/**
 * The server's routes under /api/ (and the dev outbox) as Fastify prints them: one line per path
 * segment, nested by four columns (`├── /api/x (GET)`, `│   └── /:id (PUT)`), joined back to full paths.
 * Printed one method at a time: in one tree, two routes naming the same position's parameter apart
 * (`DELETE …/introduce/:id` and `GET …/introduce/:type/:resourceId`) print as `:id|:type`.
 */
export function serverRoutes(app: FastifyInstance): string[] {
  const routes = new Set<string>();
  for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"]) {
    const stack: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false, method }).split("\n")) {
      const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      if (match[3]) routes.add(stack.join(""));
    }
  }
  return [...routes].filter((route) => /^\/(api|__dev)\//.test(route));
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

export interface PluginCall {
  plugin: string;
  file: string;
  /** The path as spelled: an `/api/…` literal, or a relative one given to a request helper. */
  spelled: string;
}

/**
 * The paths plugins spell themselves instead of reading them from a contract: every `/api/…` string
 * literal in src/plugins, and every relative literal handed to a request helper's get/post/put/del/blob
 * (a path joined to a base, which no contract lists whole).
 */
export function pluginSpelledPaths(root: string): PluginCall[] {
  const pluginsDir = path.join(root, "src", "plugins");
  const calls: PluginCall[] = [];
  for (const file of filesUnder(pluginsDir)) {
    const plugin = path.relative(pluginsDir, file).split(path.sep)[0]!;
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/["'`](\/api\/[^"'`$]*)/g))
      calls.push({ plugin, file: path.relative(root, file), spelled: match[1]! });
    if (!/api\.tsx?$/i.test(file)) continue;
    for (const match of text.matchAll(/\.(?:get|post|put|del|blob)(?:<[^(]*>)?\(\s*["'`]([^"'`/][^"'`]*)/g))
      calls.push({ plugin, file: path.relative(root, file), spelled: match[1]! });
  }
  return calls;
}
