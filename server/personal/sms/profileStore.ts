import type { Db } from "../../lib/db";
import { ensureUserAdminTables } from "../../platform/userProfiles";

/** The signed-in user's own fields: display name, phone (user_profiles) and avatar. */
export class ProfileStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {
    ensureUserAdminTables(db);
  }

  phone(userId: number): string {
    const row = this.db.prepare("SELECT phone FROM user_profiles WHERE user_id = ?").get(userId) as
      { phone: string } | undefined;
    return row?.phone ?? "";
  }

  /** Whether another account holds `phone` (a phone number belongs to one account). */
  phoneHeldByOther(userId: number, phone: string): boolean {
    return Boolean(
      this.db.prepare("SELECT 1 FROM user_profiles WHERE phone = ? AND user_id <> ?").get(phone, userId),
    );
  }

  setPhone(userId: number, phone: string): void {
    this.db
      .prepare(
        `INSERT INTO user_profiles (user_id, phone, created_at) VALUES (?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET phone = excluded.phone`,
      )
      .run(userId, phone, this.now());
  }

  setDisplayName(userId: number, displayName: string): void {
    this.db.prepare("UPDATE users SET display_name = ? WHERE id = ?").run(displayName, userId);
  }

  setAvatar(userId: number, content: string): void {
    this.db.prepare("UPDATE users SET attribute_content = ? WHERE id = ?").run(content, userId);
  }

  setPasswordHash(userId: number, hash: string): void {
    this.db.prepare("UPDATE users SET password_hash = ? WHERE id = ?").run(hash, userId);
  }
}

/** 138****8000: a phone number as the settings page shows it. */
export const maskPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
