import { describe, expect, it } from "vitest";
import type { AreaId } from "../../src/core/config";
import { ALL_CODES, DEV_CODES } from "../../src/contracts/permissionCodes";
import { hasPermission } from "../../src/core/permissions";
import backstage from "../../src/plugins/backstage";
import devPlatform from "../../src/plugins/dev-platform";
import operation from "../../src/plugins/operation";
import { buildMenuTree, firstPage, type MenuNode } from "../../src/ui/shell/menuTree";

const menus = [devPlatform, backstage, operation].flatMap((plugin) => plugin.menus ?? []);

function tree(area: AreaId, codes: readonly string[], unaudited = false): MenuNode[] {
  const held = new Set(codes);
  return buildMenuTree(menus, area, (code, any) => hasPermission(held, code, any), unaudited);
}

/** Every node as "group > entry", depth first, in menu order. */
function outline(nodes: MenuNode[], trail: string[] = []): string[] {
  return nodes.flatMap((node) => [
    [...trail, node.title].join(" > "),
    ...outline(node.children, [...trail, node.title]),
  ]);
}

function pages(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [...(node.path ? [node.path] : []), ...pages(node.children)]);
}

const FRONT_DESK = [
  "首页",
  "AI服务",
  "数据集管理",
  "数据集管理 > 数据集概览",
  "数据集管理 > 我的数据集",
  "数据集管理 > 数据标注",
  "数据集管理 > 标签组管理",
  "数据集管理 > 标注团队管理",
  "数据集管理 > 团队任务管理",
  "数据集管理 > 团队任务管理 > 任务概览",
  "数据集管理 > 团队任务管理 > 我的任务",
  "模型管理",
  "模型管理 > 模型概览",
  "模型管理 > 算法管理",
  "模型管理 > 训练任务",
  "模型管理 > 我的模型",
  "能力发布",
  "能力发布 > 服务概览",
  "能力发布 > 服务管理",
  "存储管理",
];

const FRONT_DESK_PAGES = [
  "/home/home-page",
  "/home/automatic-learning",
  "/home/dataset-management/dataset/overview",
  "/home/dataset-management/dataset/management",
  "/home/dataset-management/data-annotations",
  "/home/dataset-management/label-group-management",
  "/home/dataset-management/annotation-team-management",
  "/home/dataset-management/team-task-management/task-overview",
  "/home/dataset-management/team-task-management/my-task",
  "/home/model-management/model-overview",
  "/home/model-management/algorithm-management",
  "/home/model-management/training-tasks",
  "/home/model-management/model-management",
  "/home/capability-release/service-overview",
  "/home/capability-release/service-management",
  "/home/storage-manage",
];

const BACK_OFFICE = [
  "专家管理",
  "专家管理 > 专家库",
  "HPC管理",
  "HPC管理 > HPC账号",
  "用户管理",
  "用户管理 > 运营机构管理",
  "用户管理 > 企业管理",
  "用户管理 > 用户配置",
  "用户管理 > 组织管理",
  "用户管理 > 角色管理",
  "分类管理",
  "分类管理 > 行业分类",
  "分类管理 > 类型管理",
  "门户模板",
  "门户模板 > 模板配置",
  "门户模板 > 模板菜单",
  "门户模板 > 模板页面",
  "系统管理",
  "系统管理 > 系统概览",
  "系统管理 > 日志审计",
  "系统管理 > 会话管理",
  "系统管理 > 邮件管理",
  "系统管理 > 节点管理",
  "系统管理 > 资源报表",
  "系统管理 > 系统配置",
  "系统管理 > 用户与权限",
  // ai-domain §2: "file transmission", a page of its own at the end of the back office.
  "文件传输",
];

const BACK_OFFICE_PAGES = [
  "/backstage/professor-management/professor-manage",
  "/backstage/hpc-management/init-account",
  "/backstage/user-management/operating-agency-management",
  "/backstage/user-management/company-management",
  "/backstage/user-management/user-config",
  "/backstage/user-management/organ-management",
  "/backstage/user-management/role",
  "/backstage/classify-management/industry-classification",
  "/backstage/classify-management/type-management",
  "/backstage/portal-temp/temp-config",
  "/backstage/portal-temp/temp-menu",
  "/backstage/portal-temp/temp-page",
  "/backstage/system-management/system-overview",
  "/backstage/system-management/log-audit",
  "/backstage/system-management/session-management",
  "/backstage/system-management/email-management",
  "/backstage/system-management/node",
  "/backstage/system-management/report",
  "/backstage/system-management/configuration",
  "/backstage/system-management/users-and-permissions",
  "/backstage/file-transmission",
];

const OPERATIONS = [
  "工单管理",
  "工单管理 > 用户反馈",
  "工单管理 > 案例分享管理",
  "工单管理 > 共享管理",
  "计费策略",
  "计费策略 > 资源计费设置",
  "计费策略 > 共享计费设置",
  "计费策略 > 计算规则设置",
  "账户资源管理",
  "账户资源管理 > 资源费用",
  "账户资源管理 > 共享费用",
  "用量统计",
  "用量统计 > 资源用量",
  "用量统计 > 共享用量",
  // ai-domain §2: "operation management pages exist for resource specification and usage".
  "资源运营",
  "资源运营 > 资源规格",
  "资源运营 > 资源使用",
  "账单统计",
  "账单统计 > 资源计费统计",
  "账单统计 > 标准统计",
  "账单统计 > 平台服务费",
  "账单统计 > 分中心服务费",
];

describe("buildMenuTree with the area plugins' manifests (shell spec §2, §6)", () => {
  it("admin (every code) sees the whole front desk menu", () => {
    const nodes = tree("home", ALL_CODES);
    expect(nodes.map((node) => node.title)).toEqual([
      "首页",
      "AI服务",
      "数据集管理",
      "模型管理",
      "能力发布",
      "存储管理",
    ]);
    expect(outline(nodes)).toEqual(FRONT_DESK);
    expect(outline(nodes)).toHaveLength(20);
    expect(pages(nodes)).toEqual(FRONT_DESK_PAGES);
  });

  it("admin sees the whole back office menu", () => {
    const nodes = tree("backstage", ALL_CODES);
    expect(nodes.map((node) => node.title)).toEqual([
      "专家管理",
      "HPC管理",
      "用户管理",
      "分类管理",
      "门户模板",
      "系统管理",
      "文件传输",
    ]);
    expect(outline(nodes)).toEqual(BACK_OFFICE);
    expect(outline(nodes)).toHaveLength(27);
    expect(pages(nodes)).toEqual(BACK_OFFICE_PAGES);
  });

  it("admin sees the whole operations menu", () => {
    const nodes = tree("operation", ALL_CODES);
    expect(nodes.map((node) => node.title)).toEqual([
      "工单管理",
      "计费策略",
      "账户资源管理",
      "用量统计",
      "资源运营",
      "账单统计",
    ]);
    expect(outline(nodes)).toEqual(OPERATIONS);
    expect(outline(nodes)).toHaveLength(22);
    expect(pages(nodes)).toHaveLength(16);
    expect(pages(nodes)).toEqual(
      expect.arrayContaining([
        "/operation/workorder-management/user-feedback",
        "/operation/workorder-management/share-management",
        "/operation/workorder-management/sharing-management",
        "/operation/account-resource-management/resource-cost",
        "/operation/account-resource-management/sharing-cost",
        "/operation/usage-statistics/resource",
        "/operation/usage-statistics/share",
      ]),
    );
  });

  it("the dev codes show the whole front desk (AI服务 included) and nothing else", () => {
    expect(DEV_CODES).toContain("aiServe");
    expect(outline(tree("home", DEV_CODES))).toEqual(FRONT_DESK);
    expect(tree("backstage", DEV_CODES)).toEqual([]);
    expect(tree("operation", DEV_CODES)).toEqual([]);
  });

  it("a missing code hides its entry; its group stays while another child shows", () => {
    const outlined = outline(
      tree(
        "home",
        DEV_CODES.filter((code) => code !== "model-ill"),
      ),
    );
    expect(outlined).not.toContain("模型管理 > 模型概览");
    expect(outlined).toContain("模型管理");
    expect(outlined).toContain("模型管理 > 算法管理");
  });

  it("a group with no visible child is hidden, although its own code is held", () => {
    const codes = DEV_CODES.filter((code) => code !== "task-ill" && code !== "task-my");
    expect(codes).toContain("taskM");
    const outlined = outline(tree("home", codes));
    expect(outlined.filter((entry) => entry.includes("团队任务管理"))).toEqual([]);
    expect(outlined).toContain("数据集管理 > 标注团队管理");

    const serveless = outline(
      tree(
        "home",
        DEV_CODES.filter((code) => code !== "serve-ill" && code !== "serve"),
      ),
    );
    expect(serveless.filter((entry) => entry.startsWith("能力发布"))).toEqual([]);
  });

  it("a group's missing code hides the group with all its children", () => {
    const outlined = outline(
      tree(
        "home",
        DEV_CODES.filter((code) => code !== "dataManage"),
      ),
    );
    expect(outlined.filter((entry) => entry.startsWith("数据集管理"))).toEqual([]);
    expect(outlined).toContain("模型管理");

    const backOffice = tree(
      "backstage",
      ALL_CODES.filter((code) => code !== "system-manage"),
    );
    expect(backOffice.map((node) => node.title)).toEqual([
      "专家管理",
      "HPC管理",
      "用户管理",
      "分类管理",
      "门户模板",
      "文件传输",
    ]);
  });

  it("the first page follows the codes (what /backstage and /operation open)", () => {
    expect(firstPage(tree("backstage", ["backstage", "portal-temp"]))).toBe(
      "/backstage/portal-temp/temp-config",
    );
    expect(firstPage(tree("operation", ["operation", "usage-statistics"]))).toBe(
      "/operation/usage-statistics/resource",
    );
    expect(firstPage(tree("backstage", DEV_CODES))).toBeUndefined();
  });

  it("an unaudited user sees no menu at all, whatever the codes", () => {
    for (const area of ["home", "backstage", "operation"] as const) {
      expect(tree(area, ALL_CODES, true)).toEqual([]);
    }
  });
});
