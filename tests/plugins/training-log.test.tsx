import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Server, WebSocket as MockWebSocket, type Client } from "mock-socket";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LogBuffer } from "../../src/plugins/training-tasks/log/logBuffer";
import { LOG_ROW_HEIGHT, LogView } from "../../src/plugins/training-tasks/log/LogView";
import { followRun, type StreamState } from "../../src/plugins/training-tasks/log/runSocket";
import { waitUntil } from "../support/budgets";

/** A buffer that tells its listeners at once (no animation frame in the test). */
const buffer = () => new LogBuffer((flush) => flush());

describe("LogBuffer", () => {
  it("keeps each numbered line once, in order, and refuses a gap", () => {
    const log = buffer();
    expect(log.append(1, "a")).toBe(true);
    expect(log.append(2, "b")).toBe(true);
    expect(log.append(2, "b again")).toBe(true);
    expect(log.append(4, "d")).toBe(false);
    expect([log.length, log.nextLine, log.line(2)]).toEqual([2, 3, "b"]);
  });
});

describe("LogView", () => {
  afterEach(cleanup);

  it("renders only the lines in view of a 100,000-line log, and the ones scrolled to", () => {
    const log = buffer();
    for (let n = 1; n <= 100_000; n += 1) log.append(n, `epoch line ${n}`);
    render(<LogView buffer={log} height={360} label="日志" />);
    const rendered = () => screen.getAllByRole("listitem").map((item) => item.textContent);
    // Following the tail: the last line is there, and only a window of lines around it.
    expect(rendered().at(-1)).toBe("100000epoch line 100000");
    expect(rendered().length).toBeLessThan(80);
    expect(screen.getByText("共 100000 行")).toBeInTheDocument();
    const scroller = screen.getByTestId("run-log");
    scroller.scrollTop = 5000 * LOG_ROW_HEIGHT;
    fireEvent.scroll(scroller);
    expect(rendered()).toContain("5001epoch line 5001");
    expect(rendered().length).toBeLessThan(80);
    // Scrolled away from the end: following stops.
    expect(screen.getByLabelText("跟随最新")).not.toBeChecked();
  });

  it("says so while the log is empty", () => {
    render(<LogView buffer={buffer()} label="日志" />);
    expect(screen.getByText("暂无日志")).toBeInTheDocument();
  });
});

/** A stand-in for logs/v2: sends the lines from `?from=`, the run, and can drop or end the stream. */
class FakeRunSocket {
  readonly lines: string[] = [];
  readonly connections: { from: number; token: string | null }[] = [];
  private readonly server = new Server(`ws://${window.location.host}/api/aimanager/v1/train/logs/v2`);
  private live: Client | null = null;

  constructor() {
    this.server.on("connection", (socket) => {
      const query = new URL(socket.url).searchParams;
      const from = Number(query.get("from"));
      this.connections.push({ from, token: query.get("token") });
      this.live = socket;
      this.lines.slice(from - 1).forEach((text, index) => this.send(from + index, text));
    });
  }
  private send(n: number, text: string) {
    this.live?.send(JSON.stringify({ kind: "line", n, text }));
  }
  write(text: string, delivered = true) {
    this.lines.push(text);
    if (delivered) this.send(this.lines.length, text);
  }
  /** Sends line `n` as it is, whatever was sent before (a gap when it skips some). */
  sendRaw(n: number, text: string) {
    this.send(n, text);
  }
  /** Closes the live socket with `code` (4404 no such run, 1011 log unreadable). */
  closeWith(code: number) {
    this.live?.close({ code, reason: "refused", wasClean: true });
    this.live = null;
  }
  drop() {
    this.live?.close({ code: 1006, reason: "lost", wasClean: false });
    this.live = null;
  }
  end() {
    this.live?.send(JSON.stringify({ kind: "end" }));
    this.live?.close({ code: 1000, reason: "end", wasClean: true });
  }
  stop() {
    this.server.stop();
  }
}

describe("followRun (the run's log socket)", () => {
  let fake: FakeRunSocket;
  beforeEach(() => {
    vi.stubGlobal("WebSocket", MockWebSocket);
    fake = new FakeRunSocket();
  });
  afterEach(() => {
    fake.stop();
    vi.unstubAllGlobals();
  });

  it("reconnects after a drop from the last line + 1 with a fresh token: no line lost or repeated", async () => {
    const log = buffer();
    const states: StreamState[] = [];
    let issued = 0;
    const follower = followRun(
      { socketToken: async () => ({ token: `t${++issued}` }) },
      7,
      log,
      { onRun: () => {}, onState: (state) => states.push(state) },
      { baseMs: 5, maxMs: 20 },
    );
    await waitUntil(() => expect(fake.connections).toHaveLength(1));
    for (let n = 1; n <= 5; n += 1) fake.write(`epoch ${n}`);
    await waitUntil(() => expect(log.length).toBe(5));
    fake.drop();
    fake.write("epoch 6", false);
    fake.write("epoch 7", false);
    await waitUntil(() => expect(fake.connections).toHaveLength(2));
    await waitUntil(() => expect(log.length).toBe(7));
    fake.write("done");
    await act(async () => fake.end());
    await waitUntil(() => expect(states.at(-1)).toBe("ended"));
    expect(Array.from({ length: log.length }, (_, i) => log.line(i + 1))).toEqual(fake.lines);
    expect(fake.connections).toEqual([
      { from: 1, token: "t1" },
      { from: 6, token: "t2" },
    ]);
    expect(states).toContain("reconnecting");
    follower.close();
  });

  it("on a gap drops the socket and asks again at once from the last line held + 1", async () => {
    const log = buffer();
    let issued = 0;
    const follower = followRun(
      { socketToken: async () => ({ token: `t${++issued}` }) },
      7,
      log,
      { onRun: () => {}, onState: () => {} },
      { baseMs: 60_000, maxMs: 60_000 },
    );
    await waitUntil(() => expect(fake.connections).toHaveLength(1));
    for (let n = 1; n <= 3; n += 1) fake.write(`epoch ${n}`);
    await waitUntil(() => expect(log.length).toBe(3));
    fake.write("epoch 4", false);
    fake.write("epoch 5", false);
    fake.write("epoch 6");
    // Only the reconnect mends it (a retry after a drop would wait the 60 s of `delays`).
    await waitUntil(() => expect(log.length).toBe(6));
    expect(Array.from({ length: log.length }, (_, i) => log.line(i + 1))).toEqual(fake.lines);
    expect(fake.connections.map((connection) => connection.from)).toEqual([1, 4]);
    // A stale line of the dropped socket is not taken twice.
    fake.sendRaw(2, "epoch 2 again");
    expect(log.line(2)).toBe("epoch 2");
    follower.close();
  });

  it.each([
    [4404, "notFound"],
    [1011, "unavailable"],
    [4401, "sessionEnded"],
  ] as const)("stops on close code %i and says so (%s)", async (code, state) => {
    const states: StreamState[] = [];
    const follower = followRun(
      { socketToken: async () => ({ token: "t" }) },
      7,
      buffer(),
      { onRun: () => {}, onState: (next) => states.push(next) },
      { baseMs: 5, maxMs: 5 },
    );
    await waitUntil(() => expect(fake.connections).toHaveLength(1));
    await act(async () => fake.closeWith(code));
    await waitUntil(() => expect(states.at(-1)).toBe(state));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fake.connections).toHaveLength(1);
    expect(states.at(-1)).toBe(state);
    follower.close();
  });
});
