import { Button, Callout, H6 } from "@blueprintjs/core";
import type { AnyEventObject } from "xstate";
import { inspectorText } from "./messages";

/** The shortest path to a clicked state, beside the trace: its events from the trace's start. */
export function PathList({
  stateId,
  events,
  inTrace,
  onGoToStep,
  onClose,
}: {
  stateId: string;
  events: AnyEventObject[];
  inTrace: number | null;
  onGoToStep: (step: number) => void;
  onClose: () => void;
}) {
  return (
    <section className="ws-path" aria-label={inspectorText("pathTitle")}>
      <H6>{inspectorText("pathTitle")}</H6>
      <Callout compact intent="success" role="status">
        {inspectorText("pathReached", { count: events.length, state: stateId })}
      </Callout>
      <ol className="ws-path-steps" start={0}>
        <li className="bp6-text-muted">{inspectorText("pathStart")}</li>
        {events.map((event, index) => (
          <li key={index}>
            <code>{event.type}</code>
          </li>
        ))}
      </ol>
      <div className="ws-inspector-toolbar">
        {inTrace !== null && (
          <>
            <span>{inspectorText("pathInTrace", { step: inTrace })}</span>
            <Button
              small
              text={inspectorText("goToStep", { step: inTrace })}
              onClick={() => onGoToStep(inTrace)}
            />
          </>
        )}
        <Button small minimal text={inspectorText("backToTrace")} onClick={onClose} />
      </div>
    </section>
  );
}
