import { annotationTaskText } from "../taskMessages";

/** `count` items split over `members` as evenly as whole numbers allow (the first get one more). */
export function splitEvenly(count: number, members: number): number[] {
  if (members <= 0) return [];
  const base = Math.floor(count / members);
  return Array.from({ length: members }, (_, index) => base + (index < count % members ? 1 : 0));
}

export interface ShareRow {
  memberId: number;
  userId: number;
  name: string;
  included: boolean;
  /** As typed. */
  assignNum: string;
}

/** The first problem of an assignment (the server checks the same), or null. */
export function assignmentProblem(rows: ShareRow[], itemCount: number): string | null {
  const chosen = rows.filter((row) => row.included);
  if (chosen.length === 0) return annotationTaskText("assignNone");
  const numbers = chosen.map((row) => Number(row.assignNum));
  if (numbers.some((value) => !Number.isInteger(value) || value <= 0))
    return annotationTaskText("assignSum", { count: itemCount });
  const sum = numbers.reduce((total, value) => total + value, 0);
  return sum === itemCount ? null : annotationTaskText("assignSum", { count: itemCount });
}

/** The included rows with their shares re-split evenly. */
export function evenRows(rows: ShareRow[], itemCount: number): ShareRow[] {
  const shares = splitEvenly(itemCount, rows.filter((row) => row.included).length);
  let next = 0;
  return rows.map((row) =>
    row.included ? { ...row, assignNum: String(shares[next++]) } : { ...row, assignNum: "0" },
  );
}

export const sumOf = (rows: ShareRow[]) =>
  rows.filter((row) => row.included).reduce((total, row) => total + (Number(row.assignNum) || 0), 0);
