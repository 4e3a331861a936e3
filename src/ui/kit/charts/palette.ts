/** Blueprint's extended colours, in an order that keeps neighbouring slices apart. */
export const CHART_PALETTE = [
  "#2D72D2",
  "#29A634",
  "#D1980B",
  "#CD4246",
  "#7961DB",
  "#00A396",
  "#D33D17",
  "#9D3F9D",
  "#147EB3",
  "#5F6B7C",
];

export function paletteColor(index: number): string {
  return CHART_PALETTE[index % CHART_PALETTE.length];
}
