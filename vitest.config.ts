import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import { TEST_BUDGET_MS, WAIT_BUDGET_MS } from "./tests/support/budgets";

/**
 * Files that replace modules or globals (vi.mock, vi.doMock, vi.stubGlobal, vi.resetModules) need a
 * module registry of their own: they run isolated. Every other file shares its worker's modules with
 * the files before it (Blueprint, React and the app's code are loaded once per worker, not once per
 * file), which took the jsdom tests from about 300 s to 120 s here. A test that mocks a module belongs
 * in this list; `tests/core/isolatedTests.test.ts` fails when one is missing.
 */
export const ISOLATED_APP_TESTS = [
  "tests/ui/shell.layout.test.tsx",
  "tests/ui/chartKit.test.tsx",
  "tests/ui/tipToaster.test.tsx",
  "tests/ui/pageBoundary.offline.test.tsx",
  "tests/ui/iconLoader.test.ts",
  "tests/plugins/modelOverview.page.test.tsx",
  "tests/plugins/system.centre.test.tsx",
  "tests/plugins/serviceOverview.page.test.tsx",
  "tests/plugins/storage-operationStream.test.tsx",
  "tests/plugins/billing.export.test.tsx",
  "tests/plugins/training-log.test.tsx",
  "tests/plugins/billing.pages.test.tsx",
  "tests/plugins/storage-page.records.test.tsx",
  "tests/plugins/runCompare.page.test.tsx",
  "tests/plugins/inspector.hotkey.test.ts",
];

const APP_EXCLUDE = ["tests/server/**", "tests/security/**", "tests/e2e/**", "node_modules/**"];

/**
 * Three projects, both cores busy (Vitest's default on a 2-core machine is one worker): the server's
 * tests in Node, and the app's in jsdom, shared or isolated as above. Server test files build their
 * own servers on fresh folders, so sharing the loaded modules (Fastify's included) is safe there too.
 */
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    setupFiles: ["tests/setup.ts"],
    // Seeds the data-folder templates test servers start from, before any file (seededDataFolder.ts).
    globalSetup: ["tests/support/seededTemplates.ts"],
    css: false,
    testTimeout: TEST_BUDGET_MS,
    hookTimeout: TEST_BUDGET_MS,
    expect: { poll: { timeout: WAIT_BUDGET_MS } },
    pool: "forks",
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: ["tests/server/**/*.test.ts", "tests/security/**/*.test.ts"],
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: ["tests/**/*.test.{ts,tsx}"],
          exclude: [...APP_EXCLUDE, ...ISOLATED_APP_TESTS],
          environment: "jsdom",
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "app-isolated",
          include: ISOLATED_APP_TESTS,
          environment: "jsdom",
        },
      },
    ],
  },
});
