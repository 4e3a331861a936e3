/**
 * The public read of the settings visitors see (contracts/platformSettings.ts). A module of its own,
 * without TypeBox: the sign-in page reads it for the platform's name, and the schema's runtime has
 * no place in that page's bundle (design §6). Re-exported by contracts/platformSettings.ts.
 */
export const PUBLIC_PLATFORM_SETTINGS_PATH = "/api/aimanager/v1/platform/public-settings";
