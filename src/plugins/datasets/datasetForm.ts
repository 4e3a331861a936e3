import { rules, type FormField } from "../../ui/kit/list";
import { datasetsText } from "./messages";

/** The dataset form: 数据集名称 required, at most 50 characters; 描述 at most 200. */
export interface DatasetFormValues extends Record<string, unknown> {
  dataSetName: string;
  description: string;
}

export const DATASET_NAME_MAX = 50;
export const DESCRIPTION_MAX = 200;

export const datasetFields = (): FormField[] => [
  {
    name: "dataSetName",
    label: datasetsText("dataSetName"),
    kind: "input",
    rules: rules(datasetsText("dataSetName"), { max: DATASET_NAME_MAX }),
  },
  {
    name: "description",
    label: datasetsText("description"),
    kind: "textarea",
    rules: rules(datasetsText("description"), { required: false, max: DESCRIPTION_MAX }),
  },
];
