import type { Unreachable } from "../../core/replay";
import { inspectorText } from "./messages";

const list = (items: string[]) => items.join("、");

/** Why a state cannot be reached, as the tester reads it: 无法到达 X：… */
export function unreachableText(stateId: string, why: Unreachable): string {
  const reason = (() => {
    switch (why.reason) {
      case "version":
        return inspectorText("reasonVersion", { traceHash: why.traceHash, currentHash: why.currentHash });
      case "tooLarge":
        return inspectorText("reasonTooLarge");
      case "transient":
        return inspectorText("reasonTransient");
      case "noTransition":
        return inspectorText("reasonNoTransition");
      case "sourcesUnreached":
        return inspectorText("reasonSources", { sources: list(why.sources) });
      case "missingEvents":
        return inspectorText("reasonMissing", { events: list(why.events) });
      case "guarded":
        return inspectorText("reasonGuarded", {
          events: list(why.events),
          guards: list(
            why.guards.map((guard) => (guard === "(inline)" ? inspectorText("inlineGuard") : guard)),
          ),
        });
    }
  })();
  return inspectorText("unreachable", { state: stateId, reason });
}
