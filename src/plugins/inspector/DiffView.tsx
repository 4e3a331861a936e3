import { Button, Callout, HTMLTable } from "@blueprintjs/core";
import type { DiffSide, TraceDiff } from "../../core/traceDiff";
import { inspectorText } from "./messages";
import { stateText, toJson } from "./traceFile";

const eventCell = (side: DiffSide) =>
  side.event ? (
    <>
      <code>{side.event.type}</code>
      <pre className="ws-json">{toJson({ ...side.event, type: undefined })}</pre>
    </>
  ) : (
    <span className="bp6-text-muted">{inspectorText("diffEnded")}</span>
  );

/** Two traces of one machine side by side at the first event where they part. */
export function DiffView({
  diff,
  rightName,
  onClose,
}: {
  diff: TraceDiff;
  rightName: string;
  onClose: () => void;
}) {
  return (
    <section className="ws-diff" aria-label={inspectorText("diffTitle")}>
      <div className="ws-inspector-toolbar">
        <strong>{inspectorText("diffTitle")}</strong>
        <Button small minimal icon="cross" text={inspectorText("closeDiff")} onClick={onClose} />
      </div>
      {diff.same ? (
        <Callout intent="success" compact role="status">
          {inspectorText("diffSame", { count: diff.length })}
        </Callout>
      ) : (
        <>
          <Callout intent="warning" compact role="status">
            {diff.index === 0 ? inspectorText("diffAtStart") : inspectorText("diffAt", { index: diff.index })}
          </Callout>
          <HTMLTable compact bordered className="ws-fill" aria-label={inspectorText("diffTitle")}>
            <thead>
              <tr>
                <th />
                <th>{inspectorText("diffLeft")}</th>
                <th>{inspectorText("diffRight", { name: rightName })}</th>
              </tr>
            </thead>
            <tbody>
              {diff.index > 0 && (
                <tr>
                  <th>{inspectorText("diffEvent")}</th>
                  <td>{eventCell(diff.left)}</td>
                  <td>{eventCell(diff.right)}</td>
                </tr>
              )}
              <tr>
                <th>{inspectorText("diffState")}</th>
                <td>
                  <code>{stateText(diff.left.value)}</code>
                </td>
                <td>
                  <code>{stateText(diff.right.value)}</code>
                </td>
              </tr>
            </tbody>
          </HTMLTable>
        </>
      )}
    </section>
  );
}
