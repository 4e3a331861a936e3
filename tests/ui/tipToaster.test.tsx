import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestCore } from "../../src/testing";
import { CoreProvider } from "../../src/ui/CoreContext";
import type { QueuedTip } from "../../src/ui/shell/TipToaster";

/**
 * The shell's tips: every tip shows once, and a shown tip is dropped (a long session does not keep every
 * tip it ever had). The host is replaced by one that records what it is given and reports it shown.
 */
const given: QueuedTip[][] = [];
vi.mock("../../src/ui/shell/ToasterHost", () => ({
  default: ({ tips, onShown }: { tips: QueuedTip[]; onShown(upTo: number): void }) => {
    given.push(tips);
    if (tips.length) queueMicrotask(() => onShown(Math.max(...tips.map((queued) => queued.id))));
    return <output aria-label="toasts">{tips.length}</output>;
  },
}));

afterEach(cleanup);

describe("TipToaster", () => {
  it("drops the tips its host has shown: the waiting list stays empty after 50 tips", async () => {
    const { TipToaster } = await import("../../src/ui/shell/TipToaster");
    const core = createTestCore();
    render(
      <CoreProvider value={core}>
        <TipToaster />
      </CoreProvider>,
    );
    expect(screen.queryByLabelText("toasts")).toBeNull();
    for (let n = 1; n <= 50; n++)
      act(() => core.bus.emit("test", "ui.tip", { intent: "success", message: `第 ${n} 条` }));
    await waitFor(() => expect(screen.getByLabelText("toasts")).toHaveTextContent("0"));
    // Each tip reached the host (those of its loading time at once), and none is kept once shown.
    expect(new Set(given.flat().map((queued) => queued.tip.message)).size).toBe(50);
    expect(given.at(-1)).toEqual([]);
    given.length = 0;
    for (let n = 51; n <= 55; n++)
      act(() => core.bus.emit("test", "ui.tip", { intent: "warning", message: `第 ${n} 条` }));
    await waitFor(() => expect(given.at(-1)).toEqual([]));
    expect([...new Set(given.flat().map((queued) => queued.tip.message))]).toEqual(
      [51, 52, 53, 54, 55].map((n) => `第 ${n} 条`),
    );
  });
});
