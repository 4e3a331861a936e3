import { t } from "../../core/messages";
import { Button, Menu, PopoverNext } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { AREAS } from "../../core/config";
import { useSession } from "../../ui/CoreContext";
import { navigationStyle, type PortalMenu, type PortalSettings } from "../shared/portalContent";
import { MenuLink } from "./MenuLink";
import { portalText } from "./messages";
import { usePortalLinks } from "./portalLinks";
import { PortalSearchBox } from "./PortalSearchBox";

/**
 * The portal's header: its name, 首页 and the portal's fixed pages (一站式AI能力平台, 专家中心, 行业应用,
 * 关于), the menus the back office edits (sub-menus in a dropdown), the global search, and sign-in or
 * the workspace.
 */
export function PortalHeader({
  settings,
  menus,
  activeMenu,
  showActions = true,
}: {
  settings: PortalSettings;
  menus: PortalMenu[];
  activeMenu?: string;
  /** False where the page offers 登录 itself (the visitors' landing page). */
  showActions?: boolean;
}) {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const links = usePortalLinks();
  const active = (menu: PortalMenu) =>
    menu.mainMenuName === activeMenu ||
    menu.subMenuNameListMap.some((sub) => sub.mainMenuName === activeMenu);
  return (
    <header
      className="ws-portal-header"
      style={navigationStyle(settings)}
      data-colour-type={settings.navigationColourFlag ? settings.navigationColourType : 0}
    >
      <a className="ws-portal-brand" href="#/portal/home">
        {settings.portalName}
      </a>
      <nav className="ws-portal-nav" aria-label={portalText("portalMenu")}>
        <a
          className="ws-portal-nav-item"
          href="#/portal/home"
          aria-current={activeMenu === undefined ? "page" : undefined}
        >
          {portalText("home")}
        </a>
        {links.map((link) => (
          <a key={link.path} className="ws-portal-nav-item" href={`#${link.path}`}>
            {link.title}
          </a>
        ))}
        {menus.map((menu) =>
          menu.subMenuNameListMap.length ? (
            // PopoverNext: Blueprint's Popover mis-positions under React 19 and warns on every mount.
            <PopoverNext
              key={menu.id}
              placement="bottom-start"
              arrow={false}
              content={
                <Menu aria-label={menu.mainMenuName}>
                  {menu.subMenuNameListMap.map((sub) => (
                    <li key={sub.id}>
                      <MenuLink menu={sub} className="bp6-menu-item" />
                    </li>
                  ))}
                </Menu>
              }
            >
              <button
                type="button"
                className="ws-portal-nav-item"
                aria-haspopup="menu"
                aria-current={active(menu) ? "page" : undefined}
              >
                {menu.mainMenuName}
              </button>
            </PopoverNext>
          ) : (
            <MenuLink key={menu.id} menu={menu} className="ws-portal-nav-item" />
          ),
        )}
      </nav>
      <PortalSearchBox onOpen={navigate} />
      {showActions && (
        <div className="ws-portal-actions">
          {user ? (
            <Button
              variant="outlined"
              text={portalText("enterWorkspace")}
              onClick={() => navigate(AREAS.home.home)}
            />
          ) : (
            <Button variant="outlined" text={t("login.submit")} onClick={() => navigate("/login")} />
          )}
        </div>
      )}
    </header>
  );
}
