import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { forgetKeptPages, MAX_KEPT_PAGES, useKeptLoaded, useKeptState } from "../../src/ui/kit/keepAlive";

afterEach(() => {
  cleanup();
  forgetKeptPages();
});

function Counter() {
  const [count, setCount] = useKeptState("count", 0);
  return <button onClick={() => setCount((value) => value + 1)}>count {count}</button>;
}

function Rows({ pageNum, load }: { pageNum: number; load: (pageNum: number) => Promise<string[]> }) {
  const rows = useKeptLoaded("rows", `page:${pageNum}`, () => load(pageNum));
  if (rows.failed) return <p>failed</p>;
  return <p>{rows.data ? rows.data.join(",") : "loading"}</p>;
}

/** The page at `path`, mounted afresh (as the shell mounts a page when the user comes back). */
const at = (path: string, page: React.ReactNode) => (
  <Router hook={memoryLocation({ path }).hook}>{page}</Router>
);

describe("kept-alive page state", () => {
  it("gives a page back its state when it mounts again at the same route, and a fresh one at another", () => {
    const first = render(at("/portal/expert-center", <Counter />));
    fireEvent.click(screen.getByRole("button"));
    fireEvent.click(screen.getByRole("button"));
    expect(screen.getByRole("button")).toHaveTextContent("count 2");
    first.unmount();

    const again = render(at("/portal/expert-center", <Counter />));
    expect(screen.getByRole("button")).toHaveTextContent("count 2");
    again.unmount();

    render(at("/portal/appStore", <Counter />));
    expect(screen.getByRole("button")).toHaveTextContent("count 0");
  });

  it("keeps the loaded rows with their key: the same key shows them without asking, another key asks", async () => {
    const load = vi.fn(async (pageNum: number) => [`row-${pageNum}-a`, `row-${pageNum}-b`]);
    const first = render(at("/portal/search", <Rows pageNum={2} load={load} />));
    expect(await screen.findByText("row-2-a,row-2-b")).toBeInTheDocument();
    first.unmount();

    const again = render(at("/portal/search", <Rows pageNum={2} load={load} />));
    expect(screen.getByText("row-2-a,row-2-b")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);

    again.rerender(at("/portal/search", <Rows pageNum={3} load={load} />));
    expect(await screen.findByText("row-3-a,row-3-b")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("reports a failed load and keeps nothing for it", async () => {
    const load = vi.fn(async () => {
      throw new Error("down");
    });
    const first = render(at("/portal/search", <Rows pageNum={1} load={load} />));
    expect(await screen.findByText("failed")).toBeInTheDocument();
    first.unmount();
    render(at("/portal/search", <Rows pageNum={1} load={load} />));
    expect(await screen.findByText("failed")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("holds the last MAX_KEPT_PAGES routes; forgetKeptPages drops them all", () => {
    const visit = (path: string, clicks: number) => {
      const view = render(at(path, <Counter />));
      for (let index = 0; index < clicks; index += 1) fireEvent.click(screen.getByRole("button"));
      const text = screen.getByRole("button").textContent;
      view.unmount();
      return text;
    };
    visit("/portal/first", 1);
    for (let index = 0; index < MAX_KEPT_PAGES; index += 1) visit(`/portal/p${index}`, 1);
    expect(visit("/portal/first", 0)).toBe("count 0");
    expect(visit(`/portal/p${MAX_KEPT_PAGES - 1}`, 0)).toBe("count 1");
    act(() => forgetKeptPages());
    expect(visit(`/portal/p${MAX_KEPT_PAGES - 1}`, 0)).toBe("count 0");
  });
});
