import { PORTAL_CODES } from "../../contracts/portalCodes";
import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { STORAGE_CHUNK_UPLOAD } from "../shared/chunkUpload";
import { BACK_OFFICE } from "../shared/menus/backOffice";

const PAGES = BACK_OFFICE.portalTemplates;

/**
 * The back office's portal templates (code portal-temp): 模板配置 (the portal settings with a live
 * preview), 模板菜单 (the portal menus) and 模板页面 (the content pages, in Quill). What is saved is
 * what the portal shows. Pictures go through the shared decoration chunk upload when it is there.
 */
export default definePlugin<PageComponent>({
  id: "portal-admin",
  title: "门户模板",
  optional: [STORAGE_CHUNK_UPLOAD],
  routes: [
    {
      path: PAGES.config.path,
      title: "模板配置",
      permission: [PORTAL_CODES.templates],
      load: () => import("./TempConfigPage"),
    },
    {
      path: PAGES.menus.path,
      title: "模板菜单",
      permission: [PORTAL_CODES.templates],
      load: () => import("./TempMenuPage"),
    },
    {
      path: PAGES.pages.path,
      title: "模板页面",
      permission: [PORTAL_CODES.templates],
      load: () => import("./TempPagePage"),
    },
  ],
});
