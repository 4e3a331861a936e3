import { useSearch } from "wouter";

/** A positive whole number from the address's query (`?userId=7`), or undefined. */
export function useQueryNumber(name: string): number | undefined {
  const value = new URLSearchParams(useSearch()).get(name);
  const n = value && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
