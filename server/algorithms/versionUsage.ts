import type { Db } from "../lib/db";

/** A model version made with an algorithm version: whose, and its name as the screens show it. */
export interface AlgorithmVersionUse {
  userId: number;
  /** 形状检测 V2 */
  modelVersion: string;
}

/**
 * Who uses an algorithm version, told by the modules that do (`platform.algorithmVersionUsage`): the
 * models module's model versions trained with (or registered against) a version keep it in use, so
 * count-model answers their number and neither the version nor its algorithm is deleted while they
 * exist. Modules register once, at start.
 */
export class AlgorithmVersionUsage {
  private readonly sources: ((versionId: number) => AlgorithmVersionUse[])[] = [];

  register(source: (versionId: number) => AlgorithmVersionUse[]): void {
    this.sources.push(source);
  }

  /** The uses of the version, over every registered source. */
  uses(versionId: number): AlgorithmVersionUse[] {
    return this.sources.flatMap((source) => source(versionId));
  }

  /** Models using the version, over every registered source. */
  count(versionId: number): number {
    return this.uses(versionId).length;
  }
}

/**
 * The model versions made with an algorithm version, by model name and version number, read from the
 * models module's tables (none until both exist): the source `platform.algorithmVersionUsage` asks.
 */
export function modelVersionsUsing(db: Db): (versionId: number) => AlgorithmVersionUse[] {
  return (versionId) => {
    const tables = db
      .prepare(
        "SELECT COUNT(*) AS n FROM sqlite_master WHERE type = 'table' AND name IN ('model_versions', 'models')",
      )
      .get() as { n: number };
    if (tables.n < 2) return [];
    return db
      .prepare(
        `SELECT v.user_id AS userId, m.name || ' V' || v.version_no AS modelVersion
         FROM model_versions v JOIN models m ON m.id = v.model_id
         WHERE v.algorithm_version_id = ? ORDER BY m.name, v.version_no`,
      )
      .all(versionId) as AlgorithmVersionUse[];
  };
}
