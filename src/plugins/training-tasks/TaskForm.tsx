import { useEffect, useState } from "react";
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import { failureText, listText, rules, validate, type Rule } from "../../ui/kit/list";
import type { HyperParameter, TaskBody, TaskChoices, TrainingApi, TrainingTask } from "./api";
import { trainingTasksText } from "./messages";
import { ParamInputs } from "./ParamInputs";

const NAME_MAX = 50;
const DESCRIPTION_MAX = 500;

interface Values {
  name: string;
  algorithmId: string;
  algorithmVersionId: string;
  datasetVersionId: string;
  labelGroupId: string;
  params: Record<string, string>;
  cores: string;
  memoryGb: string;
  hours: string;
  description: string;
}

const RULES: Partial<Record<keyof Values, Rule[]>> = {
  name: rules(trainingTasksText("name"), { max: NAME_MAX }),
  algorithmId: rules(trainingTasksText("algorithm"), { kind: "select" }),
  algorithmVersionId: rules(trainingTasksText("algorithmVersion"), { kind: "select" }),
  datasetVersionId: rules(trainingTasksText("datasetVersion"), { kind: "select" }),
  cores: rules(trainingTasksText("cores")),
  memoryGb: rules(trainingTasksText("memoryGb")),
  hours: rules(trainingTasksText("hours")),
  description: rules(trainingTasksText("description"), { required: false, max: DESCRIPTION_MAX }),
};

const initialValues = (task: TrainingTask | null): Values => ({
  name: task?.name ?? "",
  algorithmId: task ? String(task.algorithmId) : "",
  algorithmVersionId: task ? String(task.algorithmVersionId) : "",
  datasetVersionId: task ? String(task.datasetVersionId) : "",
  labelGroupId: task?.labelGroupId ? String(task.labelGroupId) : "",
  params: task
    ? Object.fromEntries(Object.entries(task.params).map(([name, value]) => [name, String(value)]))
    : {},
  cores: String(task?.cores ?? 1),
  memoryGb: String(task?.memoryGb ?? 2),
  hours: String(task?.hours ?? 1),
  description: task?.description ?? "",
});

/**
 * 新增 / 编辑训练任务: algorithm version, dataset version (its image and box counts shown), label group,
 * hyper-parameters (the version's defaults, the trainer's ranges), resources. Each field follows the
 * rules builder (请输入… / 请选择…); the server's refusal (naming a parameter) stays in the dialog.
 */
export function TaskForm({
  api,
  task,
  onClose,
  onSaved,
}: {
  api: TrainingApi;
  task: TrainingTask | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [values, setValues] = useState<Values>(() => initialValues(task));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string | null>>>({});
  const [choices, setChoices] = useState<TaskChoices | null>(null);
  const [parameters, setParameters] = useState<Record<string, HyperParameter[]>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void api.choices().then(setChoices, () => undefined);
    void api.trainers().then(
      (list) => setParameters(Object.fromEntries(list.map((trainer) => [trainer.id, trainer.parameters]))),
      () => undefined,
    );
  }, [api]);

  const algorithm = choices?.algorithms.find((candidate) => String(candidate.id) === values.algorithmId);
  const version = algorithm?.versions.find((candidate) => String(candidate.id) === values.algorithmVersionId);
  const set = (name: keyof Values, value: string, trigger: "blur" | "change" = "change") => {
    setValues((current) => ({
      ...current,
      [name]: value,
      ...(name === "algorithmId" ? { algorithmVersionId: "", params: {} } : {}),
      ...(name === "algorithmVersionId" ? { params: {} } : {}),
    }));
    setErrors((current) => ({ ...current, [name]: validate(value, RULES[name], trigger) }));
  };

  const submit = async () => {
    const found = Object.fromEntries(
      (Object.keys(RULES) as (keyof Values)[]).map((name) => [name, validate(values[name], RULES[name])]),
    );
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const body: TaskBody = {
      name: values.name.trim(),
      algorithmVersionId: Number(values.algorithmVersionId),
      datasetVersionId: Number(values.datasetVersionId),
      labelGroupId: values.labelGroupId ? Number(values.labelGroupId) : null,
      params: Object.fromEntries(Object.entries(values.params).filter(([, value]) => value.trim() !== "")),
      cores: Number(values.cores),
      memoryGb: Number(values.memoryGb),
      hours: Number(values.hours),
      description: values.description.trim(),
    };
    setSaving(true);
    setProblem(null);
    try {
      if (task) await api.update(task.id, body);
      else await api.create(body);
      onSaved();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Values, label: string, control: React.ReactNode) => (
    <FormGroup
      label={label}
      labelFor={`task-${name}`}
      intent={errors[name] ? "danger" : "none"}
      helperText={errors[name] ?? undefined}
    >
      {control}
    </FormGroup>
  );
  const select = (
    name: keyof Values,
    label: string,
    options: { value: string | number; label: string }[],
    blank?: string,
  ) =>
    field(
      name,
      label,
      <HTMLSelect
        id={`task-${name}`}
        fill
        // Every list comes with the choices: until they have loaded there is nothing to pick from.
        disabled={choices === null}
        value={String(values[name])}
        onChange={(event) => set(name, event.target.value)}
      >
        <option value="">{blank ?? listText("pleaseSelect", { label })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </HTMLSelect>,
    );
  const input = (name: "name" | "cores" | "memoryGb" | "hours", label: string) =>
    field(
      name,
      label,
      <InputGroup
        id={`task-${name}`}
        value={values[name]}
        onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
        onBlur={() =>
          setErrors((current) => ({ ...current, [name]: validate(values[name], RULES[name], "blur") }))
        }
      />,
    );

  return (
    <Dialog
      isOpen
      title={listText(task ? "editTitle" : "createTitle", { entity: trainingTasksText("entity") })}
      onClose={onClose}
      style={{ width: 640 }}
    >
      <DialogBody>
        {problem && <Callout intent="danger">{problem}</Callout>}
        {input("name", trainingTasksText("name"))}
        {select(
          "algorithmId",
          trainingTasksText("algorithm"),
          (choices?.algorithms ?? []).map((a) => ({ value: a.id, label: a.name })),
        )}
        {select(
          "algorithmVersionId",
          trainingTasksText("algorithmVersion"),
          (algorithm?.versions ?? []).map((v) => ({
            value: v.id,
            label: `${v.version} · ${v.trainerTitle}`,
          })),
        )}
        {select(
          "datasetVersionId",
          trainingTasksText("datasetVersion"),
          (choices?.datasetVersions ?? []).map((d) => ({
            value: d.id,
            label: trainingTasksText("datasetVersionOption", {
              dataset: d.datasetName,
              version: d.version,
              items: d.itemCount,
              boxes: d.annotationCount,
            }),
          })),
        )}
        {select(
          "labelGroupId",
          trainingTasksText("labelGroup"),
          (choices?.labelGroups ?? []).map((g) => ({ value: g.id, label: g.name })),
          trainingTasksText("noLabelGroup"),
        )}
        {version && (
          <ParamInputs
            parameters={
              version.manifest
                ? version.manifest.hyperParameters.map((p) => ({ ...p, description: p.title }))
                : (parameters[version.trainer] ?? [])
            }
            defaults={version.params}
            values={values.params}
            onChange={(params) => setValues((current) => ({ ...current, params }))}
          />
        )}
        <FormGroup label={trainingTasksText("resources")}>
          <div className="ws-task-resources">
            {input("cores", trainingTasksText("cores"))}
            {input("memoryGb", trainingTasksText("memoryGb"))}
            {input("hours", trainingTasksText("hours"))}
          </div>
        </FormGroup>
        {field(
          "description",
          trainingTasksText("description"),
          <TextArea
            id="task-description"
            fill
            value={values.description}
            onChange={(event) => set("description", event.target.value, "blur")}
          />,
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} />
            <Button intent="primary" text={t("action.save")} loading={saving} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
