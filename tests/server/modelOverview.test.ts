// @vitest-environment node
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/lib/db";
import { ModelOverview } from "../../server/models/overview";
import { ModelStore } from "../../server/platform/ai/modelStore";
import { ModelVersionStore } from "../../server/platform/ai/modelVersionStore";
import { closeAll, tempDir } from "./helpers";

afterAll(closeAll);

/** The training module's tables as its store makes them (server/algorithms, server/training-tasks). */
const TRAINING_TABLES = `
CREATE TABLE algorithm_types (id INTEGER PRIMARY KEY, parent_id INTEGER, name TEXT NOT NULL, sort INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL);
CREATE TABLE algorithms (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, type_id INTEGER NOT NULL, name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '', is_public INTEGER NOT NULL DEFAULT 0, image_name TEXT NOT NULL DEFAULT '', created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE TABLE algorithm_versions (id INTEGER PRIMARY KEY, algorithm_id INTEGER NOT NULL, number INTEGER NOT NULL, trainer TEXT NOT NULL, params TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE TABLE training_tasks (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL, algorithm_version_id INTEGER NOT NULL,
  dataset_version_id INTEGER NOT NULL, created_at INTEGER NOT NULL);
`;

function database() {
  const db = openDatabase(tempDir("model-overview-"));
  const user = (name: string) =>
    Number(
      db
        .prepare("INSERT INTO users (user_name, display_name, password_hash) VALUES (?, ?, 'x')")
        .run(name, name).lastInsertRowid,
    );
  new ModelVersionStore(db, () => 0);
  const models = new ModelStore(db, () => 0);
  return { db, user, models };
}

describe("模型概览's numbers", () => {
  it("answers 0 and empty distributions where the training module's tables do not exist", () => {
    const { db, user, models } = database();
    const me = user("me");
    models.add(me, { name: "甲", description: "", category: "其他" });
    const overview = new ModelOverview(db, () => 0);
    expect([
      overview.algorithms(me),
      overview.tasks(me),
      overview.trainings(me),
      overview.models(me),
    ]).toEqual([0, 0, 0, 1]);
    expect(overview.algorithmTypes(me)).toEqual([]);
    expect(overview.taskTypes(me)).toEqual([]);
    expect(overview.categories(me)).toEqual([{ name: "其他", count: 1 }]);
    db.close();
  });

  it("counts the user's algorithms and tasks per algorithm type, most first, and nobody else's", () => {
    const { db, user } = database();
    const [me, other] = [user("me"), user("other")];
    db.exec(TRAINING_TABLES);
    const run = (sql: string, ...args: unknown[]) => Number(db.prepare(sql).run(...args).lastInsertRowid);
    const detect = run("INSERT INTO algorithm_types (name, created_at) VALUES ('目标检测', 0)");
    const classify = run("INSERT INTO algorithm_types (name, created_at) VALUES ('图像分类', 0)");
    const algorithm = (owner: number, type: number, name: string) =>
      run(
        "INSERT INTO algorithms (user_id, type_id, name, created_at, updated_at) VALUES (?, ?, ?, 0, 0)",
        owner,
        type,
        name,
      );
    const version = (of: number) =>
      run(
        "INSERT INTO algorithm_versions (algorithm_id, number, trainer, params, created_at) VALUES (?, 1, 'centroid', '{}', 0)",
        of,
      );
    const task = (owner: number, of: number, name: string) =>
      run(
        "INSERT INTO training_tasks (user_id, name, algorithm_version_id, dataset_version_id, created_at) VALUES (?, ?, ?, 1, 0)",
        owner,
        name,
        of,
      );
    const a1 = version(algorithm(me, detect, "a1"));
    version(algorithm(me, detect, "a2"));
    const a3 = version(algorithm(me, classify, "a3"));
    const theirs = version(algorithm(other, classify, "b1"));
    task(me, a1, "t1");
    task(me, a3, "t2");
    task(me, a3, "t3");
    task(other, theirs, "t4");

    const overview = new ModelOverview(db, () => 0);
    expect(overview.algorithms(me)).toBe(3);
    expect(overview.tasks(me)).toBe(3);
    expect(overview.algorithmTypes(me)).toEqual([
      { name: "目标检测", count: 2 },
      { name: "图像分类", count: 1 },
    ]);
    expect(overview.taskTypes(me)).toEqual([
      { name: "图像分类", count: 2 },
      { name: "目标检测", count: 1 },
    ]);
    db.close();
  });
});
