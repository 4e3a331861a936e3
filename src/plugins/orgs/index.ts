import { ORG_CODES } from "../../contracts/orgCodes";
import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { EXPERT_DIRECTORY } from "../shared/expertDirectory";
import { BACK_OFFICE } from "../shared/menus/backOffice";

/** The pages' route refs (the back-office menu's own). */
export const ORGS_PAGES = {
  agencies: BACK_OFFICE.users.agencies,
  companies: BACK_OFFICE.users.companies,
  organisations: BACK_OFFICE.users.organisations,
  industries: BACK_OFFICE.classify.industries,
  types: BACK_OFFICE.classify.types,
  experts: BACK_OFFICE.professors.library,
};

/** The codes the pages need: the contract's (src/contracts/orgCodes.ts), which the server's routes ask for. */
export const ORGS_CODES = {
  users: [ORG_CODES.users],
  classify: [ORG_CODES.classify],
  experts: [ORG_CODES.experts],
};

/**
 * Organisations, companies, the organisation tree, classification and the expert library (ai-domain §2, back office):
 * the back-office pages it claims, and the public experts for the portal (EXPERT_DIRECTORY).
 * Titles are literal: the manifest is in the boot bundle, the catalogue is not.
 */
export const orgsPlugin = definePlugin<PageComponent>({
  id: "orgs",
  title: "组织与专家",
  provides: [EXPERT_DIRECTORY],
  routes: [
    {
      path: ORGS_PAGES.agencies.path,
      title: "运营机构管理",
      permission: ORGS_CODES.users,
      load: () => import("./AgencyPage"),
    },
    {
      path: ORGS_PAGES.companies.path,
      title: "企业管理",
      permission: ORGS_CODES.users,
      load: () => import("./CompanyPage"),
    },
    {
      path: ORGS_PAGES.organisations.path,
      title: "组织管理",
      permission: ORGS_CODES.users,
      load: () => import("./OrgTreePage"),
    },
    {
      path: ORGS_PAGES.industries.path,
      title: "行业分类",
      permission: ORGS_CODES.classify,
      load: () => import("./IndustryPage"),
    },
    {
      path: ORGS_PAGES.types.path,
      title: "类型管理",
      permission: ORGS_CODES.classify,
      load: () => import("./TypePage"),
    },
    {
      path: ORGS_PAGES.experts.path,
      title: "专家库",
      permission: ORGS_CODES.experts,
      load: () => import("./ExpertPage"),
    },
  ],
  activate(ctx) {
    // The api loads with the first call, not with the workspace (the sign-in page's budget).
    let api: Promise<ReturnType<typeof import("./api").orgsApi>> | undefined;
    const load = () => (api ??= import("./api").then(({ orgsApi }) => orgsApi(ctx.http)));
    return ctx.provide(EXPERT_DIRECTORY, {
      publicExperts: async (query) => (await load()).publicExperts(query),
    });
  },
});

export default orgsPlugin;
