import type { FastifyInstance } from "fastify";
import { SERVICE_CODES } from "../../src/contracts/services";
import { allOf, anyOf } from "../http";
import type { Platform } from "../platform";
import { CallStore } from "./callStore";
import { endpointRoutes } from "./endpointRoutes";
import { ServiceEngine } from "./engine";
import { learningPublishRoutes } from "./learningPublishRoutes";
import { monitorRoutes } from "./monitorRoutes";
import { publicRoutes } from "./publicRoutes";
import { publishRoutes, warmQuietly } from "./publishRoutes";
import { ServiceStore } from "../platform/ai/serviceStore";
import { tokenRoutes } from "./tokenRoutes";
import { TokenStore } from "./tokenStore";

/**
 * Published services (ai-domain §7, published services): publish-manage and publish-history, the inference endpoint of every
 * service (/api/aimanager/v1/services/{id}/predict) and the portal's public calls and demo.
 */
export async function servicesRoutes(app: FastifyInstance, options: { platform: Platform; dataDir: string }) {
  const { platform } = options;
  const services = new ServiceStore(platform.db, platform.now);
  const tokens = new TokenStore(platform.db, platform.now);
  const calls = new CallStore(platform.db, platform.now);
  const engine = new ServiceEngine(platform, calls);
  app.addHook("onClose", () => engine.close());
  // Services left running by the last process: their models load into the workers while the server
  // starts answering (a call meanwhile waits for its worker, as it would for the load itself).
  app.addHook("onReady", async () => {
    const warmAll = async () => {
      for (const id of services.runningIds())
        await warmQuietly({ engine, services }, id, (error) =>
          app.log.warn({ err: error, serviceId: id }, "warming a service failed"),
        );
    };
    void warmAll();
  });
  const manage = allOf(SERVICE_CODES.menu, SERVICE_CODES.manage);
  const figures = anyOf(SERVICE_CODES.overview, SERVICE_CODES.manage);
  const deps = { platform, services, engine, codes: { read: manage, write: manage } };

  await publishRoutes(app, deps);
  await learningPublishRoutes(app, {
    ...deps,
    access: anyOf(SERVICE_CODES.aiServe, SERVICE_CODES.manage),
    dataDir: options.dataDir,
  });
  await monitorRoutes(app, { services, calls, read: figures });
  await tokenRoutes(app, { platform, services, tokens, codes: { read: manage, write: manage } });
  await publicRoutes(app, { services });
  await app.register(endpointRoutes, { platform, services, tokens, engine });
}
