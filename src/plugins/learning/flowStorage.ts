import { STEPS, type Step } from "./flow";

/**
 * The only session-stored state of the app (shell spec §9: "session-stored app state keeps only the
 * auto-learning section"): the open project and its step, so a reload comes back to them. Logout
 * clears session storage with everything else.
 */
export const FLOW_STORAGE_KEY = "automatic-learning";

export interface FlowPlace {
  projectId: number;
  step: Step;
}

export function readPlace(): FlowPlace | null {
  try {
    const parsed = JSON.parse(
      sessionStorage.getItem(FLOW_STORAGE_KEY) ?? "null",
    ) as Partial<FlowPlace> | null;
    if (!parsed || typeof parsed.projectId !== "number" || !STEPS.includes(parsed.step as Step)) return null;
    return { projectId: parsed.projectId, step: parsed.step as Step };
  } catch {
    return null;
  }
}

export function writePlace(place: FlowPlace | null): void {
  if (place) sessionStorage.setItem(FLOW_STORAGE_KEY, JSON.stringify(place));
  else sessionStorage.removeItem(FLOW_STORAGE_KEY);
}
