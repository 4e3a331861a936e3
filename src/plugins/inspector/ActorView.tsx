import { Button, ButtonGroup, H6, Tag } from "@blueprintjs/core";
import type { AnyMachineSnapshot } from "xstate";
import { redactDeep, type LiveActor, type MachineRegistry } from "../../core/machines";
import { acceptedEvents, sampleEvents } from "../../core/replay";
import { CompareTrace } from "./CompareTrace";
import { EventList } from "./EventList";
import { inspectorText } from "./messages";
import { StateTree } from "./StateTree";
import { downloadTrace, stateText, toJson } from "./traceFile";

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
        <Tag large intent="primary" aria-label={inspectorText("currentState")}>
          {stateText(snapshot.value)}
        </Tag>
        <ButtonGroup>
          <Button
            icon="export"
            text={inspectorText("exportTrace")}
            onClick={() => downloadTrace(registry.exportTrace(live.liveId))}
          />
          <Button icon="play" text={inspectorText("replayThis")} onClick={onReplay} />
        </ButtonGroup>
      </div>
      <CompareTrace machine={machine} current={() => registry.exportTrace(live.liveId)} />
      <div className="ws-inspector-columns">
        <section>
          <H6>{inspectorText("states")}</H6>
          <StateTree machine={machine} snapshot={snapshot} />
          <H6>{inspectorText("accepted")}</H6>
          <div className="ws-tags">
            {acceptedEvents(snapshot, sampleEvents(machine)).map((type) => (
              <Tag key={type} minimal>
                {type}
              </Tag>
            ))}
          </div>
        </section>
        <section>
          <H6>{inspectorText("context")}</H6>
          <pre className="ws-json">{toJson(redactDeep(snapshot.context))}</pre>
        </section>
      </div>
      <H6>{inspectorText("eventsCount", { count: live.events.length })}</H6>
      {/* A copy: the registry appends to the live log in place. */}
      <EventList events={live.events.slice()} label={inspectorText("eventLog")} showTime />
    </div>
  );
}
