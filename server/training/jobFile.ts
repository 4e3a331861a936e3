import fs from "node:fs";
import path from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { writeJsonAtomically } from "./jsonFile";
import type { Sample } from "./samples";

const BoxSchema = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  width: Type.Number({ exclusiveMinimum: 0 }),
  height: Type.Number({ exclusiveMinimum: 0 }),
});

export const LabelSchema = Type.Object({ id: Type.Integer(), name: Type.String(), color: Type.String() });

/** `<jobDir>/job.json`: everything the trainer program needs, written by the server before submitting. */
export const JobSchema = Type.Object({
  format: Type.Literal(1),
  runId: Type.Integer(),
  trainer: Type.String(),
  /** Complete (defaults filled in, checked against the trainer's ranges). */
  params: Type.Record(Type.String(), Type.Number()),
  /** A pause after each log line, so a run on a handful of images can be watched; 0 in tests. */
  stepDelayMs: Type.Integer({ minimum: 0 }),
  /** Where checkpoint.json and metrics.json go (the run's folder in the user's storage). */
  outputDir: Type.String(),
  /** An extra copy of the log, appended line by line (the runners capture stdout themselves). */
  logFile: Type.Optional(Type.String()),
  datasetVersionId: Type.Integer(),
  labelGroupId: Type.Union([Type.Integer(), Type.Null()]),
  /** The labels in class order; a box's `label` is an index into this list. */
  labels: Type.Array(LabelSchema, { minItems: 1 }),
  images: Type.Array(
    Type.Object({
      itemId: Type.Integer(),
      fileName: Type.String(),
      path: Type.String(),
      boxes: Type.Array(Type.Intersect([BoxSchema, Type.Object({ label: Type.Integer({ minimum: 0 }) })])),
    }),
    { minItems: 1 },
  ),
});

export type Job = Static<typeof JobSchema>;
export type JobLabel = Static<typeof LabelSchema>;

export const JOB_FILE = "job.json";

/** Reads and checks `<jobDir>/job.json`; throws an Error naming the first problem. */
export function readJob(jobDir: string): Job {
  const file = path.join(jobDir, JOB_FILE);
  const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  if (!Value.Check(JobSchema, value)) {
    const first = Value.Errors(JobSchema, value).First();
    throw new Error(`job.json 格式不正确：${first ? `${first.path} ${first.message}` : ""}`);
  }
  return value;
}

/** Writes `<jobDir>/job.json` (through a temporary file, so a reader never sees half of it). */
export function writeJob(jobDir: string, job: Job): string {
  const file = path.join(jobDir, JOB_FILE);
  writeJsonAtomically(file, job);
  return file;
}

/** The samples as the job's labels (ordered by label id) and images (each with its boxes). */
export function jobImages(samples: readonly Sample[]): Pick<Job, "labels" | "images"> {
  const labels = [...new Map(samples.map((sample) => [sample.label.id, sample.label])).values()].sort(
    (a, b) => a.id - b.id,
  );
  const index = new Map(labels.map((label, i) => [label.id, i]));
  const images = new Map<number, Job["images"][number]>();
  for (const sample of samples) {
    const image = images.get(sample.itemId) ?? {
      itemId: sample.itemId,
      fileName: sample.fileName,
      path: sample.imagePath,
      boxes: [],
    };
    image.boxes.push({ ...sample.box, label: index.get(sample.label.id)! });
    images.set(sample.itemId, image);
  }
  return { labels, images: [...images.values()] };
}
