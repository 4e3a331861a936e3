import { lazy, Suspense, useState, type ComponentType } from "react";
import { Button, Callout, Spinner, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { failureText } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { learningApi, Project, ProjectSettings } from "./api";
import { firstOpenStep, reachable, STEPS, type Step } from "./flow";
import { useFlowServices } from "./flowServices";
import { learningText } from "./messages";
import type { StepProps } from "./steps/stepProps";

const STEP_TITLES: Record<Step, Parameters<typeof learningText>[0]> = {
  dataset: "stepDataset",
  taskType: "stepTaskType",
  algorithm: "stepAlgorithm",
  budget: "stepBudget",
  start: "stepStart",
  progress: "stepProgress",
  publish: "stepPublish",
};

const STEP_PAGES: Record<Step, ComponentType<StepProps>> = {
  dataset: lazy(() => import("./steps/DatasetStep")),
  taskType: lazy(() => import("./steps/TaskTypeStep")),
  algorithm: lazy(() => import("./steps/AlgorithmStep")),
  budget: lazy(() => import("./steps/BudgetStep")),
  start: lazy(() => import("./steps/StartStep")),
  progress: lazy(() => import("./steps/ProgressStep")),
  publish: lazy(() => import("./steps/PublishStep")),
};

export interface ProjectFlowProps {
  api: ReturnType<typeof learningApi>;
  projectId: number;
  step: Step;
  onStep: (step: Step) => void;
  onClose: () => void;
}

/** One project's guided flow: the numbered steps (a later one opens once the earlier are done) and the current step. */
export function ProjectFlow({ api, projectId, step, onStep, onClose }: ProjectFlowProps) {
  const loaded = useLoaded(
    async () => (await api.page({ pageNum: 1, pageSize: 1, name: "", id: projectId })).list[0] ?? null,
    `project:${projectId}`,
  );
  const services = useFlowServices();
  const choices = useLoaded(() => services.runs.choices(), "choices");
  const trainers = useLoaded(() => services.runs.trainers(), "trainers");
  const [problem, setProblem] = useState<string | null>(null);
  const project = loaded.data;

  if (loaded.dataKey !== null && project === null)
    return (
      <PageFrame title={learningText("title")} onBack={onClose} backText={learningText("allProjects")}>
        <Callout intent="warning">{t("table.empty")}</Callout>
      </PageFrame>
    );
  if (!project || !choices.data || !trainers.data) {
    const failed = loaded.failed || choices.failed || trainers.failed;
    return (
      <PageFrame title={learningText("title")} onBack={onClose} backText={learningText("allProjects")}>
        {failed ? (
          <Callout intent="danger">
            {learningText("loadFailed")}{" "}
            <Button
              size="small"
              text={t("page.retry")}
              onClick={() => [loaded, choices, trainers].forEach((part) => part.reload())}
            />
          </Callout>
        ) : (
          <Spinner size={24} aria-label={t("page.loading")} />
        )}
      </PageFrame>
    );
  }

  const setProject = (next: Project) => loaded.set(() => next);
  const save: StepProps["save"] = async (settings) => {
    const merged: ProjectSettings = { ...project, ...settings };
    if (merged.datasetVersionId === null) return false;
    setProblem(null);
    try {
      setProject(
        await api.saveSettings(project.id, {
          datasetVersionId: merged.datasetVersionId,
          taskType: merged.taskType,
          algorithmVersionId: merged.algorithmVersionId,
          epochs: merged.epochs,
          hours: merged.hours,
          cores: merged.cores,
          trainingTaskId: settings.trainingTaskId ?? null,
        }),
      );
      return true;
    } catch (error) {
      setProblem(failureText(error));
      return false;
    }
  };
  const go = (next: Step) => {
    setProblem(null);
    onStep(next);
  };
  // A stored step the project cannot reach yet (its settings changed elsewhere) opens the first one it needs.
  const shown = reachable(project, step) ? step : firstOpenStep(project);
  const Page = STEP_PAGES[shown];

  return (
    <PageFrame
      title={project.name}
      onBack={onClose}
      backText={learningText("allProjects")}
      extra={project.serviceId !== null && <Tag intent="success">{learningText("published")}</Tag>}
    >
      <ol className="learning-steps" aria-label={learningText("progress")}>
        {STEPS.map((candidate, n) => (
          <li key={candidate}>
            <Button
              variant={candidate === shown ? "solid" : "minimal"}
              intent={candidate === shown ? "primary" : "none"}
              aria-current={candidate === shown ? "step" : undefined}
              disabled={!reachable(project, candidate)}
              text={`${n + 1} ${learningText(STEP_TITLES[candidate])}`}
              onClick={() => go(candidate)}
            />
          </li>
        ))}
      </ol>
      <p className="learning-hint">
        {learningText("stepOf", { n: STEPS.indexOf(shown) + 1, total: STEPS.length })}
      </p>
      {problem && (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      )}
      <Suspense fallback={<Spinner size={24} />}>
        <Page
          key={`${project.id}:${shown}`}
          project={project}
          choices={choices.data}
          trainers={trainers.data}
          api={api}
          services={services}
          save={save}
          onProject={setProject}
          go={go}
        />
      </Suspense>
    </PageFrame>
  );
}
