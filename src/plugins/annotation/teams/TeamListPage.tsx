import {
  Button,
  Card,
  Classes,
  H5,
  HTMLTable,
  NonIdealState,
  ProgressBar,
  Spinner,
  Tag,
} from "@blueprintjs/core";
import { t } from "../../../core/messages";
import { useCore } from "../../../ui/CoreContext";
import { PageFrame } from "../../../ui/kit/PageFrame";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { navigate } from "../../../ui/routing/hashLocation";
import { listTeamsWithTasks } from "../api";
import { LoadFailed } from "../data/LoadFailed";
import { ANNOTATION_PAGES, taskPageHref } from "../paths";
import { StatusTag } from "../StatusTag";
import { annotationTaskText } from "../taskMessages";
import type { TeamTask, TeamWithTasks } from "../types";
import "../annotation.css";

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/**
 * 团队列表 inside team tasks (shell spec §2): the teams the user leads or belongs to, each with its members
 * and its tasks (the leader's all, a member's assigned ones) with status and progress; a task's name opens
 * its page.
 */
export default function TeamListPage() {
  const { http } = useCore();
  const teams = useLoaded(() => listTeamsWithTasks(http), "teams");

  return (
    <PageFrame
      title={annotationTaskText("teams")}
      className="ws-annot-page"
      onBack={() => navigate(ANNOTATION_PAGES.overview.link())}
      backText={annotationTaskText("overview")}
    >
      {teams.failed && !teams.data ? (
        <LoadFailed error={teams.error} onRetry={teams.reload} />
      ) : !teams.data ? (
        <Spinner className="ws-annot-spinner" />
      ) : teams.data.length === 0 ? (
        <NonIdealState icon="people" title={annotationTaskText("noTeams")} />
      ) : (
        teams.data.map((team) => <TeamCard key={team.teamId} team={team} />)
      )}
    </PageFrame>
  );
}

function TeamCard({ team }: { team: TeamWithTasks }) {
  return (
    <Card compact className="ws-annot-card" role="region" aria-label={team.teamName}>
      <div className="ws-annot-head">
        <H5 className="ws-annot-teamname">{team.teamName}</H5>
        <Tag minimal intent={team.lead ? "primary" : "none"}>
          {team.lead ? annotationTaskText("teamLead") : annotationTaskText("teamMember")}
        </Tag>
        <span className={Classes.TEXT_MUTED}>
          {annotationTaskText("leader")}：{team.leaderName}
        </span>
      </div>
      {team.description && <p className={Classes.TEXT_MUTED}>{team.description}</p>}
      <div className="ws-annot-head" aria-label={annotationTaskText("members")} role="list">
        <span>{annotationTaskText("members")}：</span>
        {team.members.length === 0 ? (
          <span className={Classes.TEXT_MUTED}>{annotationTaskText("noMembers")}</span>
        ) : (
          team.members.map((member) => (
            <span key={member.userId} role="listitem">
              <Tag minimal round>
                {member.displayName || member.userName}
              </Tag>
            </span>
          ))
        )}
      </div>
      {team.tasks.length === 0 ? (
        <p className={Classes.TEXT_MUTED}>{annotationTaskText("noTeamTasks")}</p>
      ) : (
        <HTMLTable
          compact
          striped
          className="ws-annot-teamtasks"
          aria-label={annotationTaskText("teamTasks", { name: team.teamName })}
        >
          <thead>
            <tr>
              <th>{annotationTaskText("taskName")}</th>
              <th>{t("field.status")}</th>
              <th>{annotationTaskText("progress")}</th>
              <th>{annotationTaskText("deadline")}</th>
            </tr>
          </thead>
          <tbody>
            {team.tasks.map((task) => (
              <TaskRow key={task.id} task={task} />
            ))}
          </tbody>
        </HTMLTable>
      )}
    </Card>
  );
}

function TaskRow({ task }: { task: TeamTask }) {
  return (
    <tr>
      <td>
        <Button
          variant="minimal"
          size="small"
          intent="primary"
          text={task.taskName}
          onClick={() => navigate(taskPageHref(task.id))}
        />
      </td>
      <td>
        <StatusTag status={task.status} />
      </td>
      <td className="ws-annot-teamprogress">
        <ProgressBar value={ratio(task.annotatedCount, task.itemCount)} stripes={false} intent="primary" />
        <span>
          {task.annotatedCount} / {task.itemCount}
        </span>
        {task.share && (
          <span className={Classes.TEXT_MUTED}>
            {annotationTaskText("myShareCount", {
              done: task.share.annotatedCount,
              total: task.share.itemCount,
            })}
          </span>
        )}
      </td>
      <td>{task.deadlineText || annotationTaskText("none")}</td>
    </tr>
  );
}
