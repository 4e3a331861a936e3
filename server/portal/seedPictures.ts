import { PNG } from "pngjs";

/** A left-to-right gradient picture with a lighter band, for the seeded navigation carousel. */
export function gradientPicture(
  width: number,
  height: number,
  from: [number, number, number],
  to: [number, number, number],
): Buffer {
  const png = new PNG({ width, height });
  for (let x = 0; x < width; x++) {
    const share = x / (width - 1);
    const colour = from.map((value, index) => Math.round(value + (to[index] - value) * share));
    for (let y = 0; y < height; y++) {
      const band = Math.abs(y - height * (0.3 + 0.4 * share)) < height * 0.06 ? 28 : 0;
      const at = (width * y + x) << 2;
      png.data[at] = Math.min(255, colour[0] + band);
      png.data[at + 1] = Math.min(255, colour[1] + band);
      png.data[at + 2] = Math.min(255, colour[2] + band);
      png.data[at + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}
