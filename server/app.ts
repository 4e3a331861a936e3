import type { FastifyInstance, FastifyServerOptions } from "fastify";
import helmet from "@fastify/helmet";
import Fastify from "fastify";
import formBody from "@fastify/formbody";
import websocket from "@fastify/websocket";
import { platformConfig } from "../src/core/config";
import { AuthCodeStore } from "./platform/authCodes";
import { authApi } from "./auth/routes";
import { openDatabase } from "./lib/db";
import { devRoutes } from "./dev-outbox/routes";
import { hpcRoutes } from "./hpc/routes";
import { frameworkErrors, installHttp, Permissions } from "./http";
import { opLogApi } from "./op-log/routes";
import { Outbox } from "./platform/outbox";
import type { Platform } from "./platform";
import { EntityReaders } from "./storage/entityReaders";
import { seedIfEmpty } from "./platform/seed";
import { userAdminApi } from "./user-admin/routes";
import { SessionStore } from "./platform/sessions";
import { registerSite } from "./http/staticSite";
import { UsageLog } from "./platform/usageLog";
import { UserStore } from "./platform/users";
import { StorageTokens } from "./storage/storageTokens";
import { storageApi } from "./storage/routes";
import { annotationApi } from "./annotation/routes";
import { orgsRoutes } from "./orgs/routes";
import { systemRoutes } from "./system/routes";
import { modelsRoutes } from "./models/routes";
import { trainingServiceFromEnv } from "./training/runnerConfig";
import type { TrainerCommand } from "./training/trainerCommand";
import { AlgorithmVersionUsage } from "./algorithms/versionUsage";
import { algorithmsRoutes } from "./algorithms/routes";
import { trainingTasksRoutes } from "./training-tasks/routes";
import { billingApi } from "./billing/routes";
import { personalApi } from "./personal/routes";
import { feedbackRoutes } from "./feedback/routes";
import { sharingRoutes } from "./sharing/routes";
import { portalRoutes } from "./portal/routes";
import { Wallets } from "./billing/wallets";
import { learningRoutes } from "./learning/routes";
import { servicesRoutes } from "./services/routes";
import { operationResourceRoutes } from "./operation-resources/routes";
import { fileTransferRoutes } from "./file-transfer/routes";

export interface BuildServerOptions {
  /** Folder of the database (created if missing); the same folder keeps users and sessions across starts. */
  dataDir: string;
  /** Built app to serve with a single-page fallback; API only when absent. */
  staticDir?: string;
  logger?: FastifyServerOptions["logger"];
  /** Clock in epoch milliseconds; tests pass their own to move time. */
  now?: () => number;
  /** Where outbox lines are printed; stdout by default. */
  printOutbox?: (line: string) => void;
  /**
   * Demo mode: the development outbox is served at /__dev/outbox (no token: it shows every mail and
   * code the server "sent"). Off unless asked; `npm start` and `npm run dev` turn it on unless
   * PLATFORM_DEMO=0 (demoMode in server/platform/banner.ts).
   */
  demo?: boolean;
  /** Training engine settings (TRAINING_*, SLURM_*); default process.env. Tests pass a fast poll and no step delay. */
  trainingEnv?: NodeJS.ProcessEnv;
  /** What a local run starts instead of the trainer (bench/logTrainer.ts: the log bench's lines). */
  localTrainerCommand?: (jobDir: string) => TrainerCommand;
  /** Client credentials of the identity provider; default env CLIENT_ID / CLIENT_SECRET, then src/core/config. */
  clientId?: string;
  clientSecret?: string;
  /**
   * Whether the server samples storage for metering (at start, then every METERING_STORAGE_INTERVAL_MS).
   * On unless false; server tests turn it off and drive a StorageMeter of their own on their clock.
   */
  storageMetering?: boolean;
  /** Mail may go to loopback, private and link-local addresses (default env MAIL_ALLOW_PRIVATE_HOSTS=1). */
  mailAllowPrivateHosts?: boolean;
}

/**
 * The Content-Security-Policy of every answer (the app page above all): scripts, styles, images,
 * fonts, workers and calls from this origin only; WebAssembly for the upload's MD5 worker (hash-wasm);
 * inline style attributes (Blueprint's positioned popovers); images also as data: and blob: (previews
 * of files fetched with the bearer); no plugins, no framing by other sites, forms post here only.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  workerSrc: ["'self'", "blob:"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:"],
  mediaSrc: ["'self'", "blob:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** The reference platform server: the spec's API over a SQLite database in `dataDir`. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const db = openDatabase(options.dataDir);
  try {
    await seedIfEmpty(db);
  } catch (error) {
    db.close();
    throw error;
  }

  const users = new UserStore(db);
  const usage = new UsageLog(db, now);
  const platform: Platform = {
    db,
    now,
    client: {
      id: options.clientId ?? process.env.CLIENT_ID ?? platformConfig.clientId,
      secret: options.clientSecret ?? process.env.CLIENT_SECRET ?? platformConfig.clientSecret,
    },
    users,
    permissions: new Permissions(users),
    sessions: new SessionStore(db, now),
    storageTokens: new StorageTokens(now),
    entityReaders: new EntityReaders(),
    authCodes: new AuthCodeStore(db, now),
    outbox: new Outbox(db, now, options.printOutbox),
    training: trainingServiceFromEnv(
      db,
      options.dataDir,
      options.trainingEnv ?? process.env,
      (error, runId) => app.log.error({ err: error, runId }, "following a training run failed"),
      options.localTrainerCommand,
    ),
    algorithmVersionUsage: new AlgorithmVersionUsage(),
    usage,
    wallets: new Wallets(db, usage, now),
  };

  const app = Fastify({ logger: options.logger ?? false, frameworkErrors });
  app.decorate("platform", platform);
  app.decorate("sendToOutbox", (message) => platform.outbox.send(message));
  app.addHook("onClose", async () => {
    await platform.training.close();
    db.close();
  });
  // Settles the runs a previous process left unfinished before any route submits one.
  await platform.training.start();

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });
  // Before the access check: its hooks mark upgrade requests, so a refused upgrade's socket is closed.
  await app.register(websocket);
  installHttp(app, platform);
  await app.register(formBody);
  await app.register(authApi, { platform });
  await app.register(hpcRoutes, { platform });
  await app.register(opLogApi, { platform });
  await app.register(userAdminApi, { platform });
  if (options.demo) await app.register(devRoutes, { platform });
  await app.register(storageApi, { platform, dataDir: options.dataDir });
  await app.register(annotationApi, { platform, dataDir: options.dataDir });
  await app.register(orgsRoutes, { platform });
  await app.register(systemRoutes, {
    platform,
    demo: options.demo ?? false,
    mailAllowPrivateHosts: options.mailAllowPrivateHosts ?? process.env.MAIL_ALLOW_PRIVATE_HOSTS === "1",
  });
  await app.register(modelsRoutes, { platform, dataDir: options.dataDir });
  await app.register(algorithmsRoutes, { platform, dataDir: options.dataDir });
  await app.register(trainingTasksRoutes, { platform, dataDir: options.dataDir });
  await app.register(billingApi, {
    platform,
    dataDir: options.dataDir,
    storageMetering: options.storageMetering ?? true,
  });
  await app.register(personalApi, { platform });
  await app.register(feedbackRoutes, { platform });
  await app.register(sharingRoutes, { platform });
  await app.register(portalRoutes, { platform });
  await app.register(learningRoutes, { platform });
  await app.register(servicesRoutes, { platform, dataDir: options.dataDir });
  await app.register(operationResourceRoutes, { platform });
  await app.register(fileTransferRoutes, { platform, dataDir: options.dataDir });
  await registerSite(app, options.staticDir);
  return app;
}
