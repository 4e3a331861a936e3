/** The tables of published services, their tokens and every call of their endpoint. */
export const SERVICE_SCHEMA = `
CREATE TABLE IF NOT EXISTS services (
  id               INTEGER PRIMARY KEY,
  user_id          INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name             TEXT NOT NULL,
  description      TEXT NOT NULL DEFAULT '',
  model_version_id INTEGER NOT NULL,
  task_type        TEXT NOT NULL,
  instances        INTEGER NOT NULL DEFAULT 1,
  classify_id      INTEGER,
  is_public        INTEGER NOT NULL DEFAULT 0,
  status           INTEGER NOT NULL DEFAULT 1,
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  UNIQUE (user_id, name)
);
CREATE TABLE IF NOT EXISTS service_tokens (
  id          INTEGER PRIMARY KEY,
  service_id  INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  token       TEXT NOT NULL UNIQUE,
  status      INTEGER NOT NULL DEFAULT 1,
  expire_at   INTEGER,
  created_at  INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS service_tokens_service ON service_tokens(service_id);
CREATE TABLE IF NOT EXISTS service_calls (
  id          INTEGER PRIMARY KEY,
  service_id  INTEGER NOT NULL REFERENCES services(id) ON DELETE CASCADE,
  token_id    INTEGER,
  source      TEXT NOT NULL,
  status_code INTEGER NOT NULL,
  latency_ms  INTEGER NOT NULL,
  error       TEXT NOT NULL DEFAULT '',
  called_at   INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS service_calls_service ON service_calls(service_id, called_at);
`;
