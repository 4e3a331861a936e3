import { t } from "../../core/messages";
import { useRef, useState } from "react";
import { Button, Callout, FileInput, NonIdealState } from "@blueprintjs/core";
import { checkBundle, exportBundle, isBundle, readBundle, type SessionBundle } from "../../core/bundle";
import type { MachineTrace } from "../../core/machines";
import { parseTrace } from "../../core/replay";
import { replayText } from "../../core/replayMessages";
import { useCore, useObservableValue } from "../../ui/CoreContext";
import { ActorList } from "./ActorList";
import { ActorView } from "./ActorView";
import { lookupIn } from "./applyBundle";
import { BundleView } from "./BundleView";
import { inspectorText } from "./messages";
import { ReplayView } from "./ReplayView";
import { downloadJson, readFileText } from "./traceFile";

type Selection =
  | { kind: "live"; liveId: string }
  | { kind: "replay"; machineId: string; trace: MachineTrace; key: number }
  | { kind: "bundle"; bundle: SessionBundle; key: number };

/**
 * Live actors of every registered machine on the left; an actor, a replay or an imported session on
 * the right. 导入 reads a trace or a session bundle; 导出会话 saves every live actor's trace in one file.
 */
export function MachinesPanel() {
  const core = useCore();
  const { machines } = core;
  useObservableValue(machines.changes, () => machines.version);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const keys = useRef(0);
  const selectedLive =
    selection?.kind === "live"
      ? machines.liveActors().find((actor) => actor.liveId === selection.liveId)
      : undefined;

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      const text = await readFileText(file);
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        throw new Error(replayText("badJson"));
      }
      if (isBundle(parsed)) {
        const bundle = readBundle(parsed);
        checkBundle(bundle, lookupIn(machines));
        setSelection({ kind: "bundle", bundle, key: ++keys.current });
        return;
      }
      const machineId = (parsed as { machineId?: string } | null)?.machineId;
      if (!machineId || !machines.has(machineId))
        throw new Error(replayText("unknownMachine", { machine: machineId ?? "?" }));
      const trace = parseTrace(machines.get(machineId).machine, text);
      setSelection({ kind: "replay", machineId, trace, key: ++keys.current });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  const exportSession = () => {
    const user = core.session.snapshot.user;
    const bundle = exportBundle(machines, {
      build: __APP_VERSION__,
      route: location.hash.replace(/^#/, "") || "/",
      user: user ? { account: user.userName, name: user.displayName, codes: [...user.resource] } : null,
      now: Date.now(),
    });
    downloadJson(`session-${bundle.exportedAt}.bundle.json`, bundle);
  };

  return (
    <div className="ws-inspector-split">
      <ActorList
        registry={machines}
        selected={selection?.kind === "live" ? selection.liveId : null}
        onSelect={(liveId) => setSelection({ kind: "live", liveId })}
      />
      <div className="ws-inspector-detail">
        <div className="ws-inspector-toolbar">
          <FileInput
            text={inspectorText("importFile")}
            buttonText={inspectorText("choose")}
            inputProps={{ accept: "application/json,.json", "aria-label": inspectorText("importLabel") }}
            onInputChange={(event) => {
              const input = event.target as HTMLInputElement;
              const file = input.files?.[0];
              // Cleared, so choosing the same file again (after an error, or to start over) imports it again.
              input.value = "";
              void importFile(file);
            }}
          />
          <Button icon="archive" text={inspectorText("exportSession")} onClick={exportSession} />
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
                key: ++keys.current,
              })
            }
          />
        )}
        {selection?.kind === "replay" && (
          <ReplayView
            key={selection.key}
            machineId={selection.machineId}
            machine={machines.get(selection.machineId).machine}
            trace={selection.trace}
            registry={machines}
          />
        )}
        {selection?.kind === "bundle" && (
          <BundleView
            key={selection.key}
            bundle={selection.bundle}
            registry={machines}
            onReplay={(index) => {
              const entry = selection.bundle.machines[index];
              setSelection({
                kind: "replay",
                machineId: entry.machineId,
                trace: entry.trace,
                key: ++keys.current,
              });
            }}
          />
        )}
        {!selection && <NonIdealState icon="diagram-tree" title={inspectorText("pickActor")} />}
        {selection?.kind === "live" && !selectedLive && (
          <NonIdealState
            icon="stop"
            title={inspectorText("stopped")}
            action={<Button text={t("action.back")} onClick={() => setSelection(null)} />}
          />
        )}
      </div>
    </div>
  );
}
