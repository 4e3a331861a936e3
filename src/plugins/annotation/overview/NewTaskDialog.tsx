import { useState } from "react";
import { Button, Dialog, DialogBody, DialogFooter, FormGroup } from "@blueprintjs/core";
import { FieldInput, listText, rules, validate, type FieldKind, type Rule } from "../../../ui/kit/list";
import { useCore } from "../../../ui/CoreContext";
import { createTask, listDatasets, listLabelGroups, listTeams, listVersions } from "../api";
import { annotationTaskText } from "../taskMessages";
import type { NewTask, Option } from "../types";
import { useLoaded } from "../../../ui/kit/useLoaded";
import { t } from "../../../core/messages";

type Values = {
  taskName: string;
  description: string;
  dataSetId: number | "";
  versionId: number | "";
  labelGroupId: number | "";
  teamId: number | "";
};
const EMPTY: Values = {
  taskName: "",
  description: "",
  dataSetId: "",
  versionId: "",
  labelGroupId: "",
  teamId: "",
};

interface Field {
  name: keyof Values;
  label: string;
  kind: FieldKind;
  rules: Rule[];
  options?: Option[] | null;
}

export interface NewTaskDialogProps {
  onCreated(taskId: number): void;
  onClose(): void;
}

/** 新建任务: name, description, dataset then one of its versions, label group and team (the list kit's fields and rules). */
export function NewTaskDialog({ onCreated, onClose }: NewTaskDialogProps) {
  const { http, bus } = useCore();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string | null>>>({});
  const [saving, setSaving] = useState(false);
  const datasets = useLoaded(() => listDatasets(http), "datasets");
  const versions = useLoaded(
    () => listVersions(http, Number(values.dataSetId)),
    values.dataSetId ? `versions:${values.dataSetId}` : null,
  );
  const groups = useLoaded(() => listLabelGroups(http), "groups");
  const teams = useLoaded(() => listTeams(http), "teams");

  const fields: Field[] = [
    {
      name: "taskName",
      label: annotationTaskText("taskName"),
      kind: "input",
      rules: rules(annotationTaskText("taskName"), { max: 50 }),
    },
    {
      name: "description",
      label: annotationTaskText("description"),
      kind: "textarea",
      rules: rules(annotationTaskText("description"), { required: false, max: 200 }),
    },
    {
      name: "dataSetId",
      label: annotationTaskText("dataset"),
      kind: "select",
      rules: rules(annotationTaskText("dataset"), { kind: "select" }),
      options: datasets.data,
    },
    {
      name: "versionId",
      label: annotationTaskText("version"),
      kind: "select",
      rules: rules(annotationTaskText("version"), { kind: "select" }),
      options: values.dataSetId ? versions.data : [],
    },
    {
      name: "labelGroupId",
      label: annotationTaskText("labelGroup"),
      kind: "select",
      rules: rules(annotationTaskText("labelGroup"), { kind: "select" }),
      options: groups.data,
    },
    {
      name: "teamId",
      label: annotationTaskText("team"),
      kind: "select",
      rules: rules(annotationTaskText("team"), { kind: "select" }),
      options: teams.data,
    },
  ];

  const change = (field: Field, value: unknown) => {
    const next = { ...values, [field.name]: value } as Values;
    // Another dataset: its versions load and the version is chosen again.
    if (field.name === "dataSetId") next.versionId = "";
    setValues(next);
    const trigger = field.kind === "input" || field.kind === "textarea" ? undefined : "change";
    if (errors[field.name] || trigger)
      setErrors((prev) => ({ ...prev, [field.name]: validate(value, field.rules, trigger) }));
  };

  const submit = async () => {
    const found = Object.fromEntries(
      fields.map((field) => [field.name, validate(values[field.name], field.rules)]),
    );
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const created = await createTask(http, { ...values, taskName: values.taskName.trim() } as NewTask);
      bus.emit("annotation", "oplog.action", {
        pageName: annotationTaskText("overview"),
        content: `${annotationTaskText("newTask")} ${created.taskName}`,
      });
      onCreated(created.id);
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen title={annotationTaskText("newTask")} onClose={onClose} canOutsideClickClose={false}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogBody>
          {fields.map((field) => {
            const id = `ws-annot-new-${field.name}`;
            const error = errors[field.name];
            return (
              <FormGroup
                key={field.name}
                label={field.label}
                labelFor={id}
                labelInfo={field.rules[0]?.check(undefined) ? "*" : undefined}
                intent={error ? "danger" : "none"}
                helperText={error ?? undefined}
              >
                <FieldInput
                  id={id}
                  field={{
                    ...field,
                    placeholder:
                      field.kind === "select" ? listText("pleaseSelect", { label: field.label }) : undefined,
                    options: (field.options ?? []).map((option) => ({
                      value: option.id,
                      label: option.name,
                    })),
                  }}
                  value={values[field.name]}
                  invalid={Boolean(error)}
                  onChange={(value) => change(field, value)}
                  onBlur={() =>
                    setErrors((prev) => ({
                      ...prev,
                      [field.name]: validate(values[field.name], field.rules, "blur"),
                    }))
                  }
                />
              </FormGroup>
            );
          })}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={onClose} disabled={saving} />
              <Button type="submit" intent="primary" text={t("action.save")} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
