import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { getShortestPaths } from "xstate/graph";
import type { PluginDefinition } from "../../src/core/pluginTypes";
import { createPluginTester, cleanupTestShell } from "../../src/testing";
import type { PageComponent } from "../../src/ui/CoreContext";
import { generatePlugin, runNewPlugin } from "../../scripts/new-plugin";

const repo = path.resolve(__dirname, "../..");
const roots: string[] = [];

/**
 * A throw-away checkout under the git-ignored .tmp/ (Vite resolves imports only inside the project):
 * the generated files are real, the shell's own folders are links to this repo's.
 */
function tempRoot(): string {
  fs.mkdirSync(path.join(repo, ".tmp"), { recursive: true });
  const root = fs.mkdtempSync(path.join(repo, ".tmp", "new-plugin-"));
  roots.push(root);
  fs.mkdirSync(path.join(root, "src"));
  for (const linked of ["src/core", "src/ui"]) {
    fs.symlinkSync(path.join(repo, linked), path.join(root, linked), "dir");
  }
  return root;
}

afterEach(() => {
  cleanupTestShell();
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("npm run new-plugin", () => {
  it("writes a manifest, a page, a machine and their two tests, and prints the registration lines", () => {
    const root = tempRoot();
    const lines: string[] = [];

    expect(runNewPlugin(["job-board", "--root", root], (line) => lines.push(line))).toBe(0);

    const files = [
      "src/plugins/job-board/index.ts",
      "src/plugins/job-board/JobBoardPage.tsx",
      "src/machines/jobBoard.machine.ts",
      "tests/plugins/job-board.test.tsx",
      "tests/machines/jobBoard.machine.test.ts",
    ];
    for (const file of files) expect(fs.existsSync(path.join(root, file)), file).toBe(true);
    const manifest = fs.readFileSync(path.join(root, files[0]), "utf8");
    expect(manifest).toContain('id: "job-board"');
    expect(manifest).toContain('path: "/home/job-board"');
    expect(manifest).toContain('area: "home"');
    expect(manifest).toContain('load: () => import("./JobBoardPage")');
    expect(fs.readFileSync(path.join(root, files[1]), "utf8")).toContain(
      "machines.start<typeof jobBoardMachine>",
    );
    expect(fs.readFileSync(path.join(root, files[3]), "utf8")).toContain(
      "createPluginTester(jobBoardPlugin)",
    );
    expect(fs.readFileSync(path.join(root, files[4]), "utf8")).toContain("getShortestPaths(jobBoardMachine");
    expect(lines).toContain('  import jobBoard from "./job-board";');
    expect(lines.join("\n")).toContain("does not edit that file");
  });

  it("generates a manifest the plugin host accepts and a machine whose every state is reachable", async () => {
    const root = tempRoot();
    generatePlugin("job-board", root);

    const { default: plugin } = (await import(
      /* @vite-ignore */ path.join(root, "src/plugins/job-board/index.ts")
    )) as {
      default: PluginDefinition<PageComponent>;
    };
    const tester = createPluginTester(plugin);
    expect(tester.errors).toEqual([]);
    expect(tester.menus.map((menu) => [menu.area, menu.path])).toEqual([["home", "/home/job-board"]]);
    await tester.activate();
    expect(tester.record.status).toBe("active");
    expect(tester.core.machines.has("jobBoard")).toBe(true);

    const machine = plugin.machines?.jobBoard as AnyStateMachine;
    const reached = getShortestPaths(machine, {
      events: [{ type: "START" }, { type: "FINISH" }, { type: "RESET" }],
      serializeState: (state) => JSON.stringify((state as AnyMachineSnapshot).value),
    }).map((found) => (found.state as AnyMachineSnapshot).value);
    expect(reached.sort()).toEqual(["done", "idle", "working"]);
  });

  it("refuses a name that is not kebab-case, a reserved name and a name already taken", () => {
    const root = tempRoot();
    const say = (args: string[]) => {
      const lines: string[] = [];
      return {
        code: runNewPlugin([...args, "--root", root], (line) => lines.push(line)),
        text: lines.join("\n"),
      };
    };

    for (const bad of ["JobBoard", "job_board", "job--board", "-job", "1job", "job board"]) {
      const refused = say([bad]);
      expect(refused.code, bad).toBe(1);
      expect(refused.text).toContain("is not a kebab-case plugin name");
    }
    expect(say(["shared"]).text).toContain('"shared" is reserved');
    expect(say([]).text).toContain("usage: npm run new-plugin -- <kebab-case-name>");

    expect(say(["job-board"]).code).toBe(0);
    const again = say(["job-board"]);
    expect(again.code).toBe(1);
    expect(again.text).toContain('a plugin "job-board" exists already: src/plugins/job-board');
    expect(fs.readdirSync(path.join(root, "src/plugins"))).toEqual(["job-board"]);
  });
});
