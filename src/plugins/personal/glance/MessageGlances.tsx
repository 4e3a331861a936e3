import { HTMLTable, Tag } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { formatCount } from "../../../ui/kit/list";
import { formatDateTime } from "../../../ui/kit/dates";
import { loadFailureText } from "../../../ui/kit/list/failureText";
import type { Loaded } from "../../../ui/kit/useLoaded";
import { FRONT_DESK } from "../../shared/menus/frontDesk";
import type { GeneralMessage } from "../api";
import { personalText } from "../messages";
import { GlanceCard } from "./GlanceCard";

export interface MessageGlanceProps {
  message: Loaded<GeneralMessage>;
}

const stateOf = (message: Loaded<GeneralMessage>) => ({
  loading: message.loading && !message.data,
  failure: message.failed ? loadFailureText(message.error) : null,
  onRetry: message.reload,
});

export function DatasetsGlance({ message }: MessageGlanceProps) {
  const [, navigate] = useLocation();
  const datasets = message.data?.datasets;
  return (
    <GlanceCard
      title={personalText("datasets")}
      {...stateOf(message)}
      summary={datasets && personalText("datasetsTotal", { n: formatCount(datasets.total) })}
      empty={datasets?.recent.length === 0}
      onMore={() => navigate(FRONT_DESK.datasets.management.link())}
    >
      <HTMLTable compact className="ws-fill">
        <tbody>
          {datasets?.recent.map((row) => (
            <tr key={row.id}>
              <td>
                {row.name} {row.isPublic === 1 && <Tag minimal>{personalText("publicTag")}</Tag>}
              </td>
              <td className="bp6-text-muted">{formatDateTime(row.updateTime)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </GlanceCard>
  );
}

export function TasksGlance({ message }: MessageGlanceProps) {
  const [, navigate] = useLocation();
  const tasks = message.data?.tasks;
  return (
    <GlanceCard
      title={personalText("tasks")}
      {...stateOf(message)}
      summary={tasks && personalText("tasksTotal", { n: formatCount(tasks.total) })}
      empty={tasks?.nearDeadline.length === 0}
      onMore={() => navigate(FRONT_DESK.datasets.teamTasks.myTask.link())}
    >
      <HTMLTable compact className="ws-fill">
        <tbody>
          {tasks?.nearDeadline.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>
                <Tag minimal>{row.statusText}</Tag>
              </td>
              <td className="bp6-text-muted">
                {personalText("deadline")} {formatDateTime(row.deadline)}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </GlanceCard>
  );
}

export function RunsGlance({ message }: MessageGlanceProps) {
  const [, navigate] = useLocation();
  const runs = message.data?.runs;
  return (
    <GlanceCard
      title={personalText("runs")}
      {...stateOf(message)}
      summary={runs && personalText("runsTotal", { n: formatCount(runs.total) })}
      empty={runs?.running.length === 0}
      onMore={() => navigate(FRONT_DESK.models.trainingTasks.link())}
    >
      <HTMLTable compact className="ws-fill">
        <tbody>
          {runs?.running.map((row) => (
            <tr key={row.id}>
              <td>{row.name}</td>
              <td>
                <Tag minimal intent="primary">
                  {row.statusText}
                </Tag>
              </td>
              <td className="bp6-text-muted">{row.startedAt ? formatDateTime(row.startedAt) : "-"}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </GlanceCard>
  );
}

export function OperationsGlance({ message }: MessageGlanceProps) {
  const operations = message.data?.operations;
  return (
    <GlanceCard title={personalText("operations")} {...stateOf(message)} empty={operations?.length === 0}>
      <HTMLTable compact className="ws-fill">
        <tbody>
          {operations?.map((row, index) => (
            <tr key={`${row.operationTime}-${index}`}>
              <td className="ws-nowrap bp6-text-muted">{row.operationTime}</td>
              <td className="ws-nowrap">{row.pageName}</td>
              <td className="ws-glance-text" title={row.content}>
                {row.content}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </GlanceCard>
  );
}
