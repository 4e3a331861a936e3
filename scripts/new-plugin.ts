import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * `npm run new-plugin -- <name> [--root <dir>]`: scaffolds a plugin that works and is tested at once.
 *
 * - src/plugins/<name>/index.ts: the manifest (a route /home/<name>, a menu entry in the home area,
 *   the machine, registered with the core's machine registry so the inspector sees it);
 * - src/plugins/<name>/<Name>Page.tsx: the page, which starts the machine through the registry and
 *   shows its state with buttons for the events it accepts now;
 * - src/machines/<camelName>.machine.ts: a tiny pure machine (idle → working → done, START/FINISH/RESET);
 * - tests/plugins/<name>.test.tsx and tests/machines/<camelName>.machine.test.ts.
 *
 * It does not edit src/plugins/index.ts (a file every plugin author touches); it prints the two
 * lines to add there. `--root` writes into another checkout (the generator's own test uses a temp dir).
 */

export const PLUGIN_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Names that would collide with the shell's own path segments or folders. */
const RESERVED = new Set(["shared", "index", "core", "ui", "testing", "machines", "home", "login"]);

export interface GeneratedPlugin {
  name: string;
  pascal: string;
  camel: string;
  /** Paths written, relative to the root. */
  files: string[];
  /** What to add to src/plugins/index.ts. */
  registration: { importLine: string; listEntry: string };
}

export class NewPluginError extends Error {}

const pascalCase = (name: string) =>
  name
    .split("-")
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");

/** jobBoard -> JOB_BOARD_MACHINE */
const constant = (camel: string) => `${camel.replace(/([A-Z])/g, "_$1").toUpperCase()}_MACHINE`;

/** Writes the plugin's files under `root`; refuses a bad name or one that is taken. */
export function generatePlugin(name: string, root: string): GeneratedPlugin {
  if (!PLUGIN_NAME.test(name)) {
    throw new NewPluginError(
      `"${name}" is not a kebab-case plugin name (lower-case letters and digits, words joined by "-", e.g. job-board)`,
    );
  }
  if (RESERVED.has(name)) throw new NewPluginError(`"${name}" is reserved by the shell; choose another name`);
  const pascal = pascalCase(name);
  const camel = pascal[0].toLowerCase() + pascal.slice(1);
  const files: Record<string, string> = {
    [`src/plugins/${name}/index.ts`]: manifest(name, pascal, camel),
    [`src/plugins/${name}/${pascal}Page.tsx`]: page(name, pascal, camel),
    [`src/machines/${camel}.machine.ts`]: machine(camel),
    [`tests/plugins/${name}.test.tsx`]: pluginTest(name, pascal, camel),
    [`tests/machines/${camel}.machine.test.ts`]: machineTest(camel),
  };
  const taken = [`src/plugins/${name}`, ...Object.keys(files)].filter((file) =>
    existsSync(path.join(root, file)),
  );
  if (taken.length) throw new NewPluginError(`a plugin "${name}" exists already: ${taken.join(", ")}`);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return {
    name,
    pascal,
    camel,
    files: Object.keys(files),
    registration: { importLine: `import ${camel} from "./${name}";`, listEntry: `  ${camel},` },
  };
}

function manifest(name: string, pascal: string, camel: string): string {
  return `import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { ${camel}Machine } from "../../machines/${camel}.machine";

/** The machine's id in the core's registry (the inspector lists its actors as "${camel}#1", ...). */
export const ${constant(camel)} = "${camel}";

/**
 * ${pascal}: one page under the front desk (area home, which needs the code business-hall) and one
 * machine. Add \`permission\` to the route and the menu entry for a page code of its own.
 */
export const ${camel}Plugin = definePlugin<PageComponent>({
  id: "${name}",
  title: "${pascal}",
  routes: [{ path: "/home/${name}", title: "${pascal}", load: () => import("./${pascal}Page") }],
  menus: [{ id: "${name}:home", area: "home", title: "${pascal}", path: "/home/${name}", order: 900 }],
  machines: { [${constant(camel)}]: ${camel}Machine },
});

export default ${camel}Plugin;
`;
}

function page(name: string, pascal: string, camel: string): string {
  const id = constant(camel);
  return `import { useEffect, useState } from "react";
import { Button, ButtonGroup, H3, Tag } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import type { Actor } from "xstate";
import { useCore } from "../../ui/CoreContext";
import type { ${camel}Machine } from "../../machines/${camel}.machine";
import { ${id} } from "./index";

type ${pascal}Actor = Actor<typeof ${camel}Machine>;

/**
 * The page of the ${name} plugin. Its machine is started through the core's registry (not with a
 * private \`useMachine\`), so testers see the actor in the inspector and can export its trace.
 */
export default function ${pascal}Page() {
  const { machines } = useCore();
  // Created once per mount; started and stopped with the page (a stopped actor leaves the registry).
  const [actor] = useState<${pascal}Actor>(() => machines.start<typeof ${camel}Machine>(${id}));
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return (
    <div className="ws-page">
      <H3>${pascal}</H3>
      <${pascal}View actor={actor} />
    </div>
  );
}

function ${pascal}View({ actor }: { actor: ${pascal}Actor }) {
  const snapshot = useSelector(actor, (current) => current);
  return (
    <>
      <p>
        状态 <Tag aria-label="${name} 状态">{String(snapshot.value)}</Tag> · 完成 {snapshot.context.runs} 次
      </p>
      <ButtonGroup>
        <Button
          text="开始"
          disabled={!snapshot.can({ type: "START" })}
          onClick={() => actor.send({ type: "START" })}
        />
        <Button
          text="完成"
          disabled={!snapshot.can({ type: "FINISH" })}
          onClick={() => actor.send({ type: "FINISH" })}
        />
        <Button
          text="重置"
          disabled={!snapshot.can({ type: "RESET" })}
          onClick={() => actor.send({ type: "RESET" })}
        />
      </ButtonGroup>
    </>
  );
}
`;
}

function machine(camel: string): string {
  return `import { assign, setup } from "xstate";

/**
 * A tiny pure machine to start from: idle → working → done. Pure: no Date.now(), no fetch; time and
 * ids arrive on events, effects are actors supplied with \`machine.provide\` (design §3).
 */
export interface ${camel[0].toUpperCase() + camel.slice(1)}Context {
  /** How many times work was finished. */
  runs: number;
}

export type ${camel[0].toUpperCase() + camel.slice(1)}Event = { type: "START" } | { type: "FINISH" } | { type: "RESET" };

export const ${camel}Machine = setup({
  types: {} as {
    context: ${camel[0].toUpperCase() + camel.slice(1)}Context;
    events: ${camel[0].toUpperCase() + camel.slice(1)}Event;
  },
}).createMachine({
  id: "${camel}",
  context: { runs: 0 },
  initial: "idle",
  states: {
    idle: { on: { START: "working" } },
    working: {
      on: {
        FINISH: { target: "done", actions: assign({ runs: ({ context }) => context.runs + 1 }) },
        RESET: "idle",
      },
    },
    done: { on: { RESET: "idle", START: "working" } },
  },
});
`;
}

function pluginTest(name: string, pascal: string, camel: string): string {
  return `import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import ${camel}Plugin from "../../src/plugins/${name}";
import { cleanupTestShell, createPluginTester, renderInTestShell } from "../../src/testing";

afterEach(cleanupTestShell);

describe("the ${name} plugin", () => {
  it("registers without errors, with its route, its menu entry and its machine", async () => {
    const tester = createPluginTester(${camel}Plugin);

    expect(tester.errors).toEqual([]);
    expect(tester.routes.map((route) => route.path)).toEqual(["/home/${name}"]);
    expect(tester.menus.map((menu) => [menu.area, menu.title, menu.path])).toEqual([
      ["home", "${pascal}", "/home/${name}"],
    ]);

    await tester.activate();
    expect(tester.record.status).toBe("active");
    expect(tester.core.machines.has("${camel}")).toBe(true);
  });

  it("renders its page, which runs the machine through the registry", async () => {
    const { core } = await renderInTestShell(null, {
      plugins: [${camel}Plugin],
      permissions: ["business-hall"],
      route: "/home/${name}",
    });

    const state = await screen.findByLabelText("${name} 状态");
    expect(state).toHaveTextContent("idle");
    expect(core.machines.liveActors("${camel}")).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "开始" }));
    expect(state).toHaveTextContent("working");
    await userEvent.click(screen.getByRole("button", { name: "完成" }));
    expect(state).toHaveTextContent("done");
    expect(screen.getByRole("button", { name: "完成" })).toBeDisabled();
    expect(core.machines.liveActors("${camel}")[0].events.map((entry) => entry.event.type)).toEqual([
      "START",
      "FINISH",
    ]);
  });
});
`;
}

function machineTest(camel: string): string {
  return `import { describe, expect, it } from "vitest";
import type { AnyMachineSnapshot } from "xstate";
import { getShortestPaths } from "xstate/graph";
import { ${camel}Machine } from "../../src/machines/${camel}.machine";

describe("${camel}Machine", () => {
  it("reaches every state by a shortest path of its own events", () => {
    const paths = getShortestPaths(${camel}Machine, {
      events: [{ type: "START" }, { type: "FINISH" }, { type: "RESET" }],
      // States are told apart by value: \`runs\` grows without end, so with the context in the key
      // the graph would never stop growing.
      serializeState: (state) => JSON.stringify(state.value),
    });
    const reached = new Set(paths.map((path) => JSON.stringify((path.state as AnyMachineSnapshot).value)));
    expect([...reached].sort()).toEqual(['"done"', '"idle"', '"working"']);
    const toDone = paths.find((path) => (path.state as AnyMachineSnapshot).matches("done"));
    expect(toDone?.steps.slice(1).map((step) => step.event.type)).toEqual(["START", "FINISH"]);
    expect((toDone?.state as AnyMachineSnapshot).context).toEqual({ runs: 1 });
  });
});
`;
}

export function runNewPlugin(args: string[], out: (line: string) => void = console.log): number {
  const rootAt = args.indexOf("--root");
  const root =
    rootAt >= 0 ? args[rootAt + 1] : path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const names = args.filter((_, index) => rootAt < 0 || (index !== rootAt && index !== rootAt + 1));
  if (!root || names.length !== 1) {
    out("usage: npm run new-plugin -- <kebab-case-name> [--root <dir>]");
    return 1;
  }
  try {
    const made = generatePlugin(names[0], root);
    out(`created plugin "${made.name}" in ${root}:`);
    for (const file of made.files) out(`  ${file}`);
    out("");
    out("Register it in src/plugins/index.ts (this script does not edit that file):");
    out(`  ${made.registration.importLine}`);
    out(`  and add ${made.registration.listEntry.trim()} to builtInPlugins`);
    out("");
    out(
      `Then: npx vitest run tests/plugins/${made.name}.test.tsx tests/machines/${made.camel}.machine.test.ts`,
    );
    return 0;
  } catch (error) {
    out(`refused: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runNewPlugin(process.argv.slice(2));
}
