import type { Extension, Slot } from "../../../core/extensions";
import type { Contributed } from "../../../core/plugins";
import { usePermissions, usePlugins } from "../../CoreContext";

/**
 * The contributions to a slot this user may see (their `permission` held), in `order`, re-rendering
 * when a plugin is enabled or disabled or a contribution is added or disposed.
 */
export function useSlot<T>(slot: Slot<T>): Contributed<Extension<T>>[] {
  const plugins = usePlugins();
  const permissions = usePermissions();
  return plugins
    .extensions(slot)
    .filter((extension) => permissions.has(extension.permission, { any: extension.any }));
}
