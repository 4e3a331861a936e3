import fs from "node:fs";
import path from "node:path";
import { PNG } from "pngjs";
import { seededRandom } from "../../server/training/random";

/**
 * The classes: shapes whose colours are drawn from one palette, so colour alone does not separate
 * them; the two triangles are each other's mirror image, which the colour/shape features (histograms,
 * aspect, edges, centre against corners) cannot tell apart and a convolutional network can.
 */
export const MIXED_SHAPES = ["方块", "圆", "上三角", "下三角"] as const;
const PALETTE: [number, number, number][] = [
  [220, 40, 40],
  [40, 60, 220],
  [40, 170, 60],
  [230, 180, 30],
  [150, 50, 190],
  [30, 170, 190],
];

function inside(kind: number, u: number, v: number): boolean {
  // u, v in [0, 1) within the shape's box.
  if (kind === 0) return true;
  if (kind === 1) return Math.hypot(u - 0.5, v - 0.5) <= 0.5;
  if (kind === 2) return v >= 1 - 2 * Math.min(u, 1 - u); // apex up
  return v <= 2 * Math.min(u, 1 - u); // apex down
}

/**
 * A COCO folder as the dataset exporter writes it (annotations/instances.json, images/*.png) of `perClass` pictures per shape, each 48 × 48 with
 * one shape of a random palette colour, size and place on a noisy grey background. Deterministic for a seed.
 */
export function writeMixedShapesCoco(dir: string, perClass: number, seed = 11, size = 48): void {
  const random = seededRandom(seed);
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  const images: object[] = [];
  const annotations: object[] = [];
  let id = 0;
  for (let n = 0; n < perClass; n += 1)
    for (let kind = 0; kind < MIXED_SHAPES.length; kind += 1) {
      id += 1;
      const side = 14 + Math.floor(random() * 14);
      const x0 = Math.floor(random() * (size - side));
      const y0 = Math.floor(random() * (size - side));
      const rgb = PALETTE[Math.floor(random() * PALETTE.length)]!;
      const grey = 150 + Math.floor(random() * 80);
      const png = new PNG({ width: size, height: size });
      for (let y = 0; y < size; y += 1)
        for (let x = 0; x < size; x += 1) {
          const u = (x - x0 + 0.5) / side;
          const v = (y - y0 + 0.5) / side;
          const on = u >= 0 && u < 1 && v >= 0 && v < 1 && inside(kind, u, v);
          const noise = Math.floor((random() - 0.5) * 30);
          const base = on ? rgb : [grey, grey, grey];
          png.data.set([...base.map((c) => Math.max(0, Math.min(255, c + noise))), 255], (y * size + x) * 4);
        }
      const fileName = `${id}.png`;
      fs.writeFileSync(path.join(dir, "images", fileName), PNG.sync.write(png));
      images.push({ id, file_name: fileName, width: size, height: size });
      annotations.push({
        id,
        image_id: id,
        category_id: kind + 1,
        bbox: [x0, y0, side, side],
        area: side * side,
        iscrowd: 0,
      });
    }
  const categories = MIXED_SHAPES.map((name, i) => ({ id: i + 1, name }));
  fs.mkdirSync(path.join(dir, "annotations"), { recursive: true });
  fs.writeFileSync(
    path.join(dir, "annotations", "instances.json"),
    JSON.stringify({ images, annotations, categories }),
  );
}
