import { useMemo } from "react";
import { useCore } from "../../ui/CoreContext";
import { portalDirectoryApi, type PortalDirectoryApi } from "./api";

/** The portal directories' calls on the core's http client. */
export function useDirectoryApi(): PortalDirectoryApi {
  const { http } = useCore();
  return useMemo(() => portalDirectoryApi(http), [http]);
}
