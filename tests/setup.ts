import "@testing-library/jest-dom/vitest";
import { afterAll } from "vitest";

// Component tests (jsdom): a page's code is transformed by Vite on first use and the reference server
// answers in-process, which on a loaded 2-core host outlasts testing-library's default second.
if (typeof document !== "undefined") {
  const { configure, cleanup } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
  // App files share their worker's document (isolate: false). A Blueprint overlay still running its
  // exit transition when its file ends leaves its portal in <body>; under load the next file in the
  // worker then found that dialog's buttons beside its own. Each file leaves an empty body behind.
  afterAll(() => {
    cleanup();
    document.body.replaceChildren();
  });
}

