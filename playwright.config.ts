import { defineConfig, devices } from "@playwright/test";

/**
 * Browser journeys (design §5): the built app and the reference server on one port, a fresh data
 * directory per run, Debian's Chromium (a browser download is impossible here). `npm run test:e2e`
 * builds first; the server below only serves `dist/`.
 */
const PORT = Number(process.env.E2E_PORT ?? 5180);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// One data folder per port, so journeys run on two ports never share (or wipe) a database.
const DATA_DIR = `.data-e2e-${PORT}`;
const CI = Boolean(process.env.CI);

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  forbidOnly: CI,
  // No retries: a journey that needs a second try is a bug to find, not to hide.
  retries: 0,
  // Two cores here: one worker per core, the server shares them.
  workers: 2,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: "zh-CN",
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: "/usr/bin/chromium", args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && PORT=${PORT} PLATFORM_DATA_DIR=${DATA_DIR} npx tsx server/main.ts`,
    url: BASE_URL,
    reuseExistingServer: !CI,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
