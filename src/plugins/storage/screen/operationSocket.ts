import { operationSocketUrl, type OperationRecord, type StorageApi } from "../api";
import { STORAGE } from "../../../core/config";

/** Opens the live output of an operation: `onLine` per line, `onEnd` when the server closes it. */
export async function openOperationSocket(
  api: StorageApi,
  id: number,
  handlers: { onLine: (line: string) => void; onEnd: () => void; onError: () => void },
): Promise<WebSocket> {
  const token = await api.token();
  const socket = new WebSocket(operationSocketUrl(id, token));
  let failed = false;
  socket.onmessage = (message) => handlers.onLine(String(message.data));
  socket.onerror = () => {
    failed = true;
    handlers.onError();
  };
  socket.onclose = () => {
    if (!failed) handlers.onEnd();
  };
  return socket;
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
      openOperationSocket(api, id, { onLine: () => {}, onEnd: resolve, onError: resolve }).catch(() => resolve());
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
