import { Button, Callout, Classes, MenuDivider, MenuItem } from "@blueprintjs/core";
import type { IconName } from "@blueprintjs/icons";
import { useLocation } from "wouter";
import { BIND_HPC_COMMAND } from "../../core/commands";
import { USER_MENU } from "../../core/extensions";
import { t } from "../../core/messages";
import type { UserMenuContribution } from "../../core/pluginTypes";
import { useCore, usePermissions, usePlugins, useSession } from "../CoreContext";
import { useSlot } from "../kit/slots";
import { useRunCommand } from "../kit/useRunCommand";
import { areaOf } from "../routing/resolveRoute";
import { MenuPopover } from "./MenuPopover";
import { CODE } from "../../contracts/permissionCodes";

export { BIND_HPC_COMMAND };
/** Contributed entries ordered below this come before "switch organisation" (the spec's order). */
const SWITCH_ORG_ORDER = 70;

/** Fills `{area}` in a user-menu path with the current area prefix (personal screens exist under each). */
export function userMenuPath(template: string, currentPath: string, userId: string): string {
  const area = areaOf(currentPath) ?? "portal";
  return template.replace("{area}", area).replace("{userId}", encodeURIComponent(userId));
}

/** Which user-menu entries show: by permission, and by whether the user has an HPC account. */
export function visibleUserMenu<T extends UserMenuContribution>(
  entries: T[],
  hasHpc: boolean,
  has: (code: UserMenuContribution["permission"], any?: boolean) => boolean,
): T[] {
  return entries.filter(
    (entry) =>
      has(entry.permission, entry.any) && (entry.needsHpc === undefined || entry.needsHpc === hasHpc),
  );
}

/**
 * The avatar menu (spec §2): the contributions to the USER_MENU slot, the HPC prompt (while a plugin
 * offers the binding command), switch organisation, logout. `compact` (the mobile layout) shows only
 * the avatar icon.
 */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { auth, session } = useCore();
  const state = useSession();
  const permissions = usePermissions();
  const plugins = usePlugins();
  const runCommand = useRunCommand();
  const contributed = useSlot(USER_MENU);
  const [path, navigate] = useLocation();
  const user = state.user;
  if (!user) return null;
  const hasHpc = state.hpcAccounts.length > 0;
  const entries = visibleUserMenu(contributed, hasHpc, (code, any) => permissions.has(code, { any }));
  const canBind = plugins.hasCommand(BIND_HPC_COMMAND);
  const open = (entry: UserMenuContribution) =>
    entry.command
      ? runCommand(entry.command)
      : entry.path && navigate(userMenuPath(entry.path, path, user.id));
  const currentGroup = user.topGroup.find((group) => group.id === state.currentGroup);

  return (
    <MenuPopover
      placement="bottom-end"
      menuClassName="ws-user-menu"
      menuLabel="user menu"
      items={
        <>
          <li className="ws-user-menu-head">
            <strong>{user.displayName || user.userName}</strong>
            <span className="bp6-text-muted">{user.userName}</span>
            {currentGroup && (
              <span className="bp6-text-muted">{`${t("user.currentGroup")}：${currentGroup.title}`}</span>
            )}
          </li>
          {!hasHpc && state.hpcAccountsLoaded && canBind && (
            <li>
              <Callout intent="warning" compact className="ws-hpc-prompt">
                {t("user.bindPrompt")}
                {/* POPOVER_DISMISS: the menu closes as the bind dialog it opens comes up (as a menu item does). */}
                <Button
                  small
                  intent="warning"
                  className={Classes.POPOVER_DISMISS}
                  text={t("user.bindNow")}
                  onClick={() => runCommand(BIND_HPC_COMMAND)}
                />
              </Callout>
            </li>
          )}
          <MenuDivider />
          {entries
            .filter((entry) => (entry.order ?? 0) < SWITCH_ORG_ORDER)
            .map((entry) => (
              <MenuItem key={entry.id} text={entry.title} onClick={() => open(entry)} />
            ))}
          {permissions.has(CODE.organChange) && user.topGroup.length > 0 && (
            <MenuItem text={t("user.switchOrg")} icon="exchange">
              {user.topGroup.map((group) => (
                <MenuItem
                  key={group.id}
                  text={group.title}
                  icon={(group.id === state.currentGroup ? "tick" : "blank") as IconName}
                  onClick={() => session.setCurrentGroup(group.id)}
                />
              ))}
            </MenuItem>
          )}
          {entries
            .filter((entry) => (entry.order ?? 0) >= SWITCH_ORG_ORDER)
            .map((entry) => (
              <MenuItem key={entry.id} text={entry.title} onClick={() => open(entry)} />
            ))}
          <MenuDivider />
          <MenuItem
            text={t("user.logout")}
            icon="log-out"
            intent="danger"
            onClick={() => auth.send({ type: "LOGOUT" })}
          />
        </>
      }
    >
      <Button
        minimal
        icon="user"
        endIcon={compact ? undefined : "caret-down"}
        text={compact ? undefined : user.displayName || user.userName}
        title={compact ? user.displayName || user.userName : undefined}
        aria-label="user menu"
        aria-haspopup="menu"
        className={hasHpc ? "" : "ws-avatar-unbound"}
      />
    </MenuPopover>
  );
}
