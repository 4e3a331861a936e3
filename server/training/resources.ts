import type { RunResources } from "./runner";
import { EngineRefusal, TRAINING_TEXT } from "./text";

/** The resources a run may ask for: label for messages, integer or not, default and inclusive range. */
export const RESOURCE_LIMITS = {
  cores: { label: "CPU 核数", integer: true, default: 1, min: 1, max: 64 },
  memoryGb: { label: "内存（GB）", integer: false, default: 2, min: 0.5, max: 512 },
  hours: { label: "运行时长（小时）", integer: false, default: 1, min: 0.1, max: 168 },
} as const;

/** The run's resources with defaults filled in; EngineRefusal (400, naming the field) for a bad one. */
export function resolveResources(requested: Partial<Record<keyof RunResources, unknown>> = {}): RunResources {
  const resolved = {} as RunResources;
  for (const key of Object.keys(RESOURCE_LIMITS) as (keyof RunResources)[]) {
    const limit = RESOURCE_LIMITS[key];
    const raw = requested[key];
    const value = raw === undefined || raw === null || raw === "" ? limit.default : Number(raw);
    if (typeof raw === "boolean" || !Number.isFinite(value) || (limit.integer && !Number.isInteger(value)))
      throw new EngineRefusal(TRAINING_TEXT.resourceNotANumber(limit.label), 400, key);
    if (value < limit.min || value > limit.max)
      throw new EngineRefusal(TRAINING_TEXT.resourceOutOfRange(limit.label, limit.min, limit.max), 400, key);
    resolved[key] = value;
  }
  return resolved;
}
