import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";

/** Sign-in, the visitors' landing page and the unified-authentication callback (no check). */
export default definePlugin<PageComponent>({
  id: "auth",
  title: "登录",
  routes: [
    {
      path: "/login",
      title: "登录",
      noCheck: true,
      bare: true,
      load: () => import("../../ui/pages/LoginPage"),
    },
    {
      path: "/official",
      title: "平台介绍",
      noCheck: true,
      bare: true,
      load: () => import("../../ui/pages/OfficialPage"),
    },
    {
      path: "/home/call_back",
      title: "统一认证回调",
      noCheck: true,
      bare: true,
      load: () => import("./CallbackPage"),
    },
  ],
});
