import path from "node:path";
import type { FastifyInstance } from "fastify";
import { chargingRoutes } from "./charging/chargingRoutes";
import { ComputeMeter } from "./metering/computeMeter";
import { StorageMeter } from "./metering/storageMeter";
import type { Platform } from "../platform";
import { billingRoutes } from "./billingRoutes";
import { walletPolicyRoutes } from "./walletPolicyRoutes";
import { walletRoutes } from "./walletRoutes";

/** How often storage is sampled: METERING_STORAGE_INTERVAL_MS, hourly by default (at least a minute). */
export function storageInterval(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.METERING_STORAGE_INTERVAL_MS ?? 3600_000);
  return Number.isSafeInteger(value) && value >= 60_000 ? value : 3600_000;
}

/**
 * Metering (ai-domain §2, operations) (compute of ended training runs, storage samples) into `platform.usage`, the
 * charging strategy, the bill, accounts' recharges and the user's wallet. The meters stop with the server.
 */
export async function billingApi(
  app: FastifyInstance,
  { platform, dataDir, storageMetering }: { platform: Platform; dataDir: string; storageMetering: boolean },
) {
  const { prices, recharges, billing } = platform.wallets;
  const compute = new ComputeMeter(platform.training, platform.usage);
  const storage = new StorageMeter(
    platform.db,
    platform.usage,
    path.join(dataDir, "storage"),
    platform.now,
    storageInterval(),
  );
  compute.start();
  if (storageMetering) storage.start();
  app.addHook("onClose", async () => {
    compute.stop();
    await storage.stop();
  });
  await app.register(chargingRoutes, { platform, prices });
  await app.register(billingRoutes, { platform, billing, recharges });
  await app.register(walletRoutes, { billing, recharges, wallets: platform.wallets });
  await app.register(walletPolicyRoutes, { platform });
}
