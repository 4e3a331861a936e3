import { useMemo, useState } from "react";
import { Button, ButtonGroup, Callout, H6, HTMLTable, NumericInput, Tag } from "@blueprintjs/core";
import type { AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { replayTrace, type MachineTrace } from "../../core/machines";
import { pathToState, sampleEvents } from "../../core/replay";
import { StateTree } from "./StateTree";
import { toJson } from "./traceFile";

/**
 * Replays a trace as a pure fold (no effects run): step forward and back, jump to step N, or jump
 * to any state by its shortest path from the start (xstate/graph) using the trace's own events.
 */
export function ReplayView({
  machine,
  trace: imported,
  onApply,
}: {
  machine: AnyStateMachine;
  trace: MachineTrace;
  /** Puts the shown step into the live actor of this machine, so the screen follows. */
  onApply?: (snapshot: AnyMachineSnapshot, events: MachineTrace["events"]) => void;
}) {
  const [trace, setTrace] = useState(imported);
  const [step, setStep] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const snapshots = useMemo(() => replayTrace(machine, trace), [machine, trace]);
  const last = snapshots.length - 1;
  const current = snapshots[Math.min(step, last)];
  const go = (next: number) => setStep(Math.max(0, Math.min(last, next)));

  const jumpToState = (stateId: string) => {
    const path = pathToState(machine, trace.input, stateId, sampleEvents(machine, imported));
    if (!path) {
      setNotice(`用轨迹中的事件无法到达状态 ${stateId}`);
      return;
    }
    setNotice(`经最短路径（${path.events.length} 个事件）到达 ${stateId}`);
    setTrace({ ...trace, events: path.events.map((event) => ({ event, at: 0 })) });
    setStep(path.events.length);
  };

  return (
    <div className="ws-replay" aria-label="回放">
      <div className="ws-inspector-toolbar">
        <ButtonGroup>
          <Button icon="step-backward" aria-label="回到开始" onClick={() => go(0)} disabled={step === 0} />
          <Button
            icon="chevron-left"
            aria-label="上一步"
            onClick={() => go(step - 1)}
            disabled={step === 0}
          />
          <Button
            icon="chevron-right"
            aria-label="下一步"
            onClick={() => go(step + 1)}
            disabled={step >= last}
          />
          <Button icon="step-forward" aria-label="到最后" onClick={() => go(last)} disabled={step >= last} />
        </ButtonGroup>
        <span aria-label="回放步数">
          第 {step} / {last} 步
        </span>
        <NumericInput
          aria-label="跳到第几步"
          min={0}
          max={last}
          value={step}
          onValueChange={(value) => Number.isFinite(value) && go(value)}
          style={{ width: 64 }}
        />
        <Tag large intent="primary" aria-label="回放状态">
          {JSON.stringify(current.value)}
        </Tag>
        {onApply && (
          <Button
            icon="play"
            intent="warning"
            text="应用到界面"
            onClick={() => onApply(current, trace.events.slice(0, Math.min(step, last)))}
          />
        )}
        {trace !== imported && (
          <Button
            minimal
            text="恢复导入的轨迹"
            onClick={() => (setTrace(imported), setStep(0), setNotice(null))}
          />
        )}
      </div>
      {notice && <Callout compact>{notice}</Callout>}
      <div className="ws-inspector-columns">
        <section>
          <H6>状态（点击跳转）</H6>
          <StateTree machine={machine} snapshot={current} onPick={jumpToState} />
        </section>
        <section>
          <H6>上下文</H6>
          <pre className="ws-json">{toJson(current.context)}</pre>
        </section>
      </div>
      <H6>事件</H6>
      <HTMLTable compact interactive className="ws-fill" aria-label="回放事件">
        <tbody>
          {trace.events.map((entry, index) => (
            <tr
              key={index}
              onClick={() => go(index + 1)}
              className={index + 1 === step ? "ws-row-current" : undefined}
            >
              <td>{index + 1}</td>
              <td>
                <code>{entry.event.type}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
