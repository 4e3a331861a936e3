import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { SERVICE_PUBLISHING } from "../shared/servicePublishing";
import { SERVICE_PAGE_CODES, SERVICE_PAGES, SERVICES_PLUGIN_ID } from "./paths";

/**
 * 能力发布: 服务概览 (calls per day, success rate, p95 latency, top services) and 服务管理 (publish a
 * model version as a service, tokens, monitoring). Both claim the home menu's placeholder slots; its
 * calls are offered to other plugins as SERVICE_PUBLISHING (AI服务's flow publishes and test-calls).
 * Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const servicesPlugin = definePlugin<PageComponent>({
  id: SERVICES_PLUGIN_ID,
  title: "能力发布",
  provides: [SERVICE_PUBLISHING],
  routes: [
    {
      path: SERVICE_PAGES.overview.path,
      title: "服务概览",
      permission: [...SERVICE_PAGE_CODES.overview],
      load: () => import("./ServiceOverviewPage"),
    },
    {
      path: SERVICE_PAGES.manage.path,
      title: "服务管理",
      permission: [...SERVICE_PAGE_CODES.manage],
      load: () => import("./ServiceManagementPage"),
    },
  ],
  activate(ctx) {
    // The api loads with the first call, not with the workspace (the sign-in page's budget).
    let api: Promise<typeof import("./api")> | undefined;
    const load = () => (api ??= import("./api"));
    const calls = async () => (await load()).servicesApi(ctx.http);
    return ctx.provide(SERVICE_PUBLISHING, {
      service: async (id) => (await calls()).one(id),
      publishRun: async (body) => (await calls()).publishRun(body),
      tokens: async (serviceId) => (await calls()).tokens(serviceId),
      createToken: async (serviceId, name) =>
        (await calls()).createToken(serviceId, name, null, { hideSuccessTip: true }),
      tokenUrl: async (tokenId) => (await calls()).url(tokenId),
      predict: async (path, token, image) => (await load()).predictWithToken(path, token, image),
    });
  },
});

export default servicesPlugin;
