import type { Unreachable } from "../../core/replay";
import { mt } from "./messages";

const list = (items: string[]) => items.join("、");

/** Why a state cannot be reached, as the tester reads it: 无法到达 X：… */
export function unreachableText(stateId: string, why: Unreachable): string {
  const reason = (() => {
    switch (why.reason) {
      case "version":
        return mt("reasonVersion", { traceHash: why.traceHash, currentHash: why.currentHash });
      case "tooLarge":
        return mt("reasonTooLarge");
      case "transient":
        return mt("reasonTransient");
      case "noTransition":
        return mt("reasonNoTransition");
      case "sourcesUnreached":
        return mt("reasonSources", { sources: list(why.sources) });
      case "missingEvents":
        return mt("reasonMissing", { events: list(why.events) });
      case "guarded":
        return mt("reasonGuarded", {
          events: list(why.events),
          guards: list(why.guards.map((guard) => (guard === "(inline)" ? mt("inlineGuard") : guard))),
        });
    }
  })();
  return mt("unreachable", { state: stateId, reason });
}
