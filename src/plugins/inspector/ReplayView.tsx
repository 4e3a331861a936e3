import { useMemo, useState } from "react";
import { Button, ButtonGroup, Callout, H6, NumericInput, Tag } from "@blueprintjs/core";
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { replayTrace, type MachineRegistry, type MachineTrace } from "../../core/machines";
import { activeStateIds, pathFromTrace } from "../../core/replay";
import { CompareTrace } from "./CompareTrace";
import { EventList } from "./EventList";
import { inspectorText } from "./messages";
import { PathList } from "./PathList";
import { StateTree } from "./StateTree";
import { stateText, toJson } from "./traceFile";
import { unreachableText } from "./unreachableText";
import { useApply } from "./useApply";

/** The shortest path to a clicked state, shown beside the trace (which stays as it was imported). */
interface ShownPath {
  stateId: string;
  events: AnyEventObject[];
  snapshot: AnyMachineSnapshot;
  /** The first step of the trace at which the state is active, if it ever is. */
  inTrace: number | null;
}

/**
 * Replays a trace as a pure fold (no effects run): step forward and back, jump to step N; click a
 * state to see the shortest path to it (xstate/graph, made of the trace's own events) beside the
 * trace, or why it cannot be reached; compare with another trace; apply the shown state to the screen.
 */
export function ReplayView({
  machineId,
  machine,
  trace,
  registry,
}: {
  machineId: string;
  machine: AnyStateMachine;
  trace: MachineTrace;
  registry: MachineRegistry;
}) {
  const [step, setStep] = useState(0);
  const [path, setPath] = useState<ShownPath | null>(null);
  const [unreachable, setUnreachable] = useState<string | null>(null);
  const { apply, prompt, report } = useApply(registry);
  const snapshots = useMemo(() => replayTrace(machine, trace), [machine, trace]);
  const last = snapshots.length - 1;
  const current = path ? path.snapshot : snapshots[Math.min(step, last)];
  const go = (next: number) => {
    setPath(null);
    setStep(Math.max(0, Math.min(last, next)));
  };

  const jumpToState = (stateId: string) => {
    const found = pathFromTrace(machine, trace, stateId);
    if ("unreachable" in found) {
      setPath(null);
      setUnreachable(unreachableText(stateId, found.unreachable));
      return;
    }
    setUnreachable(null);
    const inTrace = snapshots.findIndex((snapshot) => activeStateIds(snapshot).has(stateId));
    setPath({
      stateId,
      events: found.events,
      snapshot: found.snapshot,
      inTrace: inTrace < 0 ? null : inTrace,
    });
  };

  const applyShown = () =>
    apply([
      {
        machineId,
        snapshot: current,
        events: path
          ? path.events.map((event) => ({ event, at: 0 }))
          : trace.events.slice(0, Math.min(step, last)),
        // What the trace recorded next settles the effects in flight (a jumped-to path has none: pending).
        after: path ? [] : trace.events.slice(Math.min(step, last)),
      },
    ]);

  return (
    <div className="ws-replay" aria-label={inspectorText("replay")}>
      <div className="ws-inspector-toolbar">
        <ButtonGroup>
          <Button
            icon="step-backward"
            aria-label={inspectorText("toStart")}
            onClick={() => go(0)}
            disabled={!path && step === 0}
          />
          <Button
            icon="chevron-left"
            aria-label={inspectorText("prev")}
            onClick={() => go(step - 1)}
            disabled={step === 0}
          />
          <Button
            icon="chevron-right"
            aria-label={inspectorText("next")}
            onClick={() => go(step + 1)}
            disabled={step >= last}
          />
          <Button
            icon="step-forward"
            aria-label={inspectorText("toEnd")}
            onClick={() => go(last)}
            disabled={!path && step >= last}
          />
        </ButtonGroup>
        <span aria-label={inspectorText("stepLabel")}>{inspectorText("stepOf", { step, last })}</span>
        <NumericInput
          aria-label={inspectorText("jumpStep")}
          min={0}
          max={last}
          value={step}
          onValueChange={(value) => Number.isFinite(value) && go(value)}
          style={{ width: 64 }}
        />
        <Tag large intent={path ? "success" : "primary"} aria-label={inspectorText("replayState")}>
          {stateText(current.value)}
        </Tag>
        <Button icon="play" intent="warning" text={inspectorText("apply")} onClick={applyShown} />
      </div>
      {unreachable && (
        <Callout intent="warning" compact role="status">
          {unreachable}
        </Callout>
      )}
      {report && (
        <Callout intent="success" compact role="status" className="ws-apply-report">
          {report.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Callout>
      )}
      <CompareTrace machine={machine} current={() => trace} />
      <div className="ws-inspector-columns">
        <section>
          <H6>{inspectorText("statesPick")}</H6>
          <StateTree machine={machine} snapshot={current} onPick={jumpToState} />
        </section>
        <section>
          <H6>{inspectorText("context")}</H6>
          <pre className="ws-json">{toJson(current.context)}</pre>
        </section>
      </div>
      <div className={path ? "ws-inspector-columns" : undefined}>
        <section>
          <H6>{inspectorText("events")}</H6>
          <EventList
            events={trace.events}
            label={inspectorText("replayEvents")}
            current={path ? undefined : step - 1}
            onPick={(index) => go(index + 1)}
          />
        </section>
        {path && (
          <PathList
            stateId={path.stateId}
            events={path.events}
            inTrace={path.inTrace}
            onGoToStep={go}
            onClose={() => setPath(null)}
          />
        )}
      </div>
      {prompt}
    </div>
  );
}
