/** Each user's profile row (phone, e-mail, id number): kept by user-admin, read and changed by personal. */
export const USER_ADMIN_TABLES = `
CREATE TABLE IF NOT EXISTS user_profiles (
  user_id    INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  phone      TEXT NOT NULL DEFAULT '',
  email      TEXT NOT NULL DEFAULT '',
  id_number  TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL
);
`;
