import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useLoaded } from "../../src/ui/kit/useLoaded";

/** Answers the caller settles by hand, in any order. */
function answers<T>() {
  const pending = new Map<string, { resolve: (value: T) => void; reject: (error: unknown) => void }>();
  const load = (key: string) =>
    new Promise<T>((resolve, reject) => {
      pending.set(key, { resolve, reject });
    });
  const settle = async (key: string, value: T) => {
    await act(async () => pending.get(key)!.resolve(value));
  };
  const fail = async (key: string, error: unknown) => {
    await act(async () => pending.get(key)!.reject(error));
  };
  return { load, settle, fail, asked: () => [...pending.keys()] };
}

describe("useLoaded (the kit's load-on-key hook)", () => {
  it("loads on mount, then when the key changes; an older answer arriving late is dropped", async () => {
    const server = answers<string>();
    const { result, rerender } = renderHook(({ id }) => useLoaded(() => server.load(id), `task:${id}`), {
      initialProps: { id: "1" },
    });
    expect(result.current).toMatchObject({ data: null, loading: true, failed: false });
    rerender({ id: "2" });
    await server.settle("2", "任务二");
    await server.settle("1", "任务一");
    expect(result.current).toMatchObject({ data: "任务二", dataKey: "task:2", loading: false });
    expect(server.asked()).toEqual(["1", "2"]);
  });

  it("waits while the key is null, and reload asks again with the same key", async () => {
    let calls = 0;
    const { result, rerender } = renderHook(
      ({ key }: { key: string | null }) => useLoaded(async () => `第 ${++calls} 次`, key),
      { initialProps: { key: null as string | null } },
    );
    expect(result.current).toMatchObject({ data: null, loading: false });
    expect(calls).toBe(0);
    rerender({ key: "a" });
    await act(async () => {});
    expect(result.current.data).toBe("第 1 次");
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await act(async () => {});
    expect(result.current).toMatchObject({ data: "第 2 次", loading: false });
  });

  it("a failure keeps the last data and says so; the next answer clears it", async () => {
    const server = answers<string[]>();
    let round = 0;
    const { result } = renderHook(() => useLoaded(() => server.load(String(++round)), "rows"));
    await server.settle("1", ["甲"]);
    act(() => result.current.reload());
    const refused = new Error("拒绝访问");
    await server.fail("2", refused);
    expect(result.current).toMatchObject({ data: ["甲"], failed: true, error: refused, loading: false });
    act(() => result.current.reload());
    await server.settle("3", ["甲", "乙"]);
    expect(result.current).toMatchObject({ data: ["甲", "乙"], failed: false, error: undefined });
  });

  it("an answer after unmount sets nothing and is released; a key back to an earlier one asks again", async () => {
    const server = answers<string>();
    const release = vi.fn();
    let round = 0;
    const { result, rerender, unmount } = renderHook(
      ({ key }: { key: string | null }) =>
        useLoaded(() => server.load(`${key}#${++round}`), key, { release }),
      { initialProps: { key: "a" as string | null } },
    );
    await server.settle("a#1", "blob:a");
    rerender({ key: null });
    expect(release).toHaveBeenCalledWith("blob:a");
    rerender({ key: "a" });
    expect(result.current.loading).toBe(true);
    unmount();
    await server.settle("a#2", "blob:a2");
    expect(release).toHaveBeenCalledWith("blob:a2");
    expect(release).toHaveBeenCalledTimes(2);
  });

  it("set changes the shown data until the next answer", async () => {
    const { result } = renderHook(() => useLoaded(async () => [1, 2, 3], "numbers"));
    await act(async () => {});
    act(() => result.current.set((rows) => rows?.filter((n) => n !== 2) ?? null));
    expect(result.current.data).toEqual([1, 3]);
  });
});
