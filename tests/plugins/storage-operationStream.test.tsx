import { STORAGE_API } from "../../src/contracts/storage";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Server, WebSocket as MockWebSocket, type Client } from "mock-socket";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SESSION_ENDED_CLOSE } from "../../src/contracts/sessionSockets";
import { ExecutionDialog } from "../../src/plugins/storage/screen/ExecutionDialog";
import { followOperation, type OperationStream } from "../../src/plugins/storage/screen/operationSocket";
import { waitUntil } from "../support/budgets";

/**
 * The live output of a storage operation (storage spec §4 "Long operations") against a mock-socket
 * server that plays the reference server's stream: it sends the lines after `?from=`, closes with 1000
 * when the operation ends, and can drop the connection with lines still in flight.
 */
const ID = 7;
const URL_OF_STREAM = `ws://${window.location.host}${STORAGE_API.storageOpt}/${ID}`;

class FakeOperation {
  /** Everything the operation printed, in order. */
  readonly output: string[] = [];
  readonly connections: { token: string | null; from: number }[] = [];
  private readonly server = new Server(URL_OF_STREAM);
  private live: Client | null = null;

  constructor() {
    this.server.on("connection", (socket) => {
      const query = new URL(socket.url).searchParams;
      const from = Number(query.get("from") ?? 0);
      this.connections.push({ token: query.get("token"), from });
      this.live = socket;
      for (const line of this.output.slice(from)) socket.send(line);
    });
  }

  /** Lines printed and delivered. */
  print(...lines: string[]) {
    this.output.push(...lines);
    for (const line of lines) this.live?.send(line);
  }

  /** Lines printed while the connection was already gone: they never reached the client. */
  printUndelivered(...lines: string[]) {
    this.output.push(...lines);
  }

  /** The connection drops without the server's end (a proxy timeout, the network). */
  drop() {
    this.live?.close({ code: 1006, reason: "connection lost", wasClean: false });
    this.live = null;
  }

  end() {
    this.live?.close({ code: 1000, reason: "end", wasClean: true });
    this.live = null;
  }

  /** The server refuses the stream (4404: no such operation of this user). */
  refuse(code: number) {
    this.live?.close({ code, reason: "operation not found", wasClean: true });
    this.live = null;
  }

  stop() {
    this.server.stop();
  }
}

/** The storage API as the stream uses it: a fresh token for each connection. */
function tokens() {
  let issued = 0;
  return { token: vi.fn(async () => `token-${++issued}`) };
}

let operation: FakeOperation;
/** Streams a test opened, closed after it (a failed test must not leave one reconnecting). */
const streams: OperationStream[] = [];
const follow = (...args: Parameters<typeof followOperation>) => {
  const stream = followOperation(...args);
  streams.push(stream);
  return stream;
};
beforeEach(() => {
  vi.stubGlobal("WebSocket", MockWebSocket);
  operation = new FakeOperation();
});
afterEach(() => {
  cleanup();
  for (const stream of streams.splice(0)) stream.close();
  operation.stop();
  vi.unstubAllGlobals();
});

const lines = (from: number, to: number, prefix = "a pack/f") =>
  Array.from({ length: to - from }, (_, index) => `${prefix}${from + index}.txt`);

describe("followOperation (the websocket of an operation's output)", () => {
  it("reconnects after a drop, resuming after the lines it has: none lost, none twice", async () => {
    const received: string[] = [];
    const errors: boolean[] = [];
    const onEnd = vi.fn();
    const api = tokens();
    follow(
      api,
      ID,
      { onLine: (line) => received.push(line), onEnd, onError: ({ retrying }) => errors.push(retrying) },
      [10, 10, 10],
    );
    await waitUntil(() => expect(operation.connections).toHaveLength(1));
    operation.print(...lines(0, 5));
    operation.printUndelivered(...lines(5, 8));
    operation.drop();
    await waitUntil(() => expect(errors).toEqual([true]));

    await waitUntil(() => expect(operation.connections).toHaveLength(2));
    await waitUntil(() => expect(received).toHaveLength(8));
    operation.print(...lines(8, 10), "操作成功");
    operation.end();

    await waitUntil(() => expect(onEnd).toHaveBeenCalledTimes(1));
    expect(received).toEqual(operation.output);
    expect(new Set(received).size).toBe(received.length);
    expect(operation.connections).toEqual([
      { token: "token-1", from: 0 },
      { token: "token-2", from: 5 },
    ]);
    expect(onEnd).toHaveBeenCalledTimes(1);
    // The end is final: no third connection.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(operation.connections).toHaveLength(2);
  });

  it("survives several drops in a row, the count carried through each", async () => {
    const received: string[] = [];
    follow(
      tokens(),
      ID,
      { onLine: (line) => received.push(line), onEnd: vi.fn(), onError: vi.fn() },
      [5, 5, 5],
    );
    for (let round = 0; round < 4; round += 1) {
      await waitUntil(() => expect(operation.connections).toHaveLength(round + 1));
      operation.print(...lines(round * 3, round * 3 + 2));
      operation.printUndelivered(...lines(round * 3 + 2, round * 3 + 3));
      operation.drop();
    }
    await waitUntil(() => expect(operation.connections).toHaveLength(5));
    operation.end();
    await waitUntil(() => expect(received).toEqual(operation.output));
    expect(operation.connections.map((connection) => connection.from)).toEqual([0, 2, 5, 8, 11]);
  });

  it("gives up after the last delay of one outage, and stops for good on the server's refusal", async () => {
    const errors: boolean[] = [];
    follow(
      tokens(),
      ID,
      { onLine: vi.fn(), onEnd: vi.fn(), onError: ({ retrying }) => errors.push(retrying) },
      [5, 5],
    );
    await waitUntil(() => expect(operation.connections).toHaveLength(1));
    operation.stop();
    operation.drop();
    await waitUntil(() => expect(errors).toEqual([true, true, false]));

    const refused: boolean[] = [];
    operation = new FakeOperation();
    const stream = follow(
      tokens(),
      ID,
      { onLine: vi.fn(), onEnd: vi.fn(), onError: ({ retrying }) => refused.push(retrying) },
      [5],
    );
    await waitUntil(() => expect(operation.connections).toHaveLength(1));
    operation.refuse(4404);
    await waitUntil(() => expect(refused).toEqual([false]));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(operation.connections).toHaveLength(1);
    stream.close();
  });
});

describe("the execution-detail dialog", () => {
  it("shows the output live; a drop shows 'server connection error' until it has reconnected, with every line once", async () => {
    render(<ExecutionDialog api={tokens()} id={ID} onClose={vi.fn()} reconnectDelays={[10, 10]} />);
    expect(screen.getByText("暂无输出")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "完成" })).toBeDisabled();
    await waitUntil(() => expect(operation.connections).toHaveLength(1));

    act(() => operation.print(...lines(0, 4)));
    const output = await screen.findByTestId("storage-output");
    await waitFor(() => expect(output).toHaveTextContent(lines(0, 4).join("")));
    expect(screen.getByRole("button", { name: "完成" })).toBeEnabled();

    act(() => {
      operation.printUndelivered(...lines(4, 6));
      operation.drop();
    });
    expect(await screen.findByText("服务器连接错误")).toBeInTheDocument();
    await waitUntil(() => expect(operation.connections).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText("服务器连接错误")).not.toBeInTheDocument());
    act(() => {
      operation.print(...lines(6, 9), "操作成功");
      operation.end();
    });
    await waitFor(() =>
      expect([...output.querySelectorAll(".ws-storage-line")].map((line) => line.textContent)).toEqual(
        operation.output,
      ),
    );
    expect(operation.connections[1]).toEqual({ token: "token-2", from: 4 });
  });

  it("says the session ended when the server closes the stream with 4401, and does not reconnect", async () => {
    render(<ExecutionDialog api={tokens()} id={ID} onClose={vi.fn()} reconnectDelays={[10, 10]} />);
    await waitUntil(() => expect(operation.connections).toHaveLength(1));
    act(() => operation.print(...lines(0, 2)));
    const output = await screen.findByTestId("storage-output");
    await waitFor(() => expect(output).toHaveTextContent(lines(0, 2).join("")));
    act(() => operation.refuse(SESSION_ENDED_CLOSE.code));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "登录已失效（已退出、账号被禁用或密码已修改），实时输出已停止，请重新登录",
    );
    expect(screen.queryByText("服务器连接错误")).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(operation.connections).toHaveLength(1);
    expect(output).toHaveTextContent(lines(0, 2).join(""));
  });

  it("刷新 reads the stream again from its first line; closing the dialog closes the socket for good", async () => {
    const { unmount } = render(
      <ExecutionDialog api={tokens()} id={ID} onClose={vi.fn()} reconnectDelays={[10]} />,
    );
    await waitUntil(() => expect(operation.connections).toHaveLength(1));
    act(() => operation.print("第一行", "第二行"));
    const output = await screen.findByTestId("storage-output");
    await waitFor(() => expect(output).toHaveTextContent("第一行第二行"));

    fireEvent.click(screen.getByRole("button", { name: "刷新" }));
    await waitUntil(() => expect(operation.connections).toHaveLength(2));
    expect(operation.connections[1]).toEqual({ token: "token-2", from: 0 });
    await waitFor(() =>
      expect(
        [...screen.getByTestId("storage-output").querySelectorAll(".ws-storage-line")].map(
          (line) => line.textContent,
        ),
      ).toEqual(["第一行", "第二行"]),
    );

    unmount();
    operation.drop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(operation.connections).toHaveLength(2);
  });
});
