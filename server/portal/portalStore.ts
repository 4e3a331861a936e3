import dayjs from "dayjs";
import type { Db } from "../lib/db";
import type {
  PageOption,
  PortalLook,
  PortalMenu,
  PortalMenuFields,
  PortalPage,
  PortalPageSummary,
} from "../../src/contracts/portal";
import type { Page } from "../lib/paging";
import { DATE_TIME_FORMAT } from "../lib/time";
import { likeContains } from "../lib/like";
import { ABOUT_PAGE_CODE } from "../../src/contracts/portalPages";

import { pageOffset } from "../lib/paging";

const time = (ms: number) => dayjs(ms).format(DATE_TIME_FORMAT);

interface MenuRow {
  id: number;
  parent_id: number | null;
  name: string;
  home_page_flag: number;
  config_type: number;
  menu_url: string;
  page_id: number | null;
  page_title: string | null;
  introduction: string;
  sort: number;
  created_at: number;
}

interface PageRow {
  id: number;
  title: string;
  code: string | null;
  content: string;
  created_at: number;
  updated_at: number;
}

const pageSummary = (row: PageRow): PortalPageSummary => ({
  id: row.id,
  title: row.title,
  code: row.code,
  createTime: time(row.created_at),
  updateTime: time(row.updated_at),
});

/** The portal's settings, menus and pages over `platform.db` (tables in ./schema.ts). */
export class PortalStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** The stored look; a portalName stored by an earlier version is left out (系统配置 names the portal). */
  settings(): PortalLook | null {
    const row = this.db.prepare("SELECT body FROM portal_settings WHERE id = 1").get() as
      { body: string } | undefined;
    if (!row) return null;
    const { portalName, ...look } = JSON.parse(row.body) as PortalLook & { portalName?: string };
    void portalName;
    return look;
  }

  saveSettings(settings: PortalLook): void {
    this.db
      .prepare(
        "INSERT INTO portal_settings (id, body, updated_at) VALUES (1, ?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at",
      )
      .run(JSON.stringify(settings), this.now());
  }

  // ---- menus

  private menuRows(): MenuRow[] {
    return this.db
      .prepare(
        `SELECT m.*, p.title AS page_title FROM portal_menus m LEFT JOIN portal_pages p ON p.id = m.page_id
         ORDER BY m.sort, m.id`,
      )
      .all() as MenuRow[];
  }

  private toMenu(row: MenuRow): PortalMenu {
    const configType = row.config_type === 2 ? 2 : 1;
    const related = configType === 2 ? row.menu_url !== "" : row.page_title !== null;
    return {
      id: row.id,
      parentId: row.parent_id,
      mainMenuName: row.name,
      homePageFlag: row.home_page_flag ? 1 : 0,
      configType,
      menuUrl: row.menu_url,
      tempId: row.page_id,
      tempTitle: row.page_title ?? "",
      introduction: row.introduction,
      relationStatus: related ? 1 : 0,
      sort: row.sort,
      portalId: 1,
      createTime: time(row.created_at),
      subMenuNameListMap: [],
    };
  }

  /** Main menus in order, each with its sub-menus in order. */
  menuTree(): PortalMenu[] {
    const rows = this.menuRows().map((row) => this.toMenu(row));
    const main = rows.filter((menu) => menu.parentId === null);
    for (const menu of main) menu.subMenuNameListMap = rows.filter((sub) => sub.parentId === menu.id);
    return main;
  }

  menu(id: number): PortalMenu | null {
    const row = this.menuRows().find((candidate) => candidate.id === id);
    return row ? this.toMenu(row) : null;
  }

  nameTaken(name: string, parentId: number | null, exceptId = 0): boolean {
    return (
      this.db
        .prepare("SELECT 1 FROM portal_menus WHERE name = ? AND parent_id IS ? AND id <> ?")
        .get(name, parentId, exceptId) !== undefined
    );
  }

  private fieldValues(fields: PortalMenuFields) {
    return [
      fields.parentId,
      fields.mainMenuName,
      fields.homePageFlag,
      fields.configType,
      fields.configType === 2 ? fields.menuUrl : "",
      fields.configType === 1 ? fields.tempId : null,
      fields.introduction,
    ];
  }

  addMenu(fields: PortalMenuFields): number {
    const last = this.db
      .prepare("SELECT COALESCE(MAX(sort), 0) AS sort FROM portal_menus WHERE parent_id IS ?")
      .get(fields.parentId) as { sort: number };
    const result = this.db
      .prepare(
        `INSERT INTO portal_menus (parent_id, name, home_page_flag, config_type, menu_url, page_id, introduction, sort, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(...this.fieldValues(fields), last.sort + 1, this.now());
    return Number(result.lastInsertRowid);
  }

  updateMenu(id: number, fields: PortalMenuFields): void {
    this.db
      .prepare(
        `UPDATE portal_menus SET parent_id = ?, name = ?, home_page_flag = ?, config_type = ?, menu_url = ?, page_id = ?, introduction = ?
         WHERE id = ?`,
      )
      .run(...this.fieldValues(fields), id);
  }

  hasSubMenus(id: number): boolean {
    return this.db.prepare("SELECT 1 FROM portal_menus WHERE parent_id = ?").get(id) !== undefined;
  }

  removeMenu(id: number): void {
    this.db.prepare("DELETE FROM portal_menus WHERE id = ?").run(id);
  }

  /** Swaps the menu with its neighbour among its siblings; false when it is already first or last. */
  moveMenu(id: number, direction: -1 | 1): boolean {
    const menu = this.menu(id);
    if (!menu) return false;
    const siblings = this.menuRows().filter((row) => row.parent_id === menu.parentId);
    const at = siblings.findIndex((row) => row.id === id);
    const other = siblings[at + direction];
    if (!other) return false;
    const swap = this.db.transaction(() => {
      const order = siblings.map((row) => row.id);
      [order[at], order[at + direction]] = [order[at + direction], order[at]];
      const update = this.db.prepare("UPDATE portal_menus SET sort = ? WHERE id = ?");
      order.forEach((menuId, index) => update.run(index + 1, menuId));
    });
    swap();
    return true;
  }

  // ---- pages

  pagePage(title: string, pageNum: number, pageSize: number): Page<PortalPageSummary> {
    const where = "WHERE title LIKE ? ESCAPE '\\'";
    const like = likeContains(title);
    const total = (
      this.db.prepare(`SELECT COUNT(*) AS n FROM portal_pages ${where}`).get(like) as { n: number }
    ).n;
    const rows = this.db
      .prepare(`SELECT * FROM portal_pages ${where} ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?`)
      .all(like, pageSize, pageOffset(pageNum, pageSize)) as PageRow[];
    return { list: rows.map(pageSummary), total, pageNum, pageSize };
  }

  pageOptions(): PageOption[] {
    return this.db.prepare("SELECT id, title FROM portal_pages ORDER BY title, id").all() as PageOption[];
  }

  page(id: number): PortalPage | null {
    const row = this.db.prepare("SELECT * FROM portal_pages WHERE id = ?").get(id) as PageRow | undefined;
    return row ? { ...pageSummary(row), content: row.content } : null;
  }

  /** The documentation pages (those with a fixed code, the about page aside), without their content. */
  documentationPages(): PortalPageSummary[] {
    return (
      this.db
        .prepare("SELECT * FROM portal_pages WHERE code IS NOT NULL AND code <> ? ORDER BY id")
        .all(ABOUT_PAGE_CODE) as PageRow[]
    ).map(pageSummary);
  }

  pageByCode(code: string): PortalPage | null {
    const row = this.db.prepare("SELECT * FROM portal_pages WHERE code = ?").get(code) as PageRow | undefined;
    return row ? { ...pageSummary(row), content: row.content } : null;
  }

  titleTaken(title: string, exceptId = 0): boolean {
    return (
      this.db.prepare("SELECT 1 FROM portal_pages WHERE title = ? AND id <> ?").get(title, exceptId) !==
      undefined
    );
  }

  addPage(title: string, content: string, code: string | null = null): number {
    const at = this.now();
    const result = this.db
      .prepare(
        "INSERT INTO portal_pages (title, code, content, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(title, code, content, at, at);
    return Number(result.lastInsertRowid);
  }

  updatePage(id: number, title: string, content: string): void {
    this.db
      .prepare("UPDATE portal_pages SET title = ?, content = ?, updated_at = ? WHERE id = ?")
      .run(title, content, this.now(), id);
  }

  /** Menus that lead to the page (a page in use is not deleted). */
  menusOfPage(id: number): string[] {
    return (
      this.db.prepare("SELECT name FROM portal_menus WHERE page_id = ? ORDER BY id").all(id) as {
        name: string;
      }[]
    ).map((row) => row.name);
  }

  removePage(id: number): void {
    this.db.prepare("DELETE FROM portal_pages WHERE id = ?").run(id);
  }
}
