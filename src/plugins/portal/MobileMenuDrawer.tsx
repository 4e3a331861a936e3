import { Drawer } from "@blueprintjs/core";
import type { PortalMenu } from "../shared/portalContent";
import { MenuLink } from "./MenuLink";
import { portalText } from "./messages";

/** The mobile portal's menus in a drawer: main menus and, under each, its sub-menus. */
export function MobileMenuDrawer({
  menus,
  isOpen,
  onClose,
}: {
  menus: PortalMenu[];
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size="75%" title={portalText("mobileMenu")}>
      <nav className="ws-portal-mobile-menu" aria-label={portalText("mobileMenu")}>
        <a href="#/portal/mobile/home" onClick={onClose}>
          {portalText("home")}
        </a>
        {menus.map((menu) => (
          <div key={menu.id}>
            {menu.subMenuNameListMap.length ? (
              <span className="ws-portal-mobile-group">{menu.mainMenuName}</span>
            ) : (
              <MenuLink menu={menu} mobile onClick={onClose} />
            )}
            {menu.subMenuNameListMap.map((sub) => (
              <MenuLink key={sub.id} menu={sub} mobile className="ws-portal-mobile-sub" onClick={onClose} />
            ))}
          </div>
        ))}
      </nav>
    </Drawer>
  );
}
