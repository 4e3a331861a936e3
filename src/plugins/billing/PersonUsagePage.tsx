import { HpcRequired, useHasHpc } from "../../ui/kit/HpcRequired";
import { PageFrame } from "../../ui/kit/PageFrame";
import { bt } from "./messages";
import { UsageStatsPage } from "./UsageStatsPage";

/** 使用统计 (usage-statistics-person): the user's own usage of every item, shown with an HPC account. */
export default function PersonUsagePage() {
  if (!useHasHpc())
    return (
      <PageFrame title={bt("personUsageTitle")}>
        <HpcRequired />
      </PageFrame>
    );
  return <UsageStatsPage title={bt("personUsageTitle")} scope="all" own />;
}
