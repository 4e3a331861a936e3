import { useMemo } from "react";
import { useCore } from "../../ui/CoreContext";
import { useLoaded } from "../../ui/kit/useLoaded";
import { portalApi } from "./api";

/** The portal's settings and menus, as every portal page reads them (public calls). */
export function usePortalContent() {
  const { http } = useCore();
  const api = useMemo(() => portalApi(http), [http]);
  const content = useLoaded(async () => {
    const [settings, menus] = await Promise.all([api.info(), api.menus()]);
    return { settings, menus };
  }, "portal");
  return { api, content };
}
