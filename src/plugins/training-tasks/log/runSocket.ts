import { SESSION_ENDED_CLOSE } from "../../../contracts/sessionSockets";
import { runSocketUrl, type Run, type RunSocketMessage } from "../api";
import type { LogBuffer } from "./logBuffer";

/**
 * `notFound`, `unavailable` and `sessionEnded`: the server closed with 4404 / 1011 / 4401 (the
 * session ended: signed out, disabled, password changed), and asking again would not help.
 */
export type StreamState =
  "connecting" | "live" | "reconnecting" | "ended" | "notFound" | "unavailable" | "sessionEnded";

/** The log socket's close codes after which it is not opened again (server/training-tasks/trainRoutes.ts). */
export const FINAL_CLOSE_CODES: Record<number, StreamState> = {
  4404: "notFound",
  1011: "unavailable",
  [SESSION_ENDED_CLOSE.code]: "sessionEnded",
};

/** Waits before reconnecting: 0.5 s, doubling to at most 5 s. */
export const RETRY_DELAYS = { baseMs: 500, maxMs: 5000 };

export interface RunStreamHandlers {
  onRun: (run: Run) => void;
  onState: (state: StreamState) => void;
}

/**
 * Follows a run's log socket into `buffer`: each connection asks from the last line held + 1, so a
 * dropped socket reconnects (with a fresh token, after a growing pause) without losing or repeating a
 * line. A line beyond the next one (a gap: the buffer refuses it) drops that socket and asks again at
 * once from the last line held + 1. The server's `end` stops it; so does a close with 4404 (no such
 * run) or 1011 (its log cannot be read), saying which. `close()` stops it from the page's side.
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

  /** Takes one message; false when its line leaves a gap (the buffer refused it). */
  const onMessage = (raw: string): boolean => {
    const message = JSON.parse(raw) as RunSocketMessage;
    if (message.kind === "line") return buffer.append(message.n, message.text);
    if (message.kind === "run") handlers.onRun(message.run);
    else {
      ended = true;
      handlers.onState("ended");
    }
    return true;
  };
  const scheduleRetry = (delay = Math.min(delays.maxMs, delays.baseMs * 2 ** failures)) => {
    if (closed) return;
    handlers.onState("reconnecting");
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
    let gap = false;
    opened.onopen = () => {
      failures = 0;
      handlers.onState("live");
    };
    opened.onmessage = (event) => {
      // After a gap nothing more of this socket is taken (not even its `end`): the next one resends.
      if (gap || socket !== opened) return;
      if (onMessage(String(event.data))) return;
      gap = true;
      socket = null;
      opened.close();
      scheduleRetry(0);
    };
    opened.onclose = (event) => {
      if (gap) return;
      if (socket === opened) socket = null;
      if (ended || closed) return;
      const final = FINAL_CLOSE_CODES[event.code];
      if (final) {
        ended = true;
        handlers.onState(final);
      } else scheduleRetry();
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
