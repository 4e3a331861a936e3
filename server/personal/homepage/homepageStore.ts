import type { Db } from "../../lib/db";
import { baseline, migrate } from "../../lib/migrations";
import type {
  CaseFields,
  CooperateCase,
  Education,
  EducationFields,
  SharedItem,
} from "../../../src/contracts/userHomepage";

const HOMEPAGE_TABLES = `
CREATE TABLE IF NOT EXISTS user_homepage (
  user_id      INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  organisation TEXT NOT NULL DEFAULT '',
  introduction TEXT NOT NULL DEFAULT '',
  updated_at   INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS user_education (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  school     TEXT NOT NULL,
  major      TEXT NOT NULL DEFAULT '',
  degree     TEXT NOT NULL DEFAULT '',
  start_date TEXT NOT NULL DEFAULT '',
  end_date   TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS user_cooperate_cases (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title      TEXT NOT NULL,
  partner    TEXT NOT NULL DEFAULT '',
  summary    TEXT NOT NULL DEFAULT '',
  case_date  TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
`;

/** A user's homepage: organisation and introduction, education, cooperation cases, public shares. */
export class HomepageStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    migrate(db, "user-homepage", [baseline(HOMEPAGE_TABLES)]);
  }

  about(userId: number): { organisation: string; introduction: string } {
    const row = this.db
      .prepare("SELECT organisation, introduction FROM user_homepage WHERE user_id = ?")
      .get(userId) as { organisation: string; introduction: string } | undefined;
    return row ?? { organisation: "", introduction: "" };
  }

  saveAbout(userId: number, organisation: string, introduction: string): void {
    this.db
      .prepare(
        `INSERT INTO user_homepage (user_id, organisation, introduction, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET organisation = excluded.organisation,
         introduction = excluded.introduction, updated_at = excluded.updated_at`,
      )
      .run(userId, organisation, introduction, this.now());
  }

  education(userId: number): Education[] {
    return this.db
      .prepare(
        `SELECT id, school, major, degree, start_date AS startDate, end_date AS endDate
         FROM user_education WHERE user_id = ? ORDER BY start_date DESC, id DESC`,
      )
      .all(userId) as Education[];
  }

  addEducation(userId: number, fields: EducationFields): number {
    return Number(
      this.db
        .prepare(
          "INSERT INTO user_education (user_id, school, major, degree, start_date, end_date) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(userId, fields.school, fields.major, fields.degree, fields.startDate, fields.endDate)
        .lastInsertRowid,
    );
  }

  updateEducation(userId: number, id: number, fields: EducationFields): boolean {
    return (
      this.db
        .prepare(
          `UPDATE user_education SET school = ?, major = ?, degree = ?, start_date = ?, end_date = ?
           WHERE id = ? AND user_id = ?`,
        )
        .run(fields.school, fields.major, fields.degree, fields.startDate, fields.endDate, id, userId)
        .changes > 0
    );
  }

  removeEducation(userId: number, id: number): boolean {
    return (
      this.db.prepare("DELETE FROM user_education WHERE id = ? AND user_id = ?").run(id, userId).changes > 0
    );
  }

  cases(userId: number): CooperateCase[] {
    return this.db
      .prepare(
        `SELECT id, title, partner, summary, case_date AS caseDate FROM user_cooperate_cases
         WHERE user_id = ? ORDER BY case_date DESC, id DESC`,
      )
      .all(userId) as CooperateCase[];
  }

  addCase(userId: number, fields: CaseFields): number {
    return Number(
      this.db
        .prepare(
          `INSERT INTO user_cooperate_cases (user_id, title, partner, summary, case_date, created_at)
           VALUES (?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, fields.title, fields.partner, fields.summary, fields.caseDate, this.now())
        .lastInsertRowid,
    );
  }

  updateCase(userId: number, id: number, fields: CaseFields): boolean {
    return (
      this.db
        .prepare(
          `UPDATE user_cooperate_cases SET title = ?, partner = ?, summary = ?, case_date = ?
           WHERE id = ? AND user_id = ?`,
        )
        .run(fields.title, fields.partner, fields.summary, fields.caseDate, id, userId).changes > 0
    );
  }

  removeCase(userId: number, id: number): boolean {
    return (
      this.db.prepare("DELETE FROM user_cooperate_cases WHERE id = ? AND user_id = ?").run(id, userId)
        .changes > 0
    );
  }

  /** What the user shares publicly: public datasets, algorithms and models, newest first. */
  shares(userId: number): SharedItem[] {
    const of = (table: string, kind: SharedItem["kind"]) =>
      this.tableExists(table)
        ? (
            this.db
              .prepare(
                `SELECT id, name, created_at AS createTime FROM ${table} WHERE user_id = ? AND is_public = 1`,
              )
              .all(userId) as Omit<SharedItem, "kind">[]
          ).map((row) => ({ ...row, kind }))
        : [];
    return [...of("datasets", "dataset"), ...of("algorithms", "algorithm"), ...of("models", "model")].sort(
      (a, b) => b.createTime - a.createTime,
    );
  }

  private tableExists(table: string): boolean {
    return Boolean(
      this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table),
    );
  }
}
