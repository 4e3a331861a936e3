import { rules, type FormField } from "../../ui/kit/list";
import { dt } from "./messages";

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
    label: dt("dataSetName"),
    kind: "input",
    rules: rules(dt("dataSetName"), { max: DATASET_NAME_MAX }),
  },
  {
    name: "description",
    label: dt("description"),
    kind: "textarea",
    rules: rules(dt("description"), { required: false, max: DESCRIPTION_MAX }),
  },
];
