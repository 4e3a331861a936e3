import { useEffect, useRef, useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { StorageApi } from "../api";
import { storageText } from "../messages";
import { t } from "../../../core/messages";
import { followOperation, RECONNECT_DELAYS_MS, type OperationStream } from "./operationSocket";
import { OutputLines } from "./OutputLines";

export interface ExecutionDialogProps {
  api: Pick<StorageApi, "token">;
  id: number;
  onClose: () => void;
  /** Waits before each reconnect (tests shorten them). */
  reconnectDelays?: readonly number[];
}

/** Lines arriving within this time are shown together (a long pack sends thousands a second). */
const FLUSH_MS = 50;

/**
 * The live output of one operation over its websocket. A dropped connection shows 'server connection
 * error' and reconnects, resuming after the lines already shown (followOperation); 完成 closes the
 * stream (disabled while there is no output); 刷新 starts the stream again from its first line.
 */
export function ExecutionDialog({
  api,
  id,
  onClose,
  reconnectDelays = RECONNECT_DELAYS_MS,
}: ExecutionDialogProps) {
  const [lines, setLines] = useState<string[]>([]);
  const [error, setError] = useState(false);
  /** The server ended the stream with the session (SESSION_ENDED_CLOSE): said instead of the error. */
  const [sessionEnded, setSessionEnded] = useState(false);
  /** Bumped by 刷新: a new stream from the first line. */
  const [round, setRound] = useState(0);
  const stream = useRef<OperationStream | null>(null);

  useEffect(() => {
    let pending: string[] = [];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      timer = undefined;
      const arrived = pending;
      pending = [];
      setLines((shown) => shown.concat(arrived));
    };
    const current = followOperation(
      api,
      id,
      {
        onLine: (line) => {
          pending.push(line);
          timer ??= setTimeout(flush, FLUSH_MS);
        },
        onEnd: () => {},
        onError: (state) => {
          setError(true);
          if (state.sessionEnded) setSessionEnded(true);
        },
        onOpen: () => setError(false),
      },
      reconnectDelays,
    );
    stream.current = current;
    return () => {
      current.close();
      clearTimeout(timer);
    };
  }, [api, id, round, reconnectDelays]);

  return (
    <Dialog isOpen title={`${storageText("execTitle")} #${id}`} onClose={onClose} style={{ width: 760 }}>
      <DialogBody>
        {error && (
          <Callout intent="danger" role="alert">
            {storageText(sessionEnded ? "sessionEnded" : "connectionError")}
          </Callout>
        )}
        {lines.length === 0 && !error ? <p>{storageText("noOutput")}</p> : <OutputLines lines={lines} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              icon="refresh"
              text={t("action.refresh")}
              onClick={() => {
                setLines([]);
                setError(false);
                setSessionEnded(false);
                setRound((count) => count + 1);
              }}
            />
            <Button
              intent="primary"
              text={storageText("finish")}
              disabled={lines.length === 0}
              onClick={() => {
                stream.current?.close();
                onClose();
              }}
            />
          </>
        }
      />
    </Dialog>
  );
}
