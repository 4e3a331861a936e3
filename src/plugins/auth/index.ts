import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";

/** Sign-in and the unified-authentication callback (no check); the visitors' landing page is the portal's. */
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
      path: "/home/call_back",
      title: "统一认证回调",
      noCheck: true,
      bare: true,
      load: () => import("./CallbackPage"),
    },
  ],
});
