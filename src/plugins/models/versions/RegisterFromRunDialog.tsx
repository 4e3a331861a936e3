import { FormDialog, rules, type FormField } from "../../../ui/kit/list";
import { useLoaded } from "../../../ui/kit/useLoaded";
import type { FinishedRun } from "../api";
import { modelsText } from "../messages";
import { DESCRIPTION_MAX } from "../modelForm";

interface Values extends Record<string, unknown> {
  runId: number | string;
  description: string;
}

const accuracyText = (run: FinishedRun) =>
  run.accuracy === null ? "-" : `${(run.accuracy * 100).toFixed(1)}%`;

/** 从训练注册: a finished run of the user (请选择训练) and a description; the server's refusal stays in the dialog. */
export function RegisterFromRunDialog({
  isOpen,
  loadRuns,
  onSubmit,
  onClose,
}: {
  isOpen: boolean;
  loadRuns: () => Promise<FinishedRun[]>;
  onSubmit: (runId: number, description: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const runs = useLoaded(loadRuns, isOpen ? "runs" : null);
  const options = (runs.data ?? []).map((run) => ({
    value: run.id,
    label: modelsText("runOption", {
      id: run.id,
      name: run.name || "-",
      trainer: run.format === "onnx" ? "ONNX" : run.trainer,
      accuracy: accuracyText(run),
    }),
  }));
  const fields: FormField[] = [
    {
      name: "runId",
      label: modelsText("run"),
      kind: "select",
      options,
      placeholder: runs.data && !options.length ? modelsText("noRuns") : undefined,
      rules: rules(modelsText("run"), { kind: "select" }),
    },
    {
      name: "description",
      label: modelsText("description"),
      kind: "textarea",
      rules: rules(modelsText("description"), { required: false, max: DESCRIPTION_MAX }),
    },
  ];
  return (
    <FormDialog<Values>
      isOpen={isOpen}
      title={modelsText("registerFromRun")}
      fields={fields}
      initialValues={{ runId: "", description: "" }}
      onSubmit={(values) => onSubmit(Number(values.runId), values.description.trim())}
      onClose={onClose}
    />
  );
}
