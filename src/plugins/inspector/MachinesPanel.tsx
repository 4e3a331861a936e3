import { useRef, useState } from "react";
import { Button, Callout, FileInput, Menu, MenuDivider, MenuItem, NonIdealState } from "@blueprintjs/core";
import type { MachineTrace } from "../../core/machines";
import { parseTrace } from "../../core/replay";
import { useCore, useObservableValue } from "../../ui/CoreContext";
import { ActorView } from "./ActorView";
import { ReplayView } from "./ReplayView";

type Selection =
  { kind: "live"; liveId: string } | { kind: "replay"; machineId: string; trace: MachineTrace; key: number };

/** Live actors of every registered machine on the left; an actor or a replay on the right. */
export function MachinesPanel() {
  const { machines } = useCore();
  useObservableValue(machines.changes, () =>
    machines.liveActors().reduce((sum, live) => sum + live.events.length, machines.liveActors().length),
  );
  const [selection, setSelection] = useState<Selection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const replays = useRef(0);
  const live = machines.liveActors();
  const selectedLive =
    selection?.kind === "live" ? live.find((actor) => actor.liveId === selection.liveId) : undefined;

  const importTrace = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const text = await file.text();
      const { machineId } = JSON.parse(text) as { machineId?: string };
      if (!machineId || !machines.has(machineId)) throw new Error(`轨迹的状态机 ${machineId ?? "?"} 未注册`);
      const trace = parseTrace(machines.get(machineId).machine, text);
      setSelection({ kind: "replay", machineId, trace, key: ++replays.current });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="ws-inspector-split">
      <Menu className="ws-inspector-list" aria-label="运行中的状态机">
        <MenuDivider title="运行中" />
        {live.map((actor) => (
          <MenuItem
            key={actor.liveId}
            text={actor.liveId}
            label={JSON.stringify(actor.actor.getSnapshot().value)}
            active={selection?.kind === "live" && selection.liveId === actor.liveId}
            onClick={() => setSelection({ kind: "live", liveId: actor.liveId })}
          />
        ))}
        <MenuDivider title="已注册" />
        {machines.list().map((entry) => (
          <MenuItem key={entry.id} text={entry.id} label={entry.pluginId} disabled />
        ))}
      </Menu>
      <div className="ws-inspector-detail">
        <div className="ws-inspector-toolbar">
          <FileInput
            text="导入轨迹…"
            buttonText="选择"
            inputProps={{ accept: "application/json,.json", "aria-label": "导入轨迹" }}
            onInputChange={(event) => {
              const input = event.target as HTMLInputElement;
              const file = input.files?.[0];
              // Cleared, so choosing the same file again (after an error, or to start over) imports it again.
              input.value = "";
              void importTrace(file);
            }}
          />
        </div>
        {error && (
          <Callout intent="danger" role="alert">
            {error}
          </Callout>
        )}
        {selectedLive && (
          <ActorView
            live={selectedLive}
            registry={machines}
            onReplay={() =>
              setSelection({
                kind: "replay",
                machineId: selectedLive.machineId,
                trace: machines.exportTrace(selectedLive.liveId),
                key: ++replays.current,
              })
            }
          />
        )}
        {selection?.kind === "replay" && (
          <ReplayView
            key={selection.key}
            machine={machines.get(selection.machineId).machine}
            trace={selection.trace}
            onApply={
              machines.liveActors(selection.machineId)[0]
                ? (snapshot, events) => {
                    const target = machines.liveActors(selection.machineId)[0];
                    if (target) machines.restore(target.liveId, snapshot, events);
                  }
                : undefined
            }
          />
        )}
        {!selection && <NonIdealState icon="diagram-tree" title="选择一个运行中的状态机，或导入轨迹" />}
        {selection?.kind === "live" && !selectedLive && (
          <NonIdealState
            icon="stop"
            title="这个状态机已停止"
            action={<Button text="返回" onClick={() => setSelection(null)} />}
          />
        )}
      </div>
    </div>
  );
}
