import type { PluginRecord, ServiceToken } from "./pluginTypes";

/**
 * Topological order by services: a plugin comes after the providers of what it requires or
 * optionally uses. `onCycle` is told of each plugin caught in a cycle, with the cycle.
 */
export function dependencyOrder<TPage>(
  records: ReadonlyMap<string, PluginRecord<TPage>>,
  onCycle: (record: PluginRecord<TPage>, cycle: string[]) => void,
): PluginRecord<TPage>[] {
  const providerOf = new Map<ServiceToken<unknown>, string>();
  for (const record of records.values()) {
    for (const token of record.plugin.provides ?? []) providerOf.set(token, record.plugin.id);
  }
  const ordered: PluginRecord<TPage>[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (id: string, path: string[]): void => {
    const record = records.get(id);
    if (!record || state.get(id) === "done") return;
    if (state.get(id) === "visiting") {
      const cycle = path.slice(path.indexOf(id));
      for (const member of cycle) {
        const inCycle = records.get(member);
        if (inCycle) onCycle(inCycle, [...cycle, id]);
      }
      return;
    }
    state.set(id, "visiting");
    const needs = [...(record.plugin.requires ?? []), ...(record.plugin.optional ?? [])];
    for (const token of needs) {
      const provider = providerOf.get(token);
      if (provider && provider !== id) visit(provider, [...path, id]);
    }
    state.set(id, "done");
    ordered.push(record);
  };
  for (const id of records.keys()) visit(id, []);
  return ordered;
}
