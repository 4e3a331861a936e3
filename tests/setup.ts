import "@testing-library/jest-dom/vitest";
import { afterAll } from "vitest";
import { WAIT_BUDGET_MS } from "./support/budgets";

// Component tests (jsdom): a wait (findBy*, waitFor) ends when its condition holds; its one budget is
// set here, not per call (tests/support/budgets.ts). The reference server answers in-process and pages
// load on demand, which on a loaded 2-core host outlasts testing-library's default second.
if (typeof document !== "undefined") {
  const { configure, cleanup } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: WAIT_BUDGET_MS });
  // App files share their worker's document and modules (isolate: false), so each file leaves them as
  // it found them: a Blueprint overlay still running its exit transition left its dialog in <body> (the
  // next file found its buttons beside its own), and the pages kept alive for going back outlived the
  // file (shell.test's /portal/appStore tree was portal-directory's when the two shared a worker).
  const { forgetKeptPages } = await import("../src/ui/kit/keepAlive");
  afterAll(() => {
    cleanup();
    document.body.replaceChildren();
    forgetKeptPages();
  });
}
