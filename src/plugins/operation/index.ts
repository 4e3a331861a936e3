import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { contributeArea, type MenuSpec } from "../shared/areaMenu";

/** The operations menu (area operation) of shell spec §2, with the children of ai-domain §2. */
export const OPERATIONS_MENU: MenuSpec[] = [
  {
    segment: "workorder-management",
    title: "工单管理",
    code: "workorder-manage",
    icon: "clipboard",
    children: [
      { segment: "user-feedback", title: "用户反馈" },
      { segment: "share-management", title: "案例分享管理", code: "sharing-A02" },
      { segment: "sharing-management", title: "共享管理", code: "sharing-A03" },
    ],
  },
  {
    segment: "charging-strategy",
    title: "计费策略",
    code: "charging-strategy",
    icon: "dollar",
    children: [
      { segment: "resource-charge-setting", title: "资源计费设置" },
      { segment: "share-charge-setting", title: "共享计费设置" },
      { segment: "calculation-rules-setting", title: "计算规则设置" },
    ],
  },
  {
    segment: "account-resource-management",
    title: "账户资源管理",
    code: "account-resource",
    icon: "bank-account",
    children: [
      { segment: "resource-cost", title: "资源费用" },
      { segment: "sharing-cost", title: "共享费用" },
    ],
  },
  {
    segment: "usage-statistics",
    title: "用量统计",
    code: "usage-statistics",
    icon: "timeline-bar-chart",
    children: [
      { segment: "resource", title: "资源用量" },
      { segment: "share", title: "共享用量" },
    ],
  },
  {
    segment: "billing-statistics",
    title: "账单统计",
    code: "billing-statistics",
    icon: "th-list",
    children: [
      { segment: "resource-charge-count", title: "资源计费统计" },
      { segment: "standard-count", title: "标准统计" },
      { segment: "platform-service-charge", title: "平台服务费" },
      { segment: "sub-center-service-charge", title: "分中心服务费" },
    ],
  },
];

const area = contributeArea("operation", OPERATIONS_MENU, 200);

export default definePlugin<PageComponent>({
  id: "operation",
  title: "运营管理",
  menus: area.menus,
  routes: area.routes,
});
