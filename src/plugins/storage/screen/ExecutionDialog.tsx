import { useCallback, useEffect, useRef, useState } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { StorageApi } from "../api";
import { st } from "../messages";
import { openOperationSocket } from "./operationSocket";
import { OutputLines } from "./OutputLines";
import { t } from "../../../core/messages";

export interface ExecutionDialogProps {
  api: StorageApi;
  id: number;
  onClose: () => void;
}

/**
 * The live output of one operation over its websocket. 完成 closes the stream (disabled while there is
 * no output); 刷新 reconnects; a socket error shows 'server connection error'.
 */
export function ExecutionDialog({ api, id, onClose }: ExecutionDialogProps) {
  const [lines, setLines] = useState<string[]>([]);
  const [error, setError] = useState(false);
  const socket = useRef<WebSocket | null>(null);

  const disconnect = () => {
    const current = socket.current;
    socket.current = null;
    if (current) {
      current.onmessage = null;
      current.onerror = null;
      current.onclose = null;
      current.close();
    }
  };

  const connect = useCallback(() => {
    disconnect();
    let cancelled = false;
    openOperationSocket(api, id, {
      onLine: (line) => !cancelled && setLines((previous) => [...previous, line]),
      onEnd: () => {},
      onError: () => !cancelled && setError(true),
    })
      .then((opened) => {
        if (cancelled) opened.close();
        else socket.current = opened;
      })
      .catch(() => !cancelled && setError(true));
    return () => {
      cancelled = true;
    };
  }, [api, id]);

  useEffect(() => {
    const cancel = connect();
    return () => {
      cancel();
      disconnect();
    };
  }, [connect]);

  const finish = () => {
    disconnect();
    onClose();
  };

  return (
    <Dialog isOpen title={`${st("execTitle")} #${id}`} onClose={finish} style={{ width: 760 }}>
      <DialogBody>
        {error && <Callout intent="danger">{st("connectionError")}</Callout>}
        {lines.length === 0 && !error ? <p>{st("noOutput")}</p> : <OutputLines lines={lines} />}
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
                connect();
              }}
            />
            <Button intent="primary" text={st("finish")} disabled={lines.length === 0} onClick={finish} />
          </>
        }
      />
    </Dialog>
  );
}
