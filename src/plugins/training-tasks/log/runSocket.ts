import { runSocketUrl, type Run, type RunSocketMessage } from "../api";
import type { LogBuffer } from "./logBuffer";

export type StreamState = "connecting" | "live" | "reconnecting" | "ended";

/** Waits before reconnecting: 0.5 s, doubling to at most 5 s. */
export const RETRY_DELAYS = { baseMs: 500, maxMs: 5000 };

export interface RunStreamHandlers {
  onRun: (run: Run) => void;
  onState: (state: StreamState) => void;
}

/**
 * Follows a run's log socket into `buffer`: each connection asks from the last line held + 1, so a
 * dropped socket reconnects (with a fresh token, after a growing pause) without losing or repeating a
 * line; the server's `end` stops it. `close()` stops it from the page's side.
 */
export function followRun(
  tokens: { socketToken: () => Promise<{ token: string }> },
  runId: number,
  buffer: LogBuffer,
  handlers: RunStreamHandlers,
  delays = RETRY_DELAYS,
): { close: () => void } {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let ended = false;
  let closed = false;

  const onMessage = (raw: string) => {
    const message = JSON.parse(raw) as RunSocketMessage;
    if (message.kind === "line") buffer.append(message.n, message.text);
    else if (message.kind === "run") handlers.onRun(message.run);
    else {
      ended = true;
      handlers.onState("ended");
    }
  };
  const scheduleRetry = () => {
    if (closed) return;
    handlers.onState("reconnecting");
    const delay = Math.min(delays.maxMs, delays.baseMs * 2 ** failures);
    failures += 1;
    retry = setTimeout(() => void connect(), delay);
  };
  const connect = async () => {
    if (closed) return;
    let opened: WebSocket;
    try {
      const { token } = await tokens.socketToken();
      if (closed) return;
      opened = new WebSocket(runSocketUrl(runId, token, buffer.nextLine));
    } catch {
      return scheduleRetry();
    }
    socket = opened;
    opened.onopen = () => {
      failures = 0;
      handlers.onState("live");
    };
    opened.onmessage = (event) => onMessage(String(event.data));
    opened.onclose = () => {
      if (socket === opened) socket = null;
      if (!ended && !closed) scheduleRetry();
    };
  };
  void connect();
  return {
    close: () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
