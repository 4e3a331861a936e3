import type { Db } from "../lib/db";
import { pageOffset } from "../lib/paging";

export interface ShareRow {
  id: number;
  token: string;
  dataset_id: number;
  version_id: number;
  user_id: number;
  expire_at: number | null;
  revoked_at: number | null;
  created_at: number;
}

export interface SharedItemRow {
  id: number;
  file_name: string;
  width: number;
  height: number;
}

export interface SharedBox {
  x: number;
  y: number;
  width: number;
  height: number;
  labelName: string;
  color: string;
}

/** Share links of dataset versions (table dataset_shares) and what a link's holder reads. */
export class ShareStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The version's links, newest first. */
  ofVersion(versionId: number): ShareRow[] {
    return this.db
      .prepare("SELECT * FROM dataset_shares WHERE version_id = ? ORDER BY created_at DESC, id DESC")
      .all(versionId) as ShareRow[];
  }

  byId(id: number): ShareRow | undefined {
    return this.db.prepare("SELECT * FROM dataset_shares WHERE id = ?").get(id) as ShareRow | undefined;
  }

  byToken(token: string): ShareRow | undefined {
    return this.db.prepare("SELECT * FROM dataset_shares WHERE token = ?").get(token) as ShareRow | undefined;
  }

  insert(share: {
    token: string;
    datasetId: number;
    versionId: number;
    userId: number;
    expireAt: number | null;
  }) {
    return Number(
      this.db
        .prepare(
          "INSERT INTO dataset_shares (token, dataset_id, version_id, user_id, expire_at, created_at) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run(share.token, share.datasetId, share.versionId, share.userId, share.expireAt, this.now())
        .lastInsertRowid,
    );
  }

  revoke(id: number): void {
    this.db.prepare("UPDATE dataset_shares SET revoked_at = ? WHERE id = ?").run(this.now(), id);
  }

  /** The name the owner shows to a link's holder. */
  ownerName(userId: number): string {
    const row = this.db.prepare("SELECT display_name FROM users WHERE id = ?").get(userId) as
      { display_name: string } | undefined;
    return row?.display_name ?? "";
  }

  /** A page of the version's items, each with the owner's boxes (数据标注) and their labels. */
  itemsWithBoxes(versionId: number, pageNum: number, pageSize: number) {
    const items = this.db
      .prepare(
        "SELECT id, file_name, width, height FROM dataset_items WHERE version_id = ? ORDER BY id LIMIT ? OFFSET ?",
      )
      .all(versionId, pageSize, pageOffset(pageNum, pageSize)) as SharedItemRow[];
    const boxes = this.db.prepare(
      `SELECT a.x, a.y, a.width, a.height, l.name AS labelName, l.color AS color FROM version_annotations a
       JOIN labels l ON l.id = a.label_id WHERE a.item_id = ? ORDER BY a.id`,
    );
    return items.map((item) => ({ item, boxes: boxes.all(item.id) as SharedBox[] }));
  }
}
