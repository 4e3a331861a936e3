import jpeg from "jpeg-js";
import { PNG } from "pngjs";

export type Rgb = [number, number, number];

/** A filled square or disc inside its bounding box (x, y, size in pixels). */
export interface Shape {
  kind: "square" | "disc";
  x: number;
  y: number;
  size: number;
  rgb: Rgb;
}

/** RGBA pixels of a `width` × `height` picture: a background colour with the shapes drawn on it. */
export function shapePixels(
  width: number,
  height: number,
  background: Rgb,
  shapes: readonly Shape[],
): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      let rgb = background;
      for (const shape of shapes) {
        const inside =
          shape.kind === "square"
            ? x >= shape.x && x < shape.x + shape.size && y >= shape.y && y < shape.y + shape.size
            : Math.hypot(x + 0.5 - (shape.x + shape.size / 2), y + 0.5 - (shape.y + shape.size / 2)) <=
              shape.size / 2;
        if (inside) rgb = shape.rgb;
      }
      data.set([...rgb, 255], (y * width + x) * 4);
    }
  return data;
}

/** A real PNG file's bytes with the shapes drawn on the background. */
export function shapePng(width: number, height: number, background: Rgb, shapes: readonly Shape[]): Buffer {
  const png = new PNG({ width, height });
  png.data = shapePixels(width, height, background, shapes);
  return PNG.sync.write(png);
}

/** The same picture as a JPEG file (quality 90). */
export function shapeJpeg(width: number, height: number, background: Rgb, shapes: readonly Shape[]): Buffer {
  return jpeg.encode({ width, height, data: shapePixels(width, height, background, shapes) }, 90).data;
}
