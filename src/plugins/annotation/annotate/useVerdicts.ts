import { useState } from "react";

/** One item's verdict: its result (unset until decided) and a remark. */
export interface Verdict {
  result?: 0 | 1;
  remark: string;
}

/** One verdict per item (review or sample acceptance), with how many are decided. */
export function useVerdicts(itemIds: number[]) {
  const [verdicts, setVerdicts] = useState<Record<number, Verdict>>({});
  const of = (itemId: number): Verdict => verdicts[itemId] ?? { remark: "" };
  const set = (itemId: number, verdict: Verdict) =>
    setVerdicts((current) => ({ ...current, [itemId]: verdict }));
  const decided = itemIds.filter((id) => verdicts[id]?.result !== undefined).length;
  const results = Object.fromEntries(itemIds.map((id) => [id, verdicts[id]?.result])) as Record<
    number,
    0 | 1 | undefined
  >;
  return { of, set, decided, results, reset: () => setVerdicts({}) };
}

export type Verdicts = ReturnType<typeof useVerdicts>;
