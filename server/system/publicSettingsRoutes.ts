import type { FastifyInstance } from "fastify";
import {
  PUBLIC_PLATFORM_SETTINGS_PATH,
  PUBLIC_SETTING_KEYS,
  type PublicPlatformSettings,
} from "../../src/contracts/platformSettings";
import { sendOk } from "../lib/envelope";
import { route } from "../http";
import type { ConfigStore } from "../platform/configStore";

/** The settings visitors see (name, service phone and e-mail, notice): public, no sign-in. */
export async function publicSettingsRoutes(app: FastifyInstance, { configs }: { configs: ConfigStore }) {
  route(app, {
    method: "GET",
    url: PUBLIC_PLATFORM_SETTINGS_PATH,
    access: "public",
    handler: ({ reply }) => {
      const settings = Object.fromEntries(
        Object.entries(PUBLIC_SETTING_KEYS).map(([field, key]) => [field, configs.value(key)]),
      ) as PublicPlatformSettings;
      return sendOk(reply, settings);
    },
  });
}
