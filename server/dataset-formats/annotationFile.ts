import fs from "node:fs";
import path from "node:path";
import { FORMAT_TEXT, IMPORT_LIMITS } from "../../src/contracts/datasetFormats";
import { ImportRefusal } from "./importRefusal";

/** An extracted annotation file as text (refused over the size limit). */
export function readText(dir: string, name: string): string {
  const file = path.join(dir, ...name.split("/"));
  if (fs.statSync(file).size > IMPORT_LIMITS.maxAnnotationBytes)
    throw new ImportRefusal(FORMAT_TEXT.badFile(name, "标注文件过大"));
  return fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
}

/** A JSON annotation file, or undefined when it is not JSON. */
export function readJson(dir: string, name: string): unknown {
  try {
    return JSON.parse(readText(dir, name));
  } catch (error) {
    if (error instanceof ImportRefusal) throw error;
    return undefined;
  }
}

/** A finite number, else undefined (text digits are accepted: VOC and YOLO are text). */
export function numberOf(value: unknown): number | undefined {
  const number =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : NaN;
  return Number.isFinite(number) ? number : undefined;
}

/** Class names one a line (classes.txt, obj.names, labels.txt): blank lines dropped, ends trimmed. */
export const nameLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
