import { useEffect, useRef, useState } from "react";
import type { TrainingRunsService } from "../shared/trainingRuns";
import type { Metrics, Run } from "./api";
import { isActive } from "./flow";

/** How often the flow asks for its runs while one is not over (status polling, as 训练任务's list). */
export const RUN_POLL_MS = 2000;

export interface RunsView {
  runs: Run[];
  /** Evaluation of each succeeded run (null: none written). */
  metrics: ReadonlyMap<number, Metrics | null>;
  loaded: boolean;
  reload: () => void;
}

/** The training task's runs (训练任务's train/list-page), polled while one is active, with their evaluations. */
export function useRuns(api: TrainingRunsService, taskId: number | null): RunsView {
  const [runs, setRuns] = useState<Run[]>([]);
  const [metrics, setMetrics] = useState<ReadonlyMap<number, Metrics | null>>(new Map());
  const [loaded, setLoaded] = useState(false);
  const [nonce, setNonce] = useState(0);
  const asked = useRef(new Set<number>());

  useEffect(() => {
    if (taskId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const list = await api.runs(taskId);
        if (!live) return;
        setRuns(list);
        setLoaded(true);
        for (const run of list)
          if (run.status === "succeeded" && !asked.current.has(run.id)) {
            asked.current.add(run.id);
            void api.metrics(run.id).then((result) => {
              if (live) setMetrics((current) => new Map(current).set(run.id, result));
            });
          }
        if (list.some((run) => isActive(run.status))) timer = setTimeout(() => void poll(), RUN_POLL_MS);
      } catch {
        if (live) setLoaded(true);
      }
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, taskId, nonce]);

  return { runs, metrics, loaded, reload: () => setNonce((n) => n + 1) };
}
