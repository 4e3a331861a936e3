import { useState, type ReactNode } from "react";
import {
  Alignment,
  Button,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
  Tooltip,
} from "@blueprintjs/core";
import { useLocation } from "wouter";
import { AREAS, type AreaId } from "../../core/config";
import { t, type MessageKey } from "../../core/messages";
import { isUnaudited } from "../../core/permissions";
import { usePermissions, usePlugins, useSession } from "../CoreContext";
import { usePlatformSettings } from "../kit/platformSettings";
import { areaOf } from "../routing/resolveRoute";
import { AreaDrawer } from "./AreaDrawer";
import { AreaMenu } from "./AreaMenu";
import { AreaSwitcher } from "./AreaSwitcher";
import { CommandPalette, usePaletteHotkey } from "./CommandPalette";
import { buildMenuTree } from "./menuTree";
import { useTheme } from "./theme";
import { useNarrowScreen } from "./useNarrowScreen";
import { UserMenu } from "./UserMenu";

/** The area whose menu shows: the path's prefix, else the portal. */
export function useCurrentArea(): AreaId {
  const [path] = useLocation();
  return areaOf(path) ?? "portal";
}

/**
 * The dense desktop frame: one navbar with the area menu, palette, theme, switcher and user menu.
 * At 1000 px or less (spec §9) the area menu moves into a drawer behind a menu button and the
 * switcher and user menu show only their icons.
 */
export function WorkspaceLayout({ children }: { children: ReactNode }) {
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const area = useCurrentArea();
  const plugins = usePlugins();
  const permissions = usePermissions();
  const session = useSession();
  const [theme, toggleTheme] = useTheme();
  const [paletteOpen, setPaletteOpen] = usePaletteHotkey();
  const [, navigate] = useLocation();
  // The portal's pages (aiHome, 专家中心 …) carry the platform's one name (back-office spec §系统配置
  // 平台名称); the working areas, whose menus fill the bar, their own short name.
  const platformName = usePlatformSettings()?.platformName || t("login.title");
  const areaName = t(`area.${area}` as MessageKey);
  const signedIn = Boolean(session.user);
  const unaudited = isUnaudited(session.user);
  // The portal's menu needs no sign-in (shell spec §2): a visitor gets the same entries as a user.
  const nodes =
    signedIn || area === "portal"
      ? buildMenuTree(plugins.menus(), area, (code, any) => permissions.has(code, { any }), unaudited)
      : [];

  return (
    <div className={narrow ? "ws-shell ws-narrow" : "ws-shell"}>
      <Navbar className="ws-navbar">
        <NavbarGroup align={Alignment.START}>
          {narrow && nodes.length > 0 && (
            <Button
              minimal
              icon="menu"
              aria-label={t("shell.menu")}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <NavbarHeading className="ws-brand" title={areaName} onClick={() => navigate(AREAS[area].home)}>
            {area === "portal" ? platformName : areaName}
          </NavbarHeading>
          {!narrow && <NavbarDivider />}
          {!narrow && <AreaMenu nodes={nodes} />}
          {!narrow && signedIn && unaudited && (
            <span className="bp6-text-muted ws-no-menu">{t("shell.noMenu")}</span>
          )}
        </NavbarGroup>
        <NavbarGroup align={Alignment.END}>
          {signedIn && (
            <Tooltip content={`${t("shell.palette.hint")} (Ctrl+K)`} placement="bottom">
              <Button
                minimal
                icon="search"
                aria-label={t("shell.palette.hint")}
                onClick={() => setPaletteOpen(true)}
              />
            </Tooltip>
          )}
          <Tooltip
            content={t(theme === "dark" ? "shell.theme.light" : "shell.theme.dark")}
            placement="bottom"
          >
            <Button
              minimal
              icon={theme === "dark" ? "flash" : "moon"}
              aria-label={t(theme === "dark" ? "shell.theme.light" : "shell.theme.dark")}
              onClick={toggleTheme}
            />
          </Tooltip>
          {signedIn ? (
            <>
              <AreaSwitcher compact={narrow} />
              <UserMenu compact={narrow} />
            </>
          ) : (
            <Button minimal icon="log-in" text={t("login.submit")} onClick={() => navigate("/login")} />
          )}
        </NavbarGroup>
      </Navbar>
      {/* The page scrolls here: focusable so a keyboard user can scroll a page without controls (WCAG 2.1.1). */}
      <main className="ws-content" tabIndex={0}>
        {children}
      </main>
      {narrow && nodes.length > 0 && (
        <AreaDrawer
          isOpen={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title={t(`area.${area}` as MessageKey)}
          nodes={nodes}
          notice={unaudited ? t("shell.noMenu") : undefined}
        />
      )}
      {signedIn && <CommandPalette isOpen={paletteOpen} onClose={() => setPaletteOpen(false)} />}
    </div>
  );
}
