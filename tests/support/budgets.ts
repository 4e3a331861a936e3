import { vi } from "vitest";

/**
 * The suite's time budgets, in one place (vitest.config.ts and tests/setup.ts read them).
 *
 * A test waits on conditions (findBy*, waitFor, expect.poll, the server tests' `waitFor`), never for a
 * fixed time; the only clocks are these budgets, which a condition that holds never reaches. A test
 * that needs longer is made shorter rather than given a longer timeout; the one exception is below.
 */

/** Every test and hook: three times the slowest ordinary test measured beside two CPU hogs (~5 s). */
export const TEST_BUDGET_MS = 15_000;

/**
 * A single wait: two thirds of the test's, so a condition that never holds fails with its own message
 * (the page's DOM, or what the server test was waiting for) rather than as a bare test timeout.
 */
export const WAIT_BUDGET_MS = Math.round((TEST_BUDGET_MS * 2) / 3);

/**
 * Tests whose length is real processes, not the code under test: the fault tests start the server as a
 * process twice (`tsx server/main.ts`, ~2.4 s each at idle, 6 s beside the hogs) around a SIGKILL, and
 * the CNN package trains a real PyTorch network. Beside two hogs they took 12–25 s.
 */
export const REAL_PROCESS_TEST_MS = 60_000;

/**
 * Vitest's `vi.waitFor` for code outside the DOM (streams, sockets, sessions), with the suite's wait
 * budget instead of its default second.
 */
export const waitUntil = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: WAIT_BUDGET_MS, interval: 20 });
