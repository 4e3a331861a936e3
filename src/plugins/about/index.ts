import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";

/**
 * The worked example of docs/plugins.md: two routes and two menu entries. The page (the platform's
 * description, a portal page the back office edits) loads only when a user opens /portal/about or
 * /home/about.
 */
export const aboutPlugin = definePlugin<PageComponent>({
  id: "about",
  title: "关于",
  routes: [
    { path: "/portal/about", title: "关于平台", noCheck: true, load: () => import("./AboutPage") },
    { path: "/home/about", title: "关于平台", load: () => import("./AboutPage") },
  ],
  menus: [
    {
      id: "about:portal",
      area: "portal",
      title: "关于",
      path: "/portal/about",
      icon: "info-sign",
      order: 90,
    },
    { id: "about:home", area: "home", title: "关于", path: "/home/about", icon: "info-sign", order: 990 },
  ],
});

export default aboutPlugin;
