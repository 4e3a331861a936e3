import { STORAGE } from "../../../contracts/storage";
import { operationSocketUrl, type OperationRecord, type StorageApi } from "../api";
import { SESSION_ENDED_CLOSE } from "../../../contracts/sessionSockets";

/**
 * An operation's live output over its websocket (storage spec §4 "Long operations"), kept whole across
 * dropped connections: a socket that closes without the server's end (code 1000) reconnects with a
 * fresh storage token and `?from=` the number of lines already received, so the server sends only the
 * rest: no line lost, none twice. A refusal (close codes 4000 and up: not found, bad request) ends it.
 *
 *   const stream = followOperation(api, id, {
 *     onLine: (line) => lines.push(line),
 *     onEnd: () => {},                         // the operation has ended
 *     onError: ({ retrying }) => showError(),  // 'server connection error'; retrying: a reconnect follows
 *     onOpen: () => hideError(),               // connected (again)
 *   });
 *   stream.close();                            // the dialog went: no reconnect
 */

export interface OperationStreamHandlers {
  onLine: (line: string) => void;
  /** The server closed the stream: the operation has ended (all lines were sent). */
  onEnd: () => void;
  /**
   * The connection failed or dropped; `retrying` when a reconnect is on its way; `sessionEnded` when
   * the server closed it because the session ended (SESSION_ENDED_CLOSE: no retry).
   */
  onError: (state: { retrying: boolean; sessionEnded?: boolean }) => void;
  /** Connected (again). */
  onOpen?: () => void;
}

export interface OperationStream {
  close(): void;
}

/** Waits before each reconnect of one outage; after the last, the stream gives up (刷新 starts again). */
export const RECONNECT_DELAYS_MS = [500, 1000, 2000, 4000, 8000];

/** The close code the server ends a finished stream with. */
const END = 1000;
/** Close codes from 4000 are the server's refusals (4404 not found, 4400 bad request): no retry. */
const REFUSED = 4000;

export function followOperation(
  api: Pick<StorageApi, "token">,
  id: number,
  handlers: OperationStreamHandlers,
  delays: readonly number[] = RECONNECT_DELAYS_MS,
): OperationStream {
  let received = 0;
  let attempt = 0;
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** After a drop or a failed connection; `reported` when the socket's error event already said so. */
  const dropped = (reported = false) => {
    const delay = delays[attempt];
    const retrying = !stopped && delay !== undefined;
    if (!reported) handlers.onError({ retrying });
    if (!retrying) {
      stopped = true;
      return;
    }
    attempt += 1;
    timer = setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    let token: string;
    try {
      token = await api.token();
    } catch {
      if (!stopped) dropped();
      return;
    }
    if (stopped) return;
    const current = new WebSocket(operationSocketUrl(id, token, received));
    socket = current;
    // Only an opened socket closed cleanly is the end: a failed handshake closes too (with 1006 in a
    // browser, with 1000 in some socket stand-ins), after an error.
    let opened = false;
    let failed = false;
    current.onopen = () => {
      opened = true;
      attempt = 0;
      handlers.onOpen?.();
    };
    current.onerror = () => {
      if (failed || stopped || socket !== current) return;
      failed = true;
      handlers.onError({ retrying: delays[attempt] !== undefined });
    };
    current.onmessage = (message: MessageEvent) => {
      received += 1;
      handlers.onLine(String(message.data));
    };
    current.onclose = (event: CloseEvent) => {
      if (stopped || socket !== current) return;
      socket = null;
      if (event.code === END && opened && !failed) {
        stopped = true;
        handlers.onEnd();
      } else if (event.code >= REFUSED) {
        stopped = true;
        handlers.onError({ retrying: false, sessionEnded: event.code === SESSION_ENDED_CLOSE.code });
      } else dropped(failed);
    };
  };

  void connect();
  return {
    close() {
      stopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until a long operation has ended: over its websocket stream (storage spec §4), or by asking
 * the records when no stream can be opened (tests, a proxy without websockets). Returns its record.
 */
export async function waitForOperation(api: StorageApi, id: number): Promise<OperationRecord | undefined> {
  const useSocket = typeof WebSocket !== "undefined" && import.meta.env.MODE !== "test";
  if (useSocket) {
    await new Promise<void>((resolve) => {
      followOperation(api, id, {
        onLine: () => {},
        onEnd: resolve,
        onError: ({ retrying }) => {
          if (!retrying) resolve();
        },
      });
    });
  }
  for (let attempt = 0; attempt < 100; attempt++) {
    const record = (await api.records().catch(() => ({ spec: [] as OperationRecord[] }))).spec.find(
      (entry) => entry.id === id,
    );
    if (!record || record.status !== STORAGE.opStatus.running) return record;
    await sleep(attempt < 10 ? 100 : 500);
  }
  return undefined;
}
