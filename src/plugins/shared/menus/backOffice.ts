import { defineAreaMenu, group, page } from "../areaMenu";
import { CODE } from "../../../contracts/permissionCodes";

/** The back office menu (area backstage) of shell spec §2: placeholders until a plugin claims a page. */
export const BACK_OFFICE_MENU = defineAreaMenu("backstage", {
  professors: group(
    "professor-management",
    "专家管理",
    { code: CODE.professorManage, icon: "people" },
    { library: page(CODE.professorManage, "专家库") },
  ),
  hpc: group(
    "hpc-management",
    "HPC管理",
    { code: CODE.hpcManage, icon: "cloud" },
    { accounts: page("init-account", "HPC账号") },
  ),
  users: group(
    "user-management",
    "用户管理",
    { code: CODE.userManage, icon: "user" },
    {
      agencies: page("operating-agency-management", "运营机构管理"),
      companies: page("company-management", "企业管理"),
      userConfig: page("user-config", "用户配置"),
      organisations: page("organ-management", "组织管理"),
      roles: page("role", "角色管理", { code: CODE.roleManage }),
    },
  ),
  classify: group(
    "classify-management",
    "分类管理",
    { code: CODE.classifyM, icon: "tag" },
    {
      industries: page("industry-classification", "行业分类"),
      types: page("type-management", "类型管理"),
    },
  ),
  portalTemplates: group(
    CODE.portalTemp,
    "门户模板",
    { code: CODE.portalTemp, icon: "page-layout" },
    {
      config: page("temp-config", "模板配置"),
      menus: page("temp-menu", "模板菜单"),
      pages: page("temp-page", "模板页面"),
    },
  ),
  system: group(
    "system-management",
    "系统管理",
    { code: CODE.systemManage, icon: "cog" },
    {
      overview: page("system-overview", "系统概览"),
      logAudit: page("log-audit", "日志审计"),
      sessions: page("session-management", "会话管理"),
      email: page("email-management", "邮件管理"),
      nodes: page("node", "节点管理"),
      report: page("report", "资源报表"),
      configuration: page("configuration", "系统配置"),
      usersAndPermissions: page("users-and-permissions", "用户与权限"),
    },
  ),
  // ai-domain §2 "file transmission": transfers between a user's storage and datasets.
  fileTransfer: page("file-transmission", "文件传输", { code: CODE.fileTransfer, icon: "exchange" }),
});

/** Every back-office menu page's route ref, shaped like the menu. */
export const BACK_OFFICE = BACK_OFFICE_MENU.pages;
