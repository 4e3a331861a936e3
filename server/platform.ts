import type { AlgorithmVersionUsage } from "./algorithms/versionUsage";
import type { AuthCodeStore } from "./platform/authCodes";
import type { Db } from "./lib/db";
import type { Permissions } from "./platform/access";
import type { Outbox, OutboxMessage, StoredOutboxMessage } from "./platform/outbox";
import type { SessionStore } from "./platform/sessions";
import type { EntityReaders } from "./storage/entityReaders";
import type { StorageTokens } from "./storage/storageTokens";
import type { TrainingService } from "./training/trainingService";
import type { UsageLog } from "./platform/usageLog";
import type { UserRow, UserStore } from "./platform/users";
import type { Wallets } from "./billing/wallets";

/** Everything the route modules share, built once per server by buildServer. */
export interface Platform {
  db: Db;
  now: () => number;
  client: { id: string; secret: string };
  users: UserStore;
  /** The one place a route's access is decided (server/platform/access.ts). */
  permissions: Permissions;
  sessions: SessionStore;
  /** Short-lived tokens for URLs that carry no header (`?token=` on routes marked tokenInQuery). */
  storageTokens: StorageTokens;
  /** Who may read an entity's attachments (file service), by entity type. */
  entityReaders: EntityReaders;
  authCodes: AuthCodeStore;
  outbox: Outbox;
  /** Training runs (docs/training-engine.md): submit, follow, logs, terminate; started with the server. */
  training: TrainingService;
  /** How many models use an algorithm version (the models module registers its counter). */
  algorithmVersionUsage: AlgorithmVersionUsage;
  /** The append-only usage log (server/platform/usageLog.ts): engines record, billing reads. */
  usage: UsageLog;
  /** Balances and the balance rule (server/billing/wallets.ts): work billed to an owing account is refused. */
  wallets: Wallets;
}

declare module "fastify" {
  interface FastifyInstance {
    platform: Platform;
    /** Development outbox: store and print a message instead of sending it. */
    sendToOutbox: (message: OutboxMessage) => StoredOutboxMessage;
  }
  interface FastifyRequest {
    /** The signed-in user of an authenticated call; null on public routes. */
    user: UserRow | null;
    sessionToken: string | null;
  }
}
