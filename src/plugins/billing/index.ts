import { createElement, type ComponentType } from "react";
import type { BillType, ChargeKindName, UsageScope } from "../../contracts/billing";
import { AREA_IDS } from "../../core/config";
import { definePlugin, type RouteContribution } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { OPERATIONS } from "../shared/menus/operations";
import { CODE } from "../../contracts/permissionCodes";

type Loader = () => Promise<{ default: PageComponent }>;

/** A page component of a lazily loaded module, given its props (the manifest stays free of page code). */
const withProps =
  <P extends object>(load: () => Promise<ComponentType<P>>, props: P): Loader =>
  async () => {
    const Page = await load();
    return { default: () => createElement(Page, props) };
  };

const prices = (title: string, kinds: ChargeKindName[]) =>
  withProps(async () => (await import("./PriceSettingPage")).PriceSettingPage, { title, kinds });
const costs = (title: string, scope: UsageScope) =>
  withProps(async () => (await import("./AccountCostPage")).AccountCostPage, { title, scope });
const usage = (title: string, scope: UsageScope) =>
  withProps(async () => (await import("./UsageStatsPage")).UsageStatsPage, { title, scope });
const bills = (title: string, type: BillType) =>
  withProps(async () => (await import("./BillStatsPage")).BillStatsPage, { title, type });

const op = (
  page: { path: string },
  title: string,
  code: string,
  load: Loader,
): RouteContribution<PageComponent> => ({ path: page.path, title, permission: [code], load });

/** 我的钱包 and 用量统计 under each prefix (their placeholders' permissions are kept). */
const personal = AREA_IDS.flatMap((area): RouteContribution<PageComponent>[] => [
  { path: `/${area}/my-wallet`, title: "我的钱包", load: () => import("./WalletPage") },
  { path: `/${area}/usage-statistics-person`, title: "用量统计", load: () => import("./PersonUsagePage") },
]);

/**
 * The operations area's (ai-domain §2) charging strategy, account resources, usage and billing
 * statistics, and the personal wallet and usage pages, on the reference server's metering. Titles are
 * literal (the manifest is in the boot bundle; the pages' texts are in messages.ts).
 */
export default definePlugin<PageComponent>({
  id: "billing",
  title: "计费与账单",
  routes: [
    op(
      OPERATIONS.charging.resources,
      "资源计费设置",
      CODE.chargingStrategy,
      prices("资源计费设置", ["compute", "storage", "inference"]),
    ),
    op(OPERATIONS.charging.sharing, "共享计费设置", CODE.chargingStrategy, prices("共享计费设置", ["share"])),
    op(OPERATIONS.charging.rules, "计算规则设置", CODE.chargingStrategy, () => import("./RulesPage")),
    op(OPERATIONS.accounts.resourceCost, "资源费用", CODE.accountResource, costs("资源费用", "resource")),
    op(OPERATIONS.accounts.sharingCost, "共享费用", CODE.accountResource, costs("共享费用", "share")),
    op(OPERATIONS.usage.resources, "资源用量", CODE.usageStatistics, usage("资源用量", "resource")),
    op(OPERATIONS.usage.sharing, "共享用量", CODE.usageStatistics, usage("共享用量", "share")),
    op(
      OPERATIONS.billing.resourceCharges,
      "资源计费统计",
      CODE.billingStatistics,
      bills("资源计费统计", "charge"),
    ),
    op(OPERATIONS.billing.standard, "标准统计", CODE.billingStatistics, bills("标准统计", "standard")),
    op(
      OPERATIONS.billing.platformFees,
      "平台服务费",
      CODE.billingStatistics,
      bills("平台服务费", "platform"),
    ),
    op(
      OPERATIONS.billing.subCenterFees,
      "分中心服务费",
      CODE.billingStatistics,
      bills("分中心服务费", "subCenter"),
    ),
    ...personal,
  ],
});
