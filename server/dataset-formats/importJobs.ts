import fs from "node:fs";
import path from "node:path";
import {
  FORMAT_NAMES,
  FORMAT_TEXT,
  IMPORT_STATUS,
  type DatasetFormat,
  type ImportRecord,
} from "../../src/contracts/datasetFormats";
import type { Db } from "../lib/db";
import { refuse } from "../lib/refusal";
import { formatTime } from "../lib/dirInfo";
import { versionName } from "./text";
import { extractArchive } from "./archive";
import { commitImport, prepareImages, type CommitTarget } from "./importCommit";
import { ImportRefusal } from "./importRefusal";
import { ArchiveFiles } from "./importPlan";
import { readPlan } from "./readPlan";
import { baseline, migrate } from "../lib/migrations";

const SCHEMA = `
CREATE TABLE IF NOT EXISTS dataset_imports (
  id          INTEGER PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  dataset_id  INTEGER NOT NULL REFERENCES datasets(id) ON DELETE CASCADE,
  version_id  INTEGER,
  label_group_id INTEGER,
  status      INTEGER NOT NULL,
  progress    INTEGER NOT NULL DEFAULT 0,
  format      TEXT NOT NULL,
  source      TEXT NOT NULL,
  images      INTEGER NOT NULL DEFAULT 0,
  annotations INTEGER NOT NULL DEFAULT 0,
  info        TEXT NOT NULL DEFAULT '',
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS dataset_imports_dataset ON dataset_imports(dataset_id, id);
`;

interface ImportRow {
  id: number;
  dataset_id: number;
  version_id: number | null;
  label_group_id: number | null;
  status: number;
  progress: number;
  format: string;
  source: string;
  images: number;
  annotations: number;
  info: string;
  created_at: number;
  updated_at: number;
}

export interface ImportRequest extends CommitTarget {
  format: DatasetFormat | "auto";
  /** The archive on disk. */
  file: string;
  /** What the record shows as the source: the upload's name or the storage path. */
  source: string;
  /** Called when the import ends, whatever the outcome (a ticket's carrier file is dropped). */
  done?: () => void;
}

/**
 * Imports as long operations (ai-domain §7 data-set-package-upload, data-set-package-binding), one at a
 * time per dataset, each with a record (`dataset_imports`) whose progress `data/{id}/progress` reads:
 * extract (0–30 %), read and check the images (30–90 %), place them in one transaction (90–100 %).
 */
export class DatasetImports {
  private readonly running = new Map<number, Promise<void>>();
  private readonly scratch: string;

  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
    private readonly now: () => number,
  ) {
    migrate(db, "annotation.imports", [baseline(SCHEMA)]);
    this.scratch = path.join(dataDir, "imports");
    // What was under way when the server stopped did not finish: nothing of it was placed.
    db.prepare("UPDATE dataset_imports SET status = ?, info = ? WHERE status = ?").run(
      IMPORT_STATUS.failed,
      "服务重启，导入已中断，未导入任何数据",
      IMPORT_STATUS.running,
    );
    fs.rmSync(this.scratch, { recursive: true, force: true });
  }

  start(request: ImportRequest): ImportRecord {
    if (this.running.has(request.datasetId)) refuse(409, FORMAT_TEXT.running);
    const now = this.now();
    const id = Number(
      this.db
        .prepare(
          "INSERT INTO dataset_imports (user_id, dataset_id, status, format, source, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        )
        .run(
          request.userId,
          request.datasetId,
          IMPORT_STATUS.running,
          request.format,
          request.source,
          now,
          now,
        ).lastInsertRowid,
    );
    const job = this.run(id, request).finally(() => this.running.delete(request.datasetId));
    this.running.set(request.datasetId, job);
    return this.view(this.row(id)!);
  }

  /** Resolves when every running import has ended (the server closing waits for them). */
  async settled(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  newest(datasetId: number): ImportRecord | null {
    const row = this.db
      .prepare("SELECT * FROM dataset_imports WHERE dataset_id = ? ORDER BY id DESC LIMIT 1")
      .get(datasetId) as ImportRow | undefined;
    return row ? this.view(row) : null;
  }

  private row(id: number): ImportRow | undefined {
    return this.db.prepare("SELECT * FROM dataset_imports WHERE id = ?").get(id) as ImportRow | undefined;
  }

  private set(
    id: number,
    fields: Partial<
      Pick<
        ImportRow,
        "status" | "progress" | "format" | "version_id" | "label_group_id" | "images" | "annotations" | "info"
      >
    >,
  ) {
    const keys = Object.keys(fields);
    this.db
      .prepare(
        `UPDATE dataset_imports SET ${keys.map((key) => `${key} = ?`).join(", ")}, updated_at = ? WHERE id = ?`,
      )
      .run(...Object.values(fields), this.now(), id);
  }

  private async run(id: number, request: ImportRequest): Promise<void> {
    const stage = path.join(this.scratch, String(id));
    let shown = 0;
    const progress = (percent: number) => {
      const whole = Math.floor(percent);
      if (whole > shown) this.set(id, { progress: (shown = whole) });
    };
    let outcome: Parameters<DatasetImports["set"]>[1];
    try {
      const names = await extractArchive(request.file, stage, (done, total) =>
        progress((30 * done) / Math.max(total, 1)),
      );
      const plan = readPlan(new ArchiveFiles(names), stage, request.format);
      this.set(id, { format: plan.format });
      const images = await prepareImages(plan, stage, (done) =>
        progress(30 + (60 * done) / plan.images.length),
      );
      const result = commitImport(this.db, this.dataDir, this.now(), request, plan.categories, images);
      const { number } = this.db
        .prepare("SELECT number FROM dataset_versions WHERE id = ?")
        .get(result.versionId) as { number: number };
      outcome = {
        status: IMPORT_STATUS.done,
        progress: 100,
        version_id: result.versionId,
        label_group_id: result.labelGroupId,
        images: result.images,
        annotations: result.annotations,
        info: `已导入 ${result.images} 张图片、${result.annotations} 个标注框（${FORMAT_NAMES[plan.format]}）到 ${versionName(number)}`,
      };
    } catch (error) {
      // Anything but a refusal is the server's own trouble: a plain text, no paths shown.
      const info = error instanceof ImportRefusal ? error.message : "导入失败，未导入任何数据，请稍后重试";
      outcome = { status: IMPORT_STATUS.failed, info };
    }
    // Tidied before the record says it ended: whoever waits on the record finds nothing left behind.
    await fs.promises.rm(stage, { recursive: true, force: true });
    request.done?.();
    this.set(id, outcome);
  }

  private view(row: ImportRow): ImportRecord {
    return {
      id: row.id,
      dataSetId: row.dataset_id,
      versionId: row.version_id,
      labelGroupId: row.label_group_id,
      status: row.status,
      progress: row.progress,
      format: row.format,
      source: row.source,
      images: row.images,
      annotations: row.annotations,
      info: row.info,
      createTime: formatTime(row.created_at),
      updateTime: formatTime(row.updated_at),
    };
  }
}
