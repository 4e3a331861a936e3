import { afterEach, beforeEach, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { builtInPlugins } from "../../src/plugins";
import {
  createTestCore,
  renderInTestShell,
  signInAs,
  type DemoAccountName,
  type TestServer,
} from "../../src/testing";

/**
 * The inspector's component tests: the workspace with the built-in plugins signed in through the
 * reference server, the drawer opened with Ctrl+Alt+K, and the files 导出 downloads caught.
 */

/** jsdom 26's Blob has no text(); browsers' has. Read it with FileReader, as jsdom offers. */
function blobText(this: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(this);
  });
}
if (typeof Blob.prototype.text !== "function") Blob.prototype.text = blobText;

/**
 * Loads the drawer's code (a lazy chunk); a file awaits it at its top level, so Vite transforms it
 * while the file is collected and no test spends its wait on it.
 */
export async function loadInspectorCode(): Promise<void> {
  await import("../../src/plugins/inspector/InspectorDrawer");
}

/** The blobs handed to URL.createObjectURL in the current test (what 导出 downloads), in order. */
export function catchDownloads(): () => Blob[] {
  let downloads: Blob[] = [];
  const stopNavigation = (event: MouseEvent) => {
    if ((event.target as Element | null)?.closest?.("a[download]")) event.preventDefault();
  };
  beforeEach(() => {
    downloads = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      downloads.push(blob);
      return `blob:download-${downloads.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    // jsdom would try to navigate to the blob: link; a browser saves the file instead.
    document.addEventListener("click", stopNavigation);
  });
  afterEach(() => document.removeEventListener("click", stopNavigation));
  return () => downloads;
}

/**
 * The workspace with the built-in plugins, `who` signed in through the reference server (dev2, the
 * second developer the HPC journeys bind with, is seeded too; the kit's type predates it).
 */
export async function shellAs(
  server: TestServer,
  who: DemoAccountName | "dev2" = "admin",
  route = "/home/home-page",
) {
  const core = createTestCore({ adapter: server.adapter });
  await signInAs(core, who as DemoAccountName);
  return renderInTestShell(null, { core, plugins: builtInPlugins, route });
}

/** Blueprint's Drawer has no dialog role: the drawer is found by its title. */
export async function findDrawer(): Promise<HTMLElement> {
  const title = await screen.findByRole("heading", { name: "状态机检查器" });
  return title.closest(".bp6-drawer") as HTMLElement;
}

/** Opens (or closes) the inspector with its hotkey. */
export async function toggleInspector(): Promise<void> {
  await screen.findByRole("button", { name: "user menu" });
  fireEvent.keyDown(window, { key: "k", ctrlKey: true, altKey: true });
}

export async function openInspectorWithHotkey(): Promise<HTMLElement> {
  await toggleInspector();
  return findDrawer();
}

export const jsonFile = (value: unknown, name = "trace.json") =>
  new File([JSON.stringify(value)], name, { type: "application/json" });
