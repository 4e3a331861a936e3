import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

/**
 * Two projects: the server's tests run in Node without per-file isolation (each file builds its own
 * servers on fresh folders, so sharing the loaded modules, Fastify's included, between files is safe
 * and saves importing them again for every file); everything else in jsdom, isolated. Both cores work:
 * Vitest's default on a 2-core machine is one worker.
 */
export default defineConfig({
  plugins: [react()],
  define: { __APP_VERSION__: JSON.stringify("test") },
  test: {
    setupFiles: ["tests/setup.ts"],
    css: false,
    testTimeout: 15000,
    hookTimeout: 15000,
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
          exclude: ["tests/server/**", "tests/security/**", "tests/e2e/**", "node_modules/**"],
          environment: "jsdom",
        },
      },
    ],
  },
});
