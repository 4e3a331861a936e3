import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { replayTrace } from "../src/core/machines";
import { parseTrace } from "../src/core/replay";
import { machineCatalog } from "./machineCatalog";

/**
 * `npm run replay -- trace.json [--context]`: replays a trace exported from the inspector as a pure
 * fold (no effects run) and prints the state after each event. The machine is found by the trace's
 * `machineId` among the registered machines (scripts/machineCatalog.ts); a trace of another
 * definition of the machine (its hash differs), a file of another schema or a file that is not JSON
 * is refused with the reason and exit code 1.
 */
export function runReplay(args: string[], out: (line: string) => void = console.log): number {
  const withContext = args.includes("--context");
  const files = args.filter((arg) => !arg.startsWith("--"));
  if (files.length !== 1) {
    out("usage: npm run replay -- <trace.json> [--context]");
    return 1;
  }
  const [file] = files;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    out(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  let machineId: unknown;
  try {
    machineId = (JSON.parse(text) as { machineId?: unknown } | null)?.machineId;
  } catch {
    out(`refused: ${file}: 轨迹文件不是有效的 JSON`);
    return 1;
  }
  const catalog = machineCatalog();
  const entry = catalog.find((candidate) => candidate.id === machineId);
  if (!entry) {
    out(
      `refused: ${file}: 轨迹的状态机 ${String(machineId ?? "?")} 未注册` +
        ` (registered: ${catalog.map((candidate) => candidate.id).join(", ")})`,
    );
    return 1;
  }
  try {
    const trace = parseTrace(entry.machine, text);
    const snapshots = replayTrace(entry.machine, trace);
    out(
      `${trace.machineId} (plugin ${entry.pluginId}, hash ${trace.machineHash}, schema ${trace.schemaVersion}):` +
        ` ${trace.events.length} events`,
    );
    const width = Math.max(7, ...trace.events.map(({ event }) => event.type.length));
    snapshots.forEach((snapshot, step) => {
      const type = step === 0 ? "(start)" : trace.events[step - 1].event.type;
      out(`${String(step).padStart(4)}  ${type.padEnd(width)}  ${JSON.stringify(snapshot.value)}`);
      if (withContext) out(`      context ${JSON.stringify(snapshot.context)}`);
    });
    const checkpoint = (trace.checkpoint as { value?: unknown } | null)?.value;
    const last = snapshots[snapshots.length - 1].value;
    if (checkpoint !== undefined) {
      out(
        JSON.stringify(checkpoint) === JSON.stringify(last)
          ? "checkpoint: the replay ends in the exported state"
          : `checkpoint: the exported state was ${JSON.stringify(checkpoint)}, the replay ends in ${JSON.stringify(last)}`,
      );
    }
    return 0;
  } catch (error) {
    out(`refused: ${file}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runReplay(process.argv.slice(2));
}
