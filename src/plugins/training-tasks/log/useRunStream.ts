import { useEffect, useMemo, useState } from "react";
import { fromPromise } from "xstate";
import {
  statusEvent,
  TRAINING_RUN_MACHINE_ID,
  trainingRunMachine,
} from "../../../machines/trainingRun.machine";
import { useCore } from "../../../ui/CoreContext";
import type { Run, TrainingApi } from "../api";
import { LogBuffer } from "./logBuffer";
import { followRun, type StreamState } from "./runSocket";

export type { StreamState };

/**
 * One run on screen: its `trainingRun` machine (started through the core, so the inspector records it;
 * 终止 is its TERMINATE) fed by the run's log socket (followRun), and the log's lines in a LogBuffer.
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
    const follower = followRun(api, runId, buffer, {
      onRun: (next) => {
        setRun(next);
        actor.send(statusEvent(next.status, next.reason));
      },
      onState: setStream,
    });
    return () => {
      follower.close();
      actor.stop();
    };
  }, [actor, api, buffer, runId]);

  return { actor, buffer, run, stream };
}
