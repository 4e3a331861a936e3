import { Card, H5 } from "@blueprintjs/core";
import { Carousel, CAROUSEL_SLIDES } from "../../ui/kit/Carousel";
import type { PortalMenu } from "../shared/portalContent";
import { flatMenus } from "./menuTarget";
import { MenuLink } from "./MenuLink";
import { portalText } from "./messages";

/** The menus flagged for the home page, as cards in a carousel (5 at a time; 1 on the mobile portal). */
export function FeaturedMenus({ menus, mobile = false }: { menus: PortalMenu[]; mobile?: boolean }) {
  const featured = flatMenus(menus).filter((menu) => menu.homePageFlag === 1);
  if (!featured.length) return null;
  return (
    <section className="ws-portal-featured">
      <h2>{portalText("featured")}</h2>
      <Carousel
        label={portalText("featured")}
        perView={mobile ? CAROUSEL_SLIDES.mobile : CAROUSEL_SLIDES.shared}
      >
        {featured.map((menu) => (
          <Card key={menu.id} className="ws-portal-card" compact>
            <H5>{menu.mainMenuName}</H5>
            <p className="bp6-text-muted">{menu.introduction || menu.tempTitle}</p>
            <MenuLink menu={menu} mobile={mobile}>
              {portalText("moreInfo")}
            </MenuLink>
          </Card>
        ))}
      </Carousel>
    </section>
  );
}
