/** Integer cents shown in yuan with two decimals (no float arithmetic). */
export function yuan(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const rest = String(Math.abs(cents % 100)).padStart(2, "0");
  return `${whole}.${rest}`;
}

/** A yuan amount typed by a user ("19.9", "20") as integer cents; null when it is not one. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
