import type { FastifyInstance } from "fastify";
import type { Platform } from "../platform";
import { centreRoutes } from "./centreRoutes";
import { ConfigStore } from "../platform/configStore";
import { configRoutes } from "./configRoutes";
import { mailRoutes } from "./mailRoutes";
import { publicSettingsRoutes } from "./publicSettingsRoutes";
import { MailStore } from "./mailStore";
import { startSmtpSink } from "./smtpSink";
import { userPermissionRoutes } from "./userPermissionRoutes";

/**
 * System management of the back office (ai-domain §2, back office): the simulated centre's nodes, pods and usage,
 * the settings, e-mail (with the in-process SMTP sink, on 127.0.0.1 at SMTP_SINK_PORT, or a port
 * the system chooses; closed with the server) and users with their codes.
 */
export async function systemRoutes(
  app: FastifyInstance,
  {
    platform,
    demo,
    mailAllowPrivateHosts,
  }: { platform: Platform; demo: boolean; mailAllowPrivateHosts: boolean },
) {
  const sink = await startSmtpSink(platform.outbox, Number(process.env.SMTP_SINK_PORT ?? 0));
  app.addHook("onClose", () => sink.close());
  const configs = new ConfigStore(platform.db, platform.now);
  const mail = new MailStore(platform.db, platform.now, sink);
  await app.register(centreRoutes, { platform });
  await app.register(configRoutes, { configs });
  await app.register(mailRoutes, {
    mail,
    configs,
    targets: { allowInternal: mailAllowPrivateHosts, ...(demo ? { sink: { port: sink.port } } : {}) },
  });
  await app.register(publicSettingsRoutes, { configs });
  await app.register(userPermissionRoutes, { platform });
}
