import fs from "node:fs";
import path from "node:path";
import { TRANSFER_TEXT } from "../../src/contracts/fileTransfer";
import type { DatasetStore, ItemRow, VersionRow } from "../platform/datasetStore";
import { imageInfo } from "../lib/imageInfo";
import type { TransferStore } from "./transferStore";

/** A file of the source with where it goes. */
export type TransferJob =
  | { kind: "storageToDataset"; version: VersionRow; files: string[] }
  | { kind: "datasetToStorage"; items: ItemRow[]; folder: string };

/**
 * Copies a transfer's files one at a time, yielding to the event loop between files so the record's
 * progress moves while other calls are answered. Into a dataset, each file goes through
 * DatasetStore.addItems (the simple upload's path; files that are not images are counted as skipped);
 * out of a dataset, each item's file is written into the target folder under its own name (a name
 * already taken gets the item id in front).
 */
export class TransferRunner {
  private readonly running = new Set<Promise<void>>();
  private closing = false;

  constructor(
    private readonly records: TransferStore,
    private readonly datasets: DatasetStore,
  ) {}

  start(id: number, job: TransferJob): void {
    const run = this.run(id, job).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Stops between files; what has not been copied is reported as interrupted. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.all(this.running);
  }

  private async run(id: number, job: TransferJob): Promise<void> {
    let done = 0;
    let skipped = 0;
    try {
      const steps = job.kind === "storageToDataset" ? job.files.length : job.items.length;
      for (let index = 0; index < steps; index += 1) {
        await new Promise((resolve) => setImmediate(resolve));
        if (this.closing) return this.records.finish(id, "failed", TRANSFER_TEXT.interrupted);
        const copied =
          job.kind === "storageToDataset"
            ? this.intoDataset(job.version, job.files[index]!)
            : this.intoStorage(job.items[index]!, job.folder);
        if (copied) done += 1;
        else skipped += 1;
        this.records.progress(id, done, skipped);
      }
      if (job.kind === "storageToDataset" && done === 0)
        return this.records.finish(id, "failed", TRANSFER_TEXT.noImages);
      this.records.finish(id, "succeeded", "");
    } catch (error) {
      this.records.finish(id, "failed", error instanceof Error ? error.message : TRANSFER_TEXT.failed);
    }
  }

  private intoDataset(version: VersionRow, file: string): boolean {
    const bytes = fs.readFileSync(file);
    const info = imageInfo(bytes);
    if (!info) return false;
    this.datasets.addItems(version, [{ fileName: path.basename(file), bytes, info }]);
    return true;
  }

  private intoStorage(item: ItemRow, folder: string): boolean {
    const source = this.datasets.file(item);
    if (!fs.existsSync(source)) return false;
    let target = path.join(folder, path.basename(item.file_name));
    if (fs.existsSync(target)) target = path.join(folder, `${item.id}_${path.basename(item.file_name)}`);
    fs.copyFileSync(source, target);
    return true;
  }
}
