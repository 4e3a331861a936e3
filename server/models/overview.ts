import type { NameCount, RankedModel } from "../../src/contracts/models";
import type { Db } from "../lib/db";
import { RunStore } from "../training/runStore";
import { runView } from "../training/runView";

/**
 * The counts and distributions of 模型概览 for one user. Algorithms, their types and training tasks are
 * the training module's tables (algorithm_types, algorithms, algorithm_versions, training_tasks): read
 * only when they exist, so this module answers 0 and empty lists on a server without them.
 */

export type { NameCount, RankedModel };

const exists = (db: Db, table: string) =>
  db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table) !== undefined;

const count = (db: Db, sql: string, ...args: unknown[]) => (db.prepare(sql).get(...args) as { n: number }).n;

export class ModelOverview {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private has(...tables: string[]): boolean {
    return tables.every((table) => exists(this.db, table));
  }

  algorithms(userId: number): number {
    return this.has("algorithms")
      ? count(this.db, "SELECT COUNT(*) AS n FROM algorithms WHERE user_id = ?", userId)
      : 0;
  }

  tasks(userId: number): number {
    return this.has("training_tasks")
      ? count(this.db, "SELECT COUNT(*) AS n FROM training_tasks WHERE user_id = ?", userId)
      : 0;
  }

  trainings(userId: number): number {
    return this.has("training_runs")
      ? count(this.db, "SELECT COUNT(*) AS n FROM training_runs WHERE user_id = ?", userId)
      : 0;
  }

  models(userId: number): number {
    return count(this.db, "SELECT COUNT(*) AS n FROM models WHERE user_id = ?", userId);
  }

  /** The user's algorithms per type, most first. */
  algorithmTypes(userId: number): NameCount[] {
    if (!this.has("algorithms", "algorithm_types")) return [];
    return this.db
      .prepare(
        `SELECT t.name AS name, COUNT(*) AS count FROM algorithms a JOIN algorithm_types t ON t.id = a.type_id
         WHERE a.user_id = ? GROUP BY t.id ORDER BY count DESC, t.name`,
      )
      .all(userId) as NameCount[];
  }

  /** The user's training tasks per algorithm type, most first. */
  taskTypes(userId: number): NameCount[] {
    if (!this.has("training_tasks", "algorithm_versions", "algorithms", "algorithm_types")) return [];
    return this.db
      .prepare(
        `SELECT t.name AS name, COUNT(*) AS count FROM training_tasks k
         JOIN algorithm_versions v ON v.id = k.algorithm_version_id
         JOIN algorithms a ON a.id = v.algorithm_id JOIN algorithm_types t ON t.id = a.type_id
         WHERE k.user_id = ? GROUP BY t.id ORDER BY count DESC, t.name`,
      )
      .all(userId) as NameCount[];
  }

  /**
   * The user's training runs per algorithm package, most first: a built-in trainer or package by its id
   * (centroid, softmax, cnn-pytorch), a user's own package (trainer "package") by its algorithm's name.
   */
  runPackages(userId: number): NameCount[] {
    if (!this.has("training_runs")) return [];
    const joined = this.has("algorithm_versions", "algorithms");
    return this.db
      .prepare(
        joined
          ? `SELECT CASE WHEN r.trainer = 'package' THEN COALESCE(a.name, r.trainer) ELSE r.trainer END AS name,
               COUNT(*) AS count FROM training_runs r
             LEFT JOIN algorithm_versions v ON v.id = r.algorithm_version_id
             LEFT JOIN algorithms a ON a.id = v.algorithm_id
             WHERE r.user_id = ? GROUP BY 1 ORDER BY count DESC, name`
          : `SELECT trainer AS name, COUNT(*) AS count FROM training_runs WHERE user_id = ?
             GROUP BY trainer ORDER BY count DESC, name`,
      )
      .all(userId) as NameCount[];
  }

  /** The user's models per category, most first. */
  categories(userId: number): NameCount[] {
    return this.db
      .prepare(
        "SELECT category AS name, COUNT(*) AS count FROM models WHERE user_id = ? GROUP BY category ORDER BY count DESC, category",
      )
      .all(userId) as NameCount[];
  }

  /** The user's models by the hours their versions' runs trained, longest first (at most `limit`). */
  timeRanking(userId: number, limit = 10): RankedModel[] {
    const runs = new RunStore(this.db);
    const rows = this.db
      .prepare(
        `SELECT m.id, m.name, v.run_id FROM models m LEFT JOIN model_versions v ON v.model_id = m.id
         WHERE m.user_id = ? ORDER BY m.id`,
      )
      .all(userId) as { id: number; name: string; run_id: number | null }[];
    const ranked = new Map<number, RankedModel & { seen: Set<number> }>();
    for (const row of rows) {
      const entry = ranked.get(row.id) ?? { id: row.id, name: row.name, hours: 0, seen: new Set<number>() };
      ranked.set(row.id, entry);
      if (row.run_id === null || entry.seen.has(row.run_id)) continue;
      entry.seen.add(row.run_id);
      const run = runs.get(row.run_id);
      if (run && run.user_id === userId) entry.hours += runView(run, this.now()).durationMs / 3_600_000;
    }
    return [...ranked.values()]
      .map(({ id, name, hours }) => ({ id, name, hours: Math.round(hours * 10_000) / 10_000 }))
      .sort((a, b) => b.hours - a.hours || a.id - b.id)
      .slice(0, limit);
  }
}
