import { useEffect } from "react";
import type { PublicPlatformSettings } from "../../contracts/platformSettings";
import { PUBLIC_PLATFORM_SETTINGS_PATH } from "../../contracts/platformSettingsPath";
import { createRequest } from "../../core/request";
import { useCore } from "../CoreContext";
import { useLoaded } from "./useLoaded";

/**
 * The settings of 系统配置 visitors see (contracts/platformSettings): read afresh by each page that
 * shows them, so what the back office saved shows on the next visit; null until answered or when the
 * call failed (the page then shows its defaults, no tip).
 */
export function usePlatformSettings(): PublicPlatformSettings | null {
  const { http } = useCore();
  return useLoaded(
    () => createRequest(http).get<PublicPlatformSettings>(PUBLIC_PLATFORM_SETTINGS_PATH, { hideTip: true }),
    "platform-settings",
  ).data;
}

/** The browser's title is the platform's name (系统配置 平台名称) once it is known. */
export function usePlatformTitle(): void {
  const name = usePlatformSettings()?.platformName;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}
