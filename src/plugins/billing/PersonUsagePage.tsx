import { t } from "../../core/messages";
import { HpcRequired, useHasHpc } from "../../ui/kit/HpcRequired";
import { PageFrame } from "../../ui/kit/PageFrame";
import { UsageStatsPage } from "./UsageStatsPage";

/** 用量统计 (usage-statistics-person, the user menu's title): the user's own usage of every item, shown with an HPC account. */
export default function PersonUsagePage() {
  if (!useHasHpc())
    return (
      <PageFrame title={t("user.usage")}>
        <HpcRequired />
      </PageFrame>
    );
  return <UsageStatsPage title={t("user.usage")} scope="all" own />;
}
