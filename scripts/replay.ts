import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { bundleMismatches, bundleRefusal, foldBundle, isBundle, readBundle } from "../src/core/bundle";
import { replayTrace } from "../src/core/machines";
import { parseTrace } from "../src/core/replay";
import { replayText } from "../src/core/replayMessages";
import { machineCatalog, type CatalogEntry } from "./machineCatalog";

type Out = (line: string) => void;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * `npm run replay -- file.json [--context]`: replays what the inspector exported as a pure fold (no
 * effects run). A trace prints the state after each event; a session bundle (导出会话) prints, for
 * each machine, where it ended (with --context, its context too). Machines are found by id among the
 * registered ones (scripts/machineCatalog.ts); a trace of another definition (its hash differs), a
 * bundle from another build (naming every machine whose definition changed), a file of another schema
 * or a file that is not JSON is refused with the reason and exit code 1.
 */
export function runReplay(args: string[], out: Out = console.log): number {
  const withContext = args.includes("--context");
  const files = args.filter((arg) => !arg.startsWith("--"));
  if (files.length !== 1) {
    out("usage: npm run replay -- <trace.json | session.bundle.json> [--context]");
    return 1;
  }
  const [file] = files;
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    out(`cannot read ${file}: ${message(error)}`);
    return 1;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    out(`refused: ${file}: ${replayText("badJson")}`);
    return 1;
  }
  const catalog = machineCatalog();
  try {
    return isBundle(parsed)
      ? replayBundle(parsed, catalog, withContext, out)
      : replaySingle(text, (parsed as { machineId?: unknown } | null)?.machineId, catalog, withContext, out);
  } catch (error) {
    out(`refused: ${file}: ${message(error)}`);
    return 1;
  }
}

function replaySingle(
  text: string,
  machineId: unknown,
  catalog: CatalogEntry[],
  withContext: boolean,
  out: Out,
) {
  const entry = catalog.find((candidate) => candidate.id === machineId);
  if (!entry) {
    throw new Error(
      `${replayText("unknownMachine", { machine: String(machineId ?? "?") })}` +
        ` (registered: ${catalog.map((candidate) => candidate.id).join(", ")})`,
    );
  }
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
}

function replayBundle(parsed: unknown, catalog: CatalogEntry[], withContext: boolean, out: Out) {
  const bundle = readBundle(parsed);
  const lookup = (id: string) => catalog.find((entry) => entry.id === id)?.machine;
  const mismatches = bundleMismatches(bundle, lookup);
  if (mismatches.length > 0) throw new Error(bundleRefusal(bundle, mismatches));
  const when = new Date(bundle.exportedAt).toISOString();
  out(
    `session of ${bundle.user?.account ?? "(signed out)"} at ${bundle.route}, build ${bundle.build}, ${when}:` +
      ` ${bundle.machines.length} machines`,
  );
  const folded = foldBundle(bundle, lookup);
  const width = Math.max(...folded.map(({ entry }) => entry.liveId.length));
  for (const { entry, snapshots } of folded) {
    const last = snapshots[snapshots.length - 1];
    const agrees = JSON.stringify(last.value) === JSON.stringify(entry.state);
    out(
      `  ${entry.liveId.padEnd(width)}  ${String(entry.trace.events.length).padStart(5)} events  ` +
        `${JSON.stringify(last.value)}${agrees ? "" : `  (exported in ${JSON.stringify(entry.state)})`}`,
    );
    if (withContext) out(`      context ${JSON.stringify(last.context)}`);
  }
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = runReplay(process.argv.slice(2));
}
