import type { Point, Size } from "./geometry";

/** How the image sits on the surface: screen = image × zoom + (x, y). */
export interface View {
  zoom: number;
  x: number;
  y: number;
}

export const MIN_ZOOM = 0.05;
export const MAX_ZOOM = 16;
/** The steps of the +/- buttons. */
export const ZOOM_STEPS = [0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4, 6, 8, 12, 16];

/** The view zoomed to `zoom`, keeping the image point under `around` (a screen point) in place. */
export function zoomAround(view: View, zoom: number, around: Point): View {
  const next = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
  const ratio = next / view.zoom;
  return { zoom: next, x: around.x - (around.x - view.x) * ratio, y: around.y - (around.y - view.y) * ratio };
}

/** The next step above (direction 1) or below (-1) the current zoom. */
export function steppedZoom(zoom: number, direction: 1 | -1): number {
  const epsilon = 1e-6;
  if (direction > 0) return ZOOM_STEPS.find((step) => step > zoom + epsilon) ?? MAX_ZOOM;
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - epsilon) ?? MIN_ZOOM;
}

/** The whole image centred in the viewport; null while the viewport has no size yet. */
export function fitView(image: Size, viewport: Size): View | null {
  if (viewport.width <= 0 || viewport.height <= 0 || image.width <= 0 || image.height <= 0) return null;
  const zoom = Math.min(viewport.width / image.width, viewport.height / image.height);
  return {
    zoom,
    x: (viewport.width - image.width * zoom) / 2,
    y: (viewport.height - image.height * zoom) / 2,
  };
}
