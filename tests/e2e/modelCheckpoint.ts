import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Job } from "../../server/training/jobFile";
import { runTraining } from "../../server/training/training";
import { shapePng, type Rgb, type Shape } from "../support/shapeImage";

const BACKGROUND: Rgb = [200, 200, 200];
const LABELS = [
  { id: 1, name: "红方块", color: "#dc2828", kind: "square", rgb: [220, 40, 40] },
  { id: 2, name: "蓝圆", color: "#283cdc", kind: "disc", rgb: [40, 60, 220] },
] as const;

/**
 * A real checkpoint of the built-in centroid trainer: the engine trains in this (the Playwright)
 * process on a few 48 × 48 pictures of a red square and a blue disc, and its checkpoint.json is read
 * back. The journey then uploads it to the user's storage as a user would.
 */
export async function trainCheckpoint(): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-model-"));
  try {
    const images = [];
    for (let n = 0; n < 4; n += 1)
      for (const [index, label] of LABELS.entries()) {
        const shape: Shape = {
          kind: label.kind,
          rgb: [...label.rgb],
          size: 14 + n,
          x: 4 + n * 5,
          y: 6 + n * 4,
        };
        const file = path.join(dir, `${label.kind}-${n}.png`);
        fs.writeFileSync(file, shapePng(48, 48, BACKGROUND, [shape]));
        images.push({
          itemId: images.length + 1,
          fileName: path.basename(file),
          path: file,
          boxes: [{ x: shape.x, y: shape.y, width: shape.size, height: shape.size, label: index }],
        });
      }
    const outputDir = path.join(dir, "run");
    fs.mkdirSync(outputDir);
    const job: Job = {
      format: 1,
      runId: 1,
      trainer: "centroid",
      params: {},
      stepDelayMs: 0,
      outputDir,
      datasetVersionId: 1,
      labelGroupId: null,
      labels: LABELS.map(({ id, name, color }) => ({ id, name, color })),
      images,
    };
    await runTraining(job, { log: () => {}, pause: async () => {}, stopped: () => false });
    return fs.readFileSync(path.join(outputDir, "checkpoint.json"));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
