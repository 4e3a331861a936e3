import { Button, ButtonGroup, H6, HTMLTable, Tag } from "@blueprintjs/core";
import type { AnyMachineSnapshot } from "xstate";
import { redactDeep, type LiveActor, type MachineRegistry } from "../../core/machines";
import { acceptedEvents, sampleEvents } from "../../core/replay";
import { StateTree } from "./StateTree";
import { downloadTrace, formatTime, toJson } from "./traceFile";

/** One live actor: current state, accepted events, context and its event log with times. */
export function ActorView({
  live,
  registry,
  onReplay,
}: {
  live: LiveActor;
  registry: MachineRegistry;
  onReplay: () => void;
}) {
  const machine = registry.get(live.machineId).machine;
  const snapshot = live.actor.getSnapshot() as AnyMachineSnapshot;
  return (
    <div className="ws-actor-view">
      <div className="ws-inspector-toolbar">
        <Tag large intent="primary" aria-label="当前状态">
          {JSON.stringify(snapshot.value)}
        </Tag>
        <ButtonGroup>
          <Button
            icon="export"
            text="导出轨迹"
            onClick={() => downloadTrace(registry.exportTrace(live.liveId))}
          />
          <Button icon="play" text="回放此轨迹" onClick={onReplay} />
        </ButtonGroup>
      </div>
      <div className="ws-inspector-columns">
        <section>
          <H6>状态</H6>
          <StateTree machine={machine} snapshot={snapshot} />
          <H6>当前可接受的事件</H6>
          <div className="ws-tags">
            {acceptedEvents(snapshot, sampleEvents(machine)).map((type) => (
              <Tag key={type} minimal>
                {type}
              </Tag>
            ))}
          </div>
        </section>
        <section>
          <H6>上下文</H6>
          <pre className="ws-json">{toJson(redactDeep(snapshot.context))}</pre>
        </section>
      </div>
      <H6>事件（{live.events.length}）</H6>
      <HTMLTable compact striped className="ws-fill" aria-label="事件日志">
        <tbody>
          {live.events.map((entry, index) => (
            <tr key={index}>
              <td className="ws-nowrap">{formatTime(entry.at)}</td>
              <td>
                <code>{entry.event.type}</code>
              </td>
              <td className="ws-json-cell">{toJson({ ...entry.event, type: undefined })}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
