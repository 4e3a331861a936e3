import dayjs from "dayjs";
import { formatCount } from "../../ui/kit/list";
import { systemText } from "./messages";
import type { Amount } from "./types";

/** 42.5% */
export const percent = (value: number) => `${value.toFixed(1)}%`;

/** used / total as a share, 0 when there is no capacity. */
export const share = (amount: Amount) => (amount.total > 0 ? (amount.used / amount.total) * 100 : 0);

/** 已用 612 / 共 2048 (counts of five digits or more in 万). */
export const usedOf = (amount: Amount) =>
  systemText("used", { used: formatCount(amount.used), total: formatCount(amount.total) });

/** A moment as the spec shows it (YYYY-MM-DD HH:mm:ss), with dayjs alone (no locale or plugins). */
export const dateTimeText = (time: number) => dayjs(time).format("YYYY-MM-DD HH:mm:ss");

/** The hour of a usage point: 14:00. */
export const hourText = (time: number) => dayjs(time).format("HH:mm");
