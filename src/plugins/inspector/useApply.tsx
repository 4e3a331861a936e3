import { useState, type ReactNode } from "react";
import type { MachineRegistry } from "../../core/machines";
import { applyRecorded, describeOutcome, neededSecrets, type Recorded } from "./applyRecorded";
import { SecretsPrompt, type SecretField } from "./SecretsPrompt";

/**
 * Applying recorded states from a view: asks for the masked secrets the screen lacks (one prompt for
 * all), applies, and keeps the lines that say what happened.
 */
export function useApply(registry: MachineRegistry): {
  apply: (states: Recorded[], before?: string[]) => void;
  prompt: ReactNode;
  report: string[] | null;
} {
  const [asking, setAsking] = useState<{
    states: Recorded[];
    fields: SecretField[];
    before: string[];
  } | null>(null);
  const [report, setReport] = useState<string[] | null>(null);

  const run = (states: Recorded[], before: string[], values: Record<string, string>) => {
    const lines = states.flatMap((recorded, index) => {
      const prefix = `${index}:`;
      const secrets = Object.fromEntries(
        Object.entries(values)
          .filter(([key]) => key.startsWith(prefix))
          .map(([key, value]) => [key.slice(prefix.length), value]),
      );
      return describeOutcome(applyRecorded(registry, recorded, secrets));
    });
    setReport([...before, ...lines]);
  };

  const apply = (states: Recorded[], before: string[] = []) => {
    const fields = states.flatMap((recorded, index) =>
      neededSecrets(registry, recorded).map((path) => ({
        key: `${index}:${path}`,
        label: states.length > 1 ? `${recorded.machineId} · ${path}` : path,
      })),
    );
    if (fields.length === 0) run(states, before, {});
    else setAsking({ states, fields, before });
  };

  const prompt = asking && (
    <SecretsPrompt
      fields={asking.fields}
      onCancel={() => setAsking(null)}
      onApply={(values) => {
        setAsking(null);
        run(asking.states, asking.before, values);
      }}
    />
  );
  return { apply, prompt, report };
}
