import { useEffect } from "react";
import { Button, Callout, Dialog, DialogBody } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import { useConfirm } from "../../../ui/kit/list";
import type { Run, TrainingApi } from "../api";
import { LogView } from "../log/LogView";
import { useRunStream } from "../log/useRunStream";
import { trainingTasksText } from "../messages";
import { MetricsPanel } from "./MetricsPanel";
import { RunStatusTag } from "./RunStatusTag";
import { StepCurves, useRunSteps } from "./StepCurves";

/** One run: its status (the trainingRun machine), 终止, the live log and, once done, its evaluation. */
export function RunLogDialog({
  api,
  initial,
  onClose,
  onStatusChange,
}: {
  api: TrainingApi;
  initial: Run;
  onClose: () => void;
  /** The run's status changed: the lists behind the dialog ask again (最近训练 follows the log). */
  onStatusChange?: () => void;
}) {
  const { actor, buffer, run, stream } = useRunStream(api, initial.id);
  const state = useSelector(actor, (snapshot) => snapshot);
  const { ask, element } = useConfirm();
  const top = typeof state.value === "string" ? state.value : Object.keys(state.value)[0];
  const status = top as Parameters<typeof RunStatusTag>[0]["status"];
  const current = run ?? initial;
  const canTerminate = state.can({ type: "TERMINATE" });
  const steps = useRunSteps(api, initial.id);
  // The lists' refresh is stable (usePagedList): this runs once per status.
  useEffect(() => {
    if (status !== "loading") onStatusChange?.();
  }, [status, onStatusChange]);

  const terminate = async () => {
    if (await ask(trainingTasksText("confirmTerminate", { name: current.name }), { intent: "danger" }))
      actor.send({ type: "TERMINATE" });
  };

  return (
    <Dialog
      isOpen
      title={trainingTasksText("logTitle", { name: current.name })}
      onClose={onClose}
      style={{ width: 900 }}
    >
      <DialogBody>
        <div className="ws-run-head">
          <RunStatusTag status={status} />
          {top === "queued" && current.queuePosition ? (
            <span>{trainingTasksText("queuePosition", { n: current.queuePosition })}</span>
          ) : null}
          {state.context.reason && (
            <span>{trainingTasksText("reason", { reason: state.context.reason })}</span>
          )}
          <span className="ws-run-stream">{trainingTasksText(stream)}</span>
          <Button
            size="small"
            intent="danger"
            text={trainingTasksText("terminate")}
            disabled={!canTerminate}
            onClick={() => void terminate()}
          />
        </div>
        {state.context.terminateError && <Callout intent="danger">{state.context.terminateError}</Callout>}
        <LogView buffer={buffer} label={trainingTasksText("log")} />
        {steps.length > 0 && (
          <section aria-label={trainingTasksText("curves")}>
            <h4>{trainingTasksText("curves")}</h4>
            <StepCurves
              series={[{ name: current.name, steps }]}
              emptyText={trainingTasksText("curvesWaiting")}
            />
          </section>
        )}
        {top === "succeeded" && <MetricsPanel api={api} runId={current.id} />}
        {top === "succeeded" && current.remoteCheckpointPath && (
          <p>
            {trainingTasksText("checkpoint")}: {current.remoteCheckpointPath}
          </p>
        )}
      </DialogBody>
      {element}
    </Dialog>
  );
}
