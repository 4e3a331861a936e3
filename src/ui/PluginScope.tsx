import { createContext, useContext } from "react";
import type { ServiceToken } from "../core/pluginTypes";
import { declaredTokens } from "../core/pluginValidation";
import { usePlugins } from "./CoreContext";

const PluginScope = createContext<string | null>(null);

/** Names the plugin whose page (or extension) renders inside: `PageBoundary` and `ExtensionBoundary` set it. */
export const PluginScopeProvider = PluginScope.Provider;

/**
 * A service for a plugin's page: the service its plugin's manifest declares (`requires`, `optional`
 * or `provides`) by this very token, or undefined while no active plugin provides it. A page asking
 * for a service its manifest does not declare is refused with an error (the page's boundary shows
 * it), so a manifest always lists what its pages use.
 */
export function useService<T>(token: ServiceToken<T>): T | undefined {
  const pluginId = useContext(PluginScope);
  const plugins = usePlugins();
  if (!pluginId) throw new Error(`useService(${token.id}): not inside a plugin's page`);
  const plugin = plugins.get(pluginId)?.plugin;
  if (!plugin || !declaredTokens(plugin).includes(token))
    throw new Error(`plugin ${pluginId} does not declare service ${token.id} in its manifest`);
  return plugins.getService(token);
}
