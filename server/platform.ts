import type { AuthCodeStore } from "./authCodes";
import type { Db } from "./db";
import type { Outbox, OutboxMessage, StoredOutboxMessage } from "./outbox";
import type { SessionStore } from "./sessions";
import type { UserRow, UserStore } from "./users";

/** Everything the route modules share, built once per server by buildServer. */
export interface Platform {
  db: Db;
  now: () => number;
  client: { id: string; secret: string };
  users: UserStore;
  sessions: SessionStore;
  authCodes: AuthCodeStore;
  outbox: Outbox;
}

declare module "fastify" {
  interface FastifyInstance {
    platform: Platform;
    /** Development outbox: store and print a message instead of sending it. */
    sendToOutbox: (message: OutboxMessage) => StoredOutboxMessage;
  }
  interface FastifyRequest {
    /** The signed-in user of an authenticated /api call; null on public routes. */
    user: UserRow | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** Route answers without a bearer token (the two token endpoints). */
    public?: boolean;
  }
}
