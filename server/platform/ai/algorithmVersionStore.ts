import dayjs from "dayjs";
import type { Db } from "../../lib/db";
import type { AlgorithmVersionView } from "../../../src/contracts/algorithms";
import type { PackageManifest } from "../../../src/contracts/algorithmPackages";
import { trainerTitle } from "../../training/packages/trainerSpec";
import { DATE_TIME_FORMAT } from "../../lib/time";

/** One algorithm version (the contract's shape). */
export type { AlgorithmVersionView };

interface Row {
  id: number;
  algorithm_id: number;
  algorithm_name: string;
  user_id: number;
  number: number;
  trainer: string;
  params: string;
  description: string;
  is_public: number;
  package_name: string;
  package_size: number;
  manifest: string | null;
  created_at: number;
}

const SELECT = `SELECT v.*, a.name AS algorithm_name, a.user_id AS user_id
  FROM algorithm_versions v JOIN algorithms a ON a.id = v.algorithm_id`;

const view = (row: Row): AlgorithmVersionView => {
  const manifest = row.manifest ? (JSON.parse(row.manifest) as PackageManifest) : null;
  return {
    id: row.id,
    algorithmId: row.algorithm_id,
    algorithmName: row.algorithm_name,
    userId: row.user_id,
    version: `V${row.number}`,
    number: row.number,
    trainer: row.trainer,
    trainerTitle: manifest && row.trainer === "package" ? manifest.name : trainerTitle(row.trainer),
    params: JSON.parse(row.params) as Record<string, number>,
    description: row.description,
    isPublic: row.is_public ? 1 : 0,
    packageName: row.package_name,
    packageSize: row.package_size,
    manifest,
    createTime: dayjs(row.created_at).format(DATE_TIME_FORMAT),
  };
};

export class AlgorithmVersionStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  list(algorithmId: number): AlgorithmVersionView[] {
    return (
      this.db.prepare(`${SELECT} WHERE v.algorithm_id = ? ORDER BY v.number DESC`).all(algorithmId) as Row[]
    ).map(view);
  }

  get(id: number): AlgorithmVersionView | undefined {
    const row = this.db.prepare(`${SELECT} WHERE v.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  add(
    algorithmId: number,
    fields: {
      trainer: string;
      params: Record<string, number>;
      description: string;
      packageName?: string;
      packageSize?: number;
    },
  ): AlgorithmVersionView {
    const { next } = this.db
      .prepare("SELECT COALESCE(MAX(number), 0) + 1 AS next FROM algorithm_versions WHERE algorithm_id = ?")
      .get(algorithmId) as { next: number };
    const id = this.db
      .prepare(
        `INSERT INTO algorithm_versions (algorithm_id, number, trainer, params, description, package_name, package_size, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        algorithmId,
        next,
        fields.trainer,
        JSON.stringify(fields.params),
        fields.description,
        fields.packageName ?? "",
        fields.packageSize ?? 0,
        this.now(),
      ).lastInsertRowid;
    return this.get(Number(id)) as AlgorithmVersionView;
  }

  setPublic(id: number, isPublic: 0 | 1): void {
    this.db.prepare("UPDATE algorithm_versions SET is_public = ? WHERE id = ?").run(isPublic, id);
  }

  setPackage(id: number, name: string, size: number): void {
    this.db
      .prepare("UPDATE algorithm_versions SET package_name = ?, package_size = ? WHERE id = ?")
      .run(name, size, id);
  }

  /** The version now runs its own package: trainer "package", the manifest and its defaults. */
  setPackageManifest(id: number, manifest: PackageManifest, params: Record<string, number>): void {
    this.db
      .prepare("UPDATE algorithm_versions SET trainer = 'package', manifest = ?, params = ? WHERE id = ?")
      .run(JSON.stringify(manifest), JSON.stringify(params), id);
  }

  remove(id: number): void {
    this.db.prepare("DELETE FROM algorithm_versions WHERE id = ?").run(id);
  }
}
