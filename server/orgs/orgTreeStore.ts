import type { Db } from "../lib/db";
import type { OrgFields, OrgNode, OrgOption, OrgUses } from "../../src/contracts/orgs";
import { formatTime } from "./fields";

interface Row {
  id: string;
  title: string;
  parent_id: string | null;
  code: string;
  level: number;
  category: string;
  sort: number;
  description: string;
  created_at: number;
}

const SELECT = `SELECT n.*, g.title FROM org_nodes n JOIN groups g ON g.id = n.id`;

/** The organisation tree (government orgs): the shell's groups with their tree fields. */
export class OrgTreeStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    // Groups seeded before this module (the demo groups) become root nodes of level 0.
    const missing = db
      .prepare("SELECT id FROM groups WHERE id NOT IN (SELECT id FROM org_nodes) ORDER BY rowid")
      .all() as { id: string }[];
    for (const { id } of missing)
      db.prepare("INSERT INTO org_nodes (id, seq, created_at) VALUES (?, ?, ?)").run(
        id,
        this.nextSeq(),
        now(),
      );
  }

  private nextSeq(): number {
    const { seq } = this.db.prepare("SELECT COALESCE(MAX(seq), 0) + 1 AS seq FROM org_nodes").get() as {
      seq: number;
    };
    return seq;
  }

  private rows(): Row[] {
    return this.db.prepare(`${SELECT} ORDER BY n.sort, n.seq`).all() as Row[];
  }

  /** The whole tree, ordered by sort then creation; `name` keeps matching nodes and their ancestors. */
  tree(name = ""): OrgNode[] {
    const views = new Map<string, OrgNode>();
    const rows = this.rows();
    for (const row of rows) views.set(row.id, view(row));
    const roots: OrgNode[] = [];
    for (const node of views.values()) {
      const parent = node.parentId ? views.get(node.parentId) : undefined;
      if (parent) parent.children.push(node);
      else roots.push(node);
    }
    const needle = name.trim();
    return needle ? prune(roots, needle) : roots;
  }

  /** Every node, flat (the government orgs of the company form and the user filters). */
  flat(): OrgOption[] {
    return this.rows().map((row) => ({
      id: row.id,
      title: row.title,
      level: row.level,
      parentId: row.parent_id,
    }));
  }

  get(id: string): OrgNode | undefined {
    const row = this.db.prepare(`${SELECT} WHERE n.id = ?`).get(id) as Row | undefined;
    return row && view(row);
  }

  titleTaken(title: string, parentId: string | null, exceptId = ""): boolean {
    return (
      this.db
        .prepare(`${SELECT} WHERE g.title = ? AND n.parent_id IS ? AND n.id <> ?`)
        .get(title, parentId, exceptId) !== undefined
    );
  }

  /** Is `candidate` the node itself or one of its descendants (a parent that would make a cycle)? */
  isWithin(candidate: string, id: string): boolean {
    let at: string | null = candidate;
    while (at) {
      if (at === id) return true;
      at =
        (this.db.prepare("SELECT parent_id FROM org_nodes WHERE id = ?").get(at) as Row | undefined)
          ?.parent_id ?? null;
    }
    return false;
  }

  add(fields: OrgFields): OrgNode {
    const seq = this.nextSeq();
    const id = `org-${seq}`;
    this.db.transaction(() => {
      this.db.prepare("INSERT INTO groups (id, title) VALUES (?, ?)").run(id, fields.title);
      this.db
        .prepare(
          `INSERT INTO org_nodes (id, seq, parent_id, code, level, sort, description, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          seq,
          fields.parentId,
          fields.code,
          fields.level,
          fields.sort,
          fields.description,
          this.now(),
        );
    })();
    return this.get(id) as OrgNode;
  }

  update(id: string, fields: OrgFields): OrgNode | undefined {
    this.db.transaction(() => {
      this.db.prepare("UPDATE groups SET title = ? WHERE id = ?").run(fields.title, id);
      this.db
        .prepare(
          "UPDATE org_nodes SET parent_id = ?, code = ?, level = ?, sort = ?, description = ? WHERE id = ?",
        )
        .run(fields.parentId, fields.code, fields.level, fields.sort, fields.description, id);
    })();
    return this.get(id);
  }

  uses(id: string): OrgUses {
    const names = (sql: string) =>
      (this.db.prepare(sql).all(id) as { name: string }[]).map((row) => row.name);
    return {
      users: names(
        "SELECT u.user_name AS name FROM user_groups ug JOIN users u ON u.id = ug.user_id WHERE ug.group_id = ? ORDER BY u.id",
      ),
      companies: names("SELECT name FROM companies WHERE org_id = ? ORDER BY id"),
      children: names(
        "SELECT g.title AS name FROM org_nodes n JOIN groups g ON g.id = n.id WHERE n.parent_id = ? ORDER BY n.seq",
      ),
    };
  }

  /** Removes the node (its groups row; callers refuse first while it is used). */
  remove(id: string): boolean {
    return this.db.prepare("DELETE FROM groups WHERE id = ?").run(id).changes > 0;
  }
}

function view(row: Row): OrgNode {
  return {
    id: row.id,
    parentId: row.parent_id,
    title: row.title,
    code: row.code,
    level: row.level,
    category: row.category,
    sort: row.sort,
    description: row.description,
    createTime: formatTime(row.created_at),
    children: [],
  };
}

function prune(nodes: OrgNode[], needle: string): OrgNode[] {
  return nodes.flatMap((node) => {
    const children = prune(node.children, needle);
    return node.title.includes(needle) || children.length > 0 ? [{ ...node, children }] : [];
  });
}
