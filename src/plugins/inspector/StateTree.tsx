import { Tag } from "@blueprintjs/core";
import type { AnyMachineSnapshot, AnyStateMachine } from "xstate";
import { activeStateIds, stateNodes } from "../../core/replay";
import { inspectorText } from "./messages";

/** The machine's states as an indented tree, the current ones highlighted; a click may jump. */
export function StateTree({
  machine,
  snapshot,
  onPick,
}: {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  onPick?: (stateId: string) => void;
}) {
  const active = activeStateIds(snapshot);
  return (
    <ul className="ws-state-tree" aria-label={inspectorText("stateTree")}>
      {stateNodes(machine).map((node) => (
        <li
          key={node.id}
          style={{ paddingLeft: node.depth * 14 }}
          data-active={active.has(node.id) || undefined}
        >
          <Tag
            minimal={!active.has(node.id)}
            intent={active.has(node.id) ? "primary" : "none"}
            interactive={Boolean(onPick)}
            onClick={onPick ? () => onPick(node.id) : undefined}
            title={onPick ? inspectorText("jumpTo", { state: node.id }) : node.id}
          >
            {node.key}
          </Tag>
        </li>
      ))}
    </ul>
  );
}
