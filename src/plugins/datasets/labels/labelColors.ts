/**
 * Colours offered to a new label: Blueprint's qualitative palette (vivid, told apart on photos), the
 * first one the group does not use yet, so boxes of different labels never share a colour by default.
 */
export const LABEL_PALETTE = [
  "#2D72D2", // blue3
  "#D33D17", // vermilion3
  "#238551", // green3
  "#C87619", // orange3
  "#9D3F9D", // violet3
  "#00A396", // turquoise3
  "#DB2C6F", // rose3
  "#8EB125", // lime3
  "#634DBF", // indigo3
  "#D1980B", // gold3
] as const;

export function nextLabelColor(used: readonly string[]): string {
  const taken = new Set(used.map((color) => color.toUpperCase()));
  return (
    LABEL_PALETTE.find((color) => !taken.has(color)) ?? LABEL_PALETTE[used.length % LABEL_PALETTE.length]
  );
}
