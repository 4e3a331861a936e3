import { Type, type Static } from "@sinclair/typebox";

/**
 * The settings of 系统配置 that visitors see (back-office spec §系统配置: each setting takes effect
 * where its description says): the platform's name (sign-in page, portal footer, the browser's
 * title), the service phone and e-mail (the portal's footer) and the notice (the portal's home and
 * the AI platform's home). Public: read without a sign-in.
 */
export { PUBLIC_PLATFORM_SETTINGS_PATH } from "./platformSettingsPath";

export const PublicPlatformSettings = Type.Object({
  platformName: Type.String(),
  servicePhone: Type.String(),
  serviceEmail: Type.String(),
  notice: Type.String(),
});
export type PublicPlatformSettings = Static<typeof PublicPlatformSettings>;

/** The 系统配置 keys each field is read from. */
export const PUBLIC_SETTING_KEYS = {
  platformName: "platform.name",
  servicePhone: "service.phone",
  serviceEmail: "service.email",
  notice: "portal.notice",
} as const satisfies Record<keyof PublicPlatformSettings, string>;
