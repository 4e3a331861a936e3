import { useState } from "react";
import { AnchorButton, Callout, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import { failureText } from "../../../ui/kit/list";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { FRONT_DESK } from "../../shared/menus/frontDesk";
import { bestRun, percent } from "../flow";
import { learningText } from "../messages";
import { useRuns } from "../useRuns";
import { StepFooter } from "./StepFooter";
import type { StepProps } from "./stepProps";
import { TestCall } from "./TestCall";

/**
 * Step 7: the best run (by evaluation accuracy) published as a service with 服务管理's call, which links
 * the project to it in the same call (a refused publish leaves nothing to clean up), then a link to
 * 服务管理 and a test call.
 */
export default function PublishStep({ project, api, services, onProject, go }: StepProps) {
  const { runs, metrics } = useRuns(services.runs, project.trainingTaskId);
  const best = bestRun(runs, metrics);
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [instances, setInstances] = useState("1");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [publishedName, setPublishedName] = useState<string | null>(null);
  // After a reload the service's name comes from 服务管理's call.
  const published = useLoaded(
    () => services.publishing.service(project.serviceId ?? 0),
    project.serviceId !== null && publishedName === null ? `service:${project.serviceId}` : null,
  );

  const publish = async () => {
    if (!best) return;
    setBusy(true);
    setProblem(null);
    try {
      const service = await services.publishing.publishRun({
        runId: best.id,
        name: name.trim(),
        description: description.trim(),
        instances: Number(instances),
        learningProjectId: project.id,
      });
      setPublishedName(service.name);
      const fresh = await api.page({ pageNum: 1, pageSize: 1, name: "", id: project.id }).catch(() => null);
      onProject(fresh?.list[0] ?? { ...project, serviceId: service.id });
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setBusy(false);
    }
  };

  if (project.serviceId !== null)
    return (
      <section aria-label={learningText("stepPublish")}>
        <Callout intent="success" icon="tick-circle">
          {learningText("publishedAs", {
            name: publishedName ?? published.data?.name ?? `#${project.serviceId}`,
          })}{" "}
          <AnchorButton
            variant="minimal"
            intent="primary"
            href={`#${FRONT_DESK.release.services.link()}`}
            text={learningText("goServices")}
          />
        </Callout>
        <TestCall serviceId={project.serviceId} publishing={services.publishing} />
        <StepFooter onPrevious={() => go("progress")} />
      </section>
    );

  return (
    <section aria-label={learningText("stepPublish")}>
      {best ? (
        <Callout intent="primary">
          {learningText("bestRun", {
            name: best.name,
            accuracy: percent(metrics.get(best.id)?.accuracy ?? 0),
          })}
        </Callout>
      ) : (
        <Callout intent="warning">{learningText("noFinishedRun")}</Callout>
      )}
      {problem && (
        <Callout intent="danger" role="alert">
          {problem}
        </Callout>
      )}
      <FormGroup label={learningText("serviceName")} labelFor="learning-service-name">
        <InputGroup id="learning-service-name" value={name} onValueChange={setName} />
      </FormGroup>
      <FormGroup label={learningText("serviceDescription")} labelFor="learning-service-description">
        <TextArea
          id="learning-service-description"
          fill
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </FormGroup>
      <FormGroup label={learningText("instances")} labelFor="learning-instances">
        <InputGroup
          id="learning-instances"
          inputMode="numeric"
          value={instances}
          onValueChange={setInstances}
        />
      </FormGroup>
      <StepFooter
        onPrevious={() => go("progress")}
        onNext={() => void publish()}
        nextText={learningText("publish")}
        nextDisabled={best === null}
        busy={busy}
      />
    </section>
  );
}
