import { Button, Card, H5, Spinner } from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { useCore } from "../../../ui/CoreContext";
import { KitChart, type KitChartKind } from "../../../ui/kit/charts";
import { formatCount, listText } from "../../../ui/kit/list";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { readOverview, type NameCount } from "../api";
import { modelsText } from "../messages";
import "./overview.css";

interface ChartCard {
  title: string;
  kind: KitChartKind;
  rows: NameCount[];
  horizontal?: boolean;
  series: string;
}

/**
 * 模型概览: the user's algorithms, training tasks, trainings and models (model-general-view), the
 * algorithm-type, task-type and category distributions and the models' training-time ranking as charts.
 * The chart kit travels in this page's chunk only.
 */
export default function ModelOverviewPage() {
  const { http } = useCore();
  const overview = useLoaded(() => readOverview(http), "overview");
  const data = overview.data;

  if (!data) {
    return (
      <PageFrame title={modelsText("overviewTitle")}>
        {overview.failed ? (
          <p role="alert">
            {listText("loadFailed")}{" "}
            <Button size="small" text={t("action.refresh")} onClick={overview.reload} />
          </p>
        ) : (
          <Spinner size={24} />
        )}
      </PageFrame>
    );
  }
  const tiles: [string, number][] = [
    [modelsText("countAlgorithms"), data.algorithms],
    [modelsText("countTasks"), data.tasks],
    [modelsText("countTrainings"), data.trainings],
    [modelsText("countModels"), data.models],
  ];
  const charts: ChartCard[] = [
    {
      title: modelsText("algorithmTypes"),
      kind: "doughnut",
      rows: data.algorithmTypes,
      series: modelsText("count"),
    },
    { title: modelsText("taskTypes"), kind: "doughnut", rows: data.taskTypes, series: modelsText("count") },
    { title: modelsText("categories"), kind: "bar", rows: data.categories, series: modelsText("count") },
    { title: modelsText("runPackages"), kind: "bar", rows: data.packages, series: modelsText("count") },
    {
      title: modelsText("ranking"),
      kind: "bar",
      horizontal: true,
      rows: data.ranking.map((row) => ({ name: row.name, count: row.hours })),
      series: modelsText("hours"),
    },
  ];

  return (
    <PageFrame title={modelsText("overviewTitle")}>
      <div className="ws-mo-counts">
        {tiles.map(([title, value]) => (
          <Card key={title} compact className="ws-mo-count" role="group" aria-label={title}>
            <span className="ws-mo-muted">{title}</span>
            <strong>{formatCount(value)}</strong>
          </Card>
        ))}
      </div>
      <div className="ws-mo-charts">
        {charts.map((chart) => (
          <Card key={chart.title} compact className="ws-mo-chart" role="group" aria-label={chart.title}>
            <H5>{chart.title}</H5>
            <KitChart
              kind={chart.kind}
              title={chart.title}
              horizontal={chart.horizontal}
              labels={chart.rows.map((row) => row.name)}
              series={[{ label: chart.series, values: chart.rows.map((row) => row.count) }]}
              emptyText={t("table.empty")}
            />
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}
