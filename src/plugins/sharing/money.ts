import { centsToInput, formatCents } from "../../core/money";
import { sharingText } from "./messages";
import type { ApplyOrder } from "./types";

/**
 * The order's price as the tables show it: its custom price in yuan (in 万 from five digits, spec §9),
 * or 按收费标准 while operations set none (the applicant is charged the share price in force).
 */
export const priceText = (order: Pick<ApplyOrder, "price" | "priceSet">): string =>
  order.priceSet ? formatCents(order.price) : sharingText("standardPrice");

/** The order's custom price for the 定价 form field ("12.30", never in 万; empty while none is set). */
export const priceInput = (order: Pick<ApplyOrder, "price" | "priceSet">): string =>
  order.priceSet ? centsToInput(order.price) : "";

/** A yuan amount typed by a user ("19.9", "20") as integer cents; null when it is not one. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
