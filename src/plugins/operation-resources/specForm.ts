import { t } from "../../core/messages";
import { APPLICATIONS, type ResourceSpec, type ResourceSpecFields } from "../../contracts/operationResources";
import { rules, type FormField, type Rule } from "../../ui/kit/list";
import { operationResourcesText } from "./messages";

/** The form's values: text as typed (numbers too), turned into the contract's fields on save. */
export interface SpecFormValues extends Record<string, unknown> {
  specName: string;
  applicationCode: string;
  cpuCores: string;
  memoryGb: string;
  gpuCount: string;
  gpuModel: string;
  storageGb: string;
  status: string;
  description: string;
}

export const EMPTY_SPEC: SpecFormValues = {
  specName: "",
  applicationCode: "training",
  cpuCores: "4",
  memoryGb: "16",
  gpuCount: "0",
  gpuModel: "",
  storageGb: "50",
  status: "1",
  description: "",
};

/** A whole number in [min, max], checked on blur with the field's label. */
const integer = (label: string, min: number, max: number): Rule[] => [
  ...rules(label),
  {
    trigger: "blur",
    check: (value) => {
      const text = String(value ?? "").trim();
      if (text === "") return null;
      const n = Number(text);
      return /^\d+$/.test(text) && n >= min && n <= max
        ? null
        : operationResourcesText("integer", { label, min, max });
    },
  },
];

export const specFields = (): FormField[] => [
  {
    name: "specName",
    label: operationResourcesText("specName"),
    kind: "input",
    rules: rules(operationResourcesText("specName"), { max: 50 }),
  },
  {
    name: "applicationCode",
    label: operationResourcesText("application"),
    kind: "select",
    rules: rules(operationResourcesText("application"), { kind: "select" }),
    options: APPLICATIONS.map((entry) => ({ value: entry.code, label: entry.name })),
  },
  {
    name: "cpuCores",
    label: operationResourcesText("cpuCores"),
    kind: "input",
    rules: integer(operationResourcesText("cpuCores"), 1, 256),
  },
  {
    name: "memoryGb",
    label: operationResourcesText("memoryGb"),
    kind: "input",
    rules: integer(operationResourcesText("memoryGb"), 1, 2048),
  },
  {
    name: "gpuCount",
    label: operationResourcesText("gpuCount"),
    kind: "input",
    rules: integer(operationResourcesText("gpuCount"), 0, 16),
  },
  {
    name: "gpuModel",
    label: operationResourcesText("gpuModel"),
    kind: "input",
    rules: rules(operationResourcesText("gpuModel"), { required: false, max: 50 }),
  },
  {
    name: "storageGb",
    label: operationResourcesText("storageGb"),
    kind: "input",
    rules: integer(operationResourcesText("storageGb"), 0, 102400),
  },
  {
    name: "status",
    label: t("field.status"),
    kind: "radio",
    options: [
      { value: "1", label: operationResourcesText("enabled") },
      { value: "0", label: operationResourcesText("disabled") },
    ],
  },
  {
    name: "description",
    label: operationResourcesText("description"),
    kind: "textarea",
    rules: rules(operationResourcesText("description"), { required: false, max: 200 }),
  },
];

export const valuesOf = (spec: ResourceSpec): SpecFormValues => ({
  specName: spec.specName,
  applicationCode: spec.applicationCode,
  cpuCores: String(spec.cpuCores),
  memoryGb: String(spec.memoryGb),
  gpuCount: String(spec.gpuCount),
  gpuModel: spec.gpuModel,
  storageGb: String(spec.storageGb),
  status: String(spec.status),
  description: spec.description,
});

/**
 * The contract's fields. The rules across fields (a GPU model with GPUs only, a unique name) are the
 * server's: its 400 shows above the form, which stays open.
 */
export function fieldsOf(values: SpecFormValues): ResourceSpecFields {
  return {
    specName: values.specName.trim(),
    applicationCode: values.applicationCode as ResourceSpecFields["applicationCode"],
    cpuCores: Number(values.cpuCores),
    memoryGb: Number(values.memoryGb),
    gpuCount: Number(values.gpuCount),
    gpuModel: values.gpuModel.trim(),
    storageGb: Number(values.storageGb),
    status: values.status === "0" ? 0 : 1,
    description: values.description.trim(),
  };
}
