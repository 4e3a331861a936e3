import { defineAreaMenu, group, page } from "../areaMenu";
import { CODE } from "../../../contracts/permissionCodes";

/**
 * The operations menu (area operation) of shell spec §2, with the children of ai-domain §2:
 * placeholders until a plugin claims a page.
 */
export const OPERATIONS_MENU = defineAreaMenu("operation", {
  workOrders: group(
    "workorder-management",
    "工单管理",
    { code: CODE.workorderManage, icon: "clipboard" },
    {
      feedback: page("user-feedback", "用户反馈"),
      caseSharing: page("share-management", "案例分享管理", { code: CODE.sharingA02 }),
      sharing: page("sharing-management", "共享管理", { code: CODE.sharingA03 }),
    },
  ),
  charging: group(
    CODE.chargingStrategy,
    "计费策略",
    { code: CODE.chargingStrategy, icon: "dollar" },
    {
      resources: page("resource-charge-setting", "资源计费设置"),
      sharing: page("share-charge-setting", "共享计费设置"),
      rules: page("calculation-rules-setting", "计算规则设置"),
    },
  ),
  accounts: group(
    "account-resource-management",
    "账户资源管理",
    { code: CODE.accountResource, icon: "bank-account" },
    {
      resourceCost: page("resource-cost", "资源费用"),
      sharingCost: page("sharing-cost", "共享费用"),
    },
  ),
  usage: group(
    CODE.usageStatistics,
    "用量统计",
    { code: CODE.usageStatistics, icon: "timeline-bar-chart" },
    {
      resources: page("resource", "资源用量"),
      sharing: page("share", "共享用量"),
    },
  ),
  // ai-domain §2: "operation management pages exist for resource specification and usage".
  resources: group(
    "operation-management",
    "资源运营",
    { code: CODE.resourceManage, icon: "cube" },
    {
      specifications: page("resource-specification", "资源规格", { code: CODE.resourceSpec }),
      usage: page(CODE.resourceUsage, "资源使用", { code: CODE.resourceUsage }),
    },
  ),
  billing: group(
    CODE.billingStatistics,
    "账单统计",
    { code: CODE.billingStatistics, icon: "th-list" },
    {
      resourceCharges: page("resource-charge-count", "资源计费统计"),
      standard: page("standard-count", "标准统计"),
      platformFees: page("platform-service-charge", "平台服务费"),
      subCenterFees: page("sub-center-service-charge", "分中心服务费"),
    },
  ),
});

/** Every operations menu page's route ref, shaped like the menu. */
export const OPERATIONS = OPERATIONS_MENU.pages;
