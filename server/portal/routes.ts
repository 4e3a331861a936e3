import type { FastifyInstance } from "fastify";
import { PUBLIC_SETTING_KEYS } from "../../src/contracts/platformSettings";
import type { Platform } from "../platform";
import { ConfigStore } from "../platform/configStore";
import { decorationRoutes } from "./decorationRoutes";
import { DecorationFiles } from "./decorationFiles";
import { menuRoutes } from "./menuRoutes";
import { pageRoutes } from "./pageRoutes";
import { PortalStore } from "./portalStore";
import { publicRoutes } from "./publicRoutes";
import { createPortalTables } from "./schema";
import { seedPortal } from "./seed";
import { settingsRoutes } from "./settingsRoutes";

/**
 * The portal's content (ai-domain §3, portal content): settings, menus and pages the back office edits (code
 * portal-temp, /api/ai-cloud-platform/v1) and the portal reads without a sign-in
 * (/api/yx-cloud-platform/v1, unwrapped answers), plus the decoration pictures.
 */
export async function portalRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  createPortalTables(platform.db);
  const store = new PortalStore(platform.db, platform.now);
  const files = new DecorationFiles(platform.db, platform.now);
  seedPortal(store, files);
  // One name everywhere: the portal's name is 系统配置's 平台名称 (back-office spec §系统配置).
  const configs = new ConfigStore(platform.db, platform.now);
  const platformName = () => configs.value(PUBLIC_SETTING_KEYS.platformName);
  publicRoutes(app, store, platformName);
  settingsRoutes(app, store, platformName);
  menuRoutes(app, store);
  pageRoutes(app, store);
  decorationRoutes(app, files);
}
