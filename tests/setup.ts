import "@testing-library/jest-dom/vitest";

// Component tests (jsdom): a page's code is transformed by Vite on first use and the reference server
// answers in-process, which on a loaded 2-core host outlasts testing-library's default second.
if (typeof document !== "undefined") {
  const { configure } = await import("@testing-library/react");
  configure({ asyncUtilTimeout: 5000 });
}
