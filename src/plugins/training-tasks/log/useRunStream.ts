import { useEffect, useMemo, useState } from "react";
import { fromPromise } from "xstate";
import {
  statusEvent,
  TRAINING_RUN_MACHINE_ID,
  trainingRunMachine,
} from "../../../machines/trainingRun.machine";
import { useCore } from "../../../ui/CoreContext";
import { runSocketUrl, type Run, type RunSocketMessage, type TrainingApi } from "../api";
import { LogBuffer } from "./logBuffer";

export type StreamState = "connecting" | "live" | "reconnecting" | "ended";

/** Waits before reconnecting: 0.5 s, doubling to at most 5 s. */
const RETRY_BASE_MS = 500;
const RETRY_MAX_MS = 5000;

/**
 * One run on screen: its `trainingRun` machine (started through the core, so the inspector records it;
 * 终止 is its TERMINATE) fed by the run's log socket, and the log's lines in a LogBuffer. A dropped
 * socket reconnects from the last line held + 1, so no line is lost or shown twice.
 */
export function useRunStream(api: TrainingApi, runId: number) {
  const core = useCore();
  const [buffer] = useState(() => new LogBuffer());
  const [run, setRun] = useState<Run | null>(null);
  const [stream, setStream] = useState<StreamState>("connecting");
  const actor = useMemo(
    () =>
      core.machines.start<typeof trainingRunMachine>(TRAINING_RUN_MACHINE_ID, {
        input: { runId },
        implement: (machine) =>
          machine.provide({
            actors: {
              terminateRun: fromPromise(async ({ input }: { input: { runId: number } }) => {
                await api.terminate(input.runId);
              }),
            },
          }),
      }),
    [core, api, runId],
  );

  useEffect(() => {
    actor.start();
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let ended = false;
    let disposed = false;

    const onMessage = (raw: string) => {
      const message = JSON.parse(raw) as RunSocketMessage;
      if (message.kind === "line") buffer.append(message.n, message.text);
      else if (message.kind === "run") {
        setRun(message.run);
        actor.send(statusEvent(message.run.status, message.run.reason));
      } else {
        ended = true;
        setStream("ended");
      }
    };
    const connect = async () => {
      if (disposed) return;
      try {
        const { token } = await api.socketToken();
        if (disposed) return;
        socket = new WebSocket(runSocketUrl(runId, token, buffer.nextLine));
      } catch {
        return scheduleRetry();
      }
      socket.onopen = () => {
        failures = 0;
        setStream("live");
      };
      socket.onmessage = (event) => onMessage(String(event.data));
      socket.onclose = () => {
        socket = null;
        if (!ended && !disposed) scheduleRetry();
      };
    };
    const scheduleRetry = () => {
      if (disposed) return;
      setStream("reconnecting");
      const delay = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** failures);
      failures += 1;
      retry = setTimeout(() => void connect(), delay);
    };
    void connect();
    return () => {
      disposed = true;
      clearTimeout(retry);
      socket?.close();
      actor.stop();
    };
  }, [actor, api, buffer, runId]);

  return { actor, buffer, run, stream };
}
