import { useState } from "react";
import { Callout, FileInput } from "@blueprintjs/core";
import type { AnyStateMachine } from "xstate";
import type { MachineTrace } from "../../core/machines";
import { parseTrace } from "../../core/replay";
import { diffTraces, type TraceDiff } from "../../core/traceDiff";
import { DiffView } from "./DiffView";
import { inspectorText } from "./messages";
import { readFileText } from "./traceFile";

/**
 * 比较…: reads a second trace file of the same machine and shows where it parts from the trace on
 * screen (an imported file's, or a live actor's log).
 */
export function CompareTrace({
  machine,
  current,
}: {
  machine: AnyStateMachine;
  current: () => MachineTrace;
}) {
  const [result, setResult] = useState<{ diff: TraceDiff; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const compare = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setResult(null);
    try {
      const text = await readFileText(file);
      const left = current();
      const { machineId } = JSON.parse(text) as { machineId?: string };
      if (machineId !== left.machineId) {
        throw new Error(
          inspectorText("diffOther", { left: left.machineId, right: String(machineId ?? "?") }),
        );
      }
      setResult({ diff: diffTraces(machine, left, parseTrace(machine, text)), name: file.name });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  return (
    <div className="ws-compare">
      <FileInput
        text={inspectorText("compare")}
        buttonText={inspectorText("choose")}
        inputProps={{ accept: "application/json,.json", "aria-label": inspectorText("compareLabel") }}
        onInputChange={(event) => {
          const input = event.target as HTMLInputElement;
          const file = input.files?.[0];
          input.value = "";
          void compare(file);
        }}
      />
      {error && (
        <Callout intent="danger" role="alert" compact>
          {error}
        </Callout>
      )}
      {result && <DiffView diff={result.diff} rightName={result.name} onClose={() => setResult(null)} />}
    </div>
  );
}
