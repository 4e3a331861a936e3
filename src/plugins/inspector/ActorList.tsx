import { Button, Menu, MenuDivider, MenuItem } from "@blueprintjs/core";
import type { MachineRegistry } from "../../core/machines";
import { inspectorText } from "./messages";
import { stateText } from "./traceFile";

/** The actor's name and its state; a long state is cut with an ellipsis (full text on hover), never the name. */
function ActorLabel({ name, state }: { name: string; state: string }) {
  return (
    <span className="ws-actor-item">
      <span className="ws-actor-name">{name}</span>
      <span className="ws-actor-state" title={state}>
        {state}
      </span>
    </span>
  );
}

/** 运行中 (live actors, by name with their state), 等待启动 (queued restores) and 已注册 (machines). */
export function ActorList({
  registry,
  selected,
  onSelect,
}: {
  registry: MachineRegistry;
  selected: string | null;
  onSelect: (liveId: string) => void;
}) {
  const pending = registry.pendingRestores();
  return (
    <Menu className="ws-inspector-list" aria-label={inspectorText("runningList")}>
      <MenuDivider title={inspectorText("running")} />
      {registry.liveActors().map((actor) => (
        <MenuItem
          key={actor.liveId}
          text={<ActorLabel name={actor.liveId} state={stateText(actor.actor.getSnapshot().value)} />}
          active={selected === actor.liveId}
          onClick={() => onSelect(actor.liveId)}
        />
      ))}
      {pending.length > 0 && <MenuDivider title={inspectorText("waiting")} />}
      {pending.map((entry) => (
        <MenuItem
          key={entry.machineId}
          text={<ActorLabel name={entry.machineId} state={stateText(entry.value)} />}
          labelElement={
            <Button
              small
              minimal
              icon="cross"
              aria-label={inspectorText("cancelWaiting", { machine: entry.machineId })}
              onClick={(event) => {
                event.stopPropagation();
                registry.cancelPending(entry.machineId);
              }}
            />
          }
        />
      ))}
      <MenuDivider title={inspectorText("registered")} />
      {registry.list().map((entry) => (
        <MenuItem key={entry.id} text={entry.id} label={entry.pluginId} disabled />
      ))}
    </Menu>
  );
}
