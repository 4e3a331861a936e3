import { Drawer } from "@blueprintjs/core";
import type { PortalMenu } from "../shared/portalContent";
import { MenuLink } from "./MenuLink";
import { portalText } from "./messages";
import { MOBILE_BASE, toMobile } from "./mobilePaths";
import { usePortalLinks } from "./portalLinks";
import { PortalSearchBox } from "./PortalSearchBox";

/**
 * The mobile portal's menu in a drawer: the global search, 首页 and the portal's fixed pages (their
 * mobile renderings), then the main menus with their sub-menus.
 */
export function MobileMenuDrawer({
  menus,
  isOpen,
  onClose,
  onNavigate,
}: {
  menus: PortalMenu[];
  isOpen: boolean;
  onClose: () => void;
  /** Goes to an address of the mobile portal (the search's). */
  onNavigate: (address: string) => void;
}) {
  const links = usePortalLinks(true);
  return (
    <Drawer isOpen={isOpen} onClose={onClose} position="left" size="75%" title={portalText("mobileMenu")}>
      <nav className="ws-portal-mobile-menu" aria-label={portalText("mobileMenu")}>
        <PortalSearchBox
          onOpen={(address) => {
            onClose();
            onNavigate(toMobile(address));
          }}
        />
        <a href={`#${MOBILE_BASE}/home`} onClick={onClose}>
          {portalText("home")}
        </a>
        {links.map((link) => (
          <a key={link.path} href={`#${link.path}`} onClick={onClose}>
            {link.title}
          </a>
        ))}
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
