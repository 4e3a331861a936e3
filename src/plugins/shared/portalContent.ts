import type { PortalSettings } from "../../contracts/portal";

/**
 * What the portal (rendering) and the back office's portal templates (editing) share besides the
 * contract (src/contracts/portal.ts: the paths and the shapes): the documentation pages' order and
 * the navigation bar's look. Declared here so neither plugin imports the other's files.
 */
export type { PortalMenu, PortalPage, PortalSettings } from "../../contracts/portal";

/**
 * The fixed codes of the documentation pages, seeded and kept by the server, in the documentation
 * centre's order; the first five are also front-desk pages of their own (/home/usePage …).
 */
export const DOC_PAGE_CODES = [
  "usePage",
  "tipPage",
  "fileApi",
  "demonstration",
  "noticePage",
  "sharePage",
] as const;

/** The navigation bar's look from the settings: solid or two-colour gradient, with or without shadow. */
export function navigationStyle(settings: PortalSettings): { background?: string; boxShadow?: string } {
  const style: { background?: string; boxShadow?: string } = {};
  if (settings.navigationColourFlag === 1)
    style.background =
      settings.navigationColourType === 1
        ? settings.navigationColour
        : `linear-gradient(90deg, ${settings.firstGradientColour}, ${settings.secondGradientColour})`;
  if (settings.navigationShadow === 1) style.boxShadow = "0 2px 8px rgba(0, 0, 0, 0.25)";
  return style;
}
