import "@testing-library/jest-dom/vitest";
import { afterAll } from "vitest";

// Component tests (jsdom): a page's code is transformed by Vite on first use and the reference server
// answers in-process, which on a loaded 2-core host outlasts testing-library's default second.
if (typeof document !== "undefined") {
  const { configure, cleanup } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
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

