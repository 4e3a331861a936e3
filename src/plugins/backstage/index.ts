import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea, type MenuSpec } from "../shared/areaMenu";

/** The back office menu (area backstage) of shell spec §2. */
export const BACK_OFFICE_MENU: MenuSpec[] = [
  {
    segment: "professor-management",
    title: "专家管理",
    code: "professor-manage",
    icon: "people",
    children: [{ segment: "professor-manage", title: "专家库" }],
  },
  {
    segment: "hpc-management",
    title: "HPC管理",
    code: "hpc-manage",
    icon: "cloud",
    children: [{ segment: "init-account", title: "HPC账号", builtBy: "hpc" }],
  },
  {
    segment: "user-management",
    title: "用户管理",
    code: "user-manage",
    icon: "user",
    children: [
      { segment: "operating-agency-management", title: "运营机构管理" },
      { segment: "company-management", title: "企业管理" },
      { segment: "user-config", title: "用户配置" },
      { segment: "organ-management", title: "组织管理" },
      { segment: "role", title: "角色管理" },
    ],
  },
  {
    segment: "classify-management",
    title: "分类管理",
    code: "classifyM",
    icon: "tag",
    children: [
      { segment: "industry-classification", title: "行业分类" },
      { segment: "type-management", title: "类型管理" },
    ],
  },
  {
    segment: "portal-temp",
    title: "门户模板",
    code: "portal-temp",
    icon: "page-layout",
    children: [
      { segment: "temp-config", title: "模板配置" },
      { segment: "temp-menu", title: "模板菜单" },
      { segment: "temp-page", title: "模板页面" },
    ],
  },
  {
    segment: "system-management",
    title: "系统管理",
    code: "system-manage",
    icon: "cog",
    children: [
      { segment: "system-overview", title: "系统概览" },
      { segment: "log-audit", title: "日志审计", builtBy: "op-log" },
      { segment: "session-management", title: "会话管理", builtBy: "op-log" },
      { segment: "email-management", title: "邮件管理" },
    ],
  },
];

const area = contributeArea("backstage", BACK_OFFICE_MENU, 300);

export default definePlugin<PageComponent>({
  id: "backstage",
  title: "后台管理",
  menus: area.menus,
  routes: area.routes,
});
