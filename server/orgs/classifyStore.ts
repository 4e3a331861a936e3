import type { Db } from "../lib/db";
import type { Page } from "../../src/contracts/paging";
import type { ClassifyInfo, ClassifyNode, ClassifyType, TypeFields } from "../../src/contracts/classify";
import { contains, formatTime, pageOf, type PageArgs } from "./fields";
import { pageOffset } from "../lib/paging";

interface NodeRow {
  id: number;
  parent_id: number | null;
  name: string;
  sort: number;
  created_at: number;
}

/** 行业分类 (a tree ordered by sort) and 类型管理 (flat types with a unique code). */
export class ClassifyStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  tree(): ClassifyNode[] {
    const rows = this.db.prepare("SELECT * FROM classify_nodes ORDER BY sort, id").all() as NodeRow[];
    const views = new Map<number, ClassifyNode>();
    for (const row of rows)
      views.set(row.id, {
        id: row.id,
        parentId: row.parent_id,
        name: row.name,
        sort: row.sort,
        createTime: formatTime(row.created_at),
        children: [],
      });
    const roots: ClassifyNode[] = [];
    for (const node of views.values()) {
      const parent = node.parentId ? views.get(node.parentId) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    return roots;
  }

  node(id: number): NodeRow | undefined {
    return this.db.prepare("SELECT * FROM classify_nodes WHERE id = ?").get(id) as NodeRow | undefined;
  }

  /** One node as the edit form reads it (ai-domain §7 classify info): its parent's and children's names. */
  info(id: number): ClassifyInfo | undefined {
    const node = this.node(id);
    if (!node) return undefined;
    return {
      id: node.id,
      parentId: node.parent_id,
      parentName: node.parent_id ? (this.node(node.parent_id)?.name ?? "") : "",
      name: node.name,
      sort: node.sort,
      children: this.children(node.id),
      createTime: formatTime(node.created_at),
    };
  }

  nameTaken(name: string, parentId: number | null, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM classify_nodes WHERE name = ? AND parent_id IS ? AND id <> ?")
        .get(name, parentId, exceptId) !== undefined
    );
  }

  isWithin(candidate: number, id: number): boolean {
    let at: number | null = candidate;
    while (at) {
      if (at === id) return true;
      at = this.node(at)?.parent_id ?? null;
    }
    return false;
  }

  /** A new node goes last among its siblings. */
  addNode(parentId: number | null, name: string): number {
    const { sort } = this.db
      .prepare("SELECT COALESCE(MAX(sort), 0) + 1 AS sort FROM classify_nodes WHERE parent_id IS ?")
      .get(parentId) as { sort: number };
    return Number(
      this.db
        .prepare("INSERT INTO classify_nodes (parent_id, name, sort, created_at) VALUES (?, ?, ?, ?)")
        .run(parentId, name, sort, this.now()).lastInsertRowid,
    );
  }

  updateNode(id: number, parentId: number | null, name: string): void {
    const current = this.node(id);
    if (current && current.parent_id !== parentId) {
      this.db.prepare("UPDATE classify_nodes SET parent_id = ? WHERE id = ?").run(parentId, id);
      this.renumber(parentId, id);
    }
    this.db.prepare("UPDATE classify_nodes SET name = ? WHERE id = ?").run(name, id);
  }

  /** Moves a node one place up (-1) or down (1) among its siblings; false at either end. */
  move(id: number, direction: -1 | 1): boolean {
    const node = this.node(id);
    if (!node) return false;
    const siblings = this.siblings(node.parent_id);
    const at = siblings.indexOf(id);
    const to = at + direction;
    if (to < 0 || to >= siblings.length) return false;
    [siblings[at], siblings[to]] = [siblings[to], siblings[at]];
    this.writeOrder(siblings);
    return true;
  }

  children(id: number): string[] {
    return (
      this.db.prepare("SELECT name FROM classify_nodes WHERE parent_id = ? ORDER BY sort, id").all(id) as {
        name: string;
      }[]
    ).map((row) => row.name);
  }

  /** The published services and shared cases filed under the node, by name (their modules' tables, once they exist). */
  usersOf(id: number): { services: string[]; cases: string[] } {
    const names = (table: string, column: string) =>
      this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(table)
        ? (
            this.db
              .prepare(`SELECT ${column} AS name FROM ${table} WHERE classify_id = ? ORDER BY id LIMIT 10`)
              .all(id) as { name: string }[]
          ).map((row) => row.name)
        : [];
    return { services: names("services", "name"), cases: names("share_cases", "title") };
  }

  /**
   * A fresh data folder starts with a small industry tree (the portal's app store and 发布服务's
   * industry picker read it); once seeded, what the back office does with it stays (no reseeding).
   */
  seedOnce(tree: readonly { name: string; children: readonly string[] }[]): void {
    if (this.db.prepare("SELECT 1 FROM classify_seeded").get()) return;
    this.db.transaction(() => {
      const empty = !this.db.prepare("SELECT 1 FROM classify_nodes LIMIT 1").get();
      if (empty)
        for (const root of tree) {
          const parent = this.addNode(null, root.name);
          for (const child of root.children) this.addNode(parent, child);
        }
      this.db.prepare("INSERT INTO classify_seeded (done) VALUES (1)").run();
    })();
  }

  removeNode(id: number): boolean {
    return this.db.prepare("DELETE FROM classify_nodes WHERE id = ?").run(id).changes > 0;
  }

  private siblings(parentId: number | null): number[] {
    return (
      this.db
        .prepare("SELECT id FROM classify_nodes WHERE parent_id IS ? ORDER BY sort, id")
        .all(parentId) as {
        id: number;
      }[]
    ).map((row) => row.id);
  }

  /** Puts `last` at the end of its new siblings and numbers them 1..n. */
  private renumber(parentId: number | null, last: number): void {
    this.writeOrder([...this.siblings(parentId).filter((id) => id !== last), last]);
  }

  private writeOrder(ids: number[]): void {
    const update = this.db.prepare("UPDATE classify_nodes SET sort = ? WHERE id = ?");
    this.db.transaction(() => ids.forEach((id, index) => update.run(index + 1, id)))();
  }

  typePage(query: PageArgs & { name?: string }): Page<ClassifyType> {
    const args = [contains(query.name), contains(query.name)];
    const where = "(name LIKE ? ESCAPE '\\' OR code LIKE ? ESCAPE '\\')";
    const { total } = this.db
      .prepare(`SELECT COUNT(*) AS total FROM classify_types WHERE ${where}`)
      .get(...args) as {
      total: number;
    };
    const rows = this.db
      .prepare(`SELECT * FROM classify_types WHERE ${where} ORDER BY id DESC LIMIT ? OFFSET ?`)
      .all(...args, query.pageSize, pageOffset(query.pageNum, query.pageSize)) as (TypeFields & {
      id: number;
      created_at: number;
    })[];
    return pageOf(
      rows.map(({ created_at, ...row }) => ({ ...row, createTime: formatTime(created_at) })),
      total,
      query,
    );
  }

  typeExists(id: number): boolean {
    return this.db.prepare("SELECT 1 FROM classify_types WHERE id = ?").get(id) !== undefined;
  }

  typeTaken(column: "name" | "code", value: string, exceptId = 0): boolean {
    return (
      this.db.prepare(`SELECT 1 FROM classify_types WHERE ${column} = ? AND id <> ?`).get(value, exceptId) !==
      undefined
    );
  }

  saveType(fields: TypeFields, id?: number): void {
    if (id)
      this.db
        .prepare(
          "UPDATE classify_types SET name = @name, code = @code, description = @description WHERE id = @id",
        )
        .run({ ...fields, id });
    else
      this.db
        .prepare(
          "INSERT INTO classify_types (name, code, description, created_at) VALUES (@name, @code, @description, @at)",
        )
        .run({ ...fields, at: this.now() });
  }

  removeType(id: number): boolean {
    return this.db.prepare("DELETE FROM classify_types WHERE id = ?").run(id).changes > 0;
  }
}
