import { rules, type FormField } from "../../ui/kit/list";
import { modelsText } from "./messages";

export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;

/** The model form: name (请输入模型名称, at most 50), category (请选择模型类别), description (at most 500). */
export const modelFields = (categories: string[]): FormField[] => [
  {
    name: "name",
    label: modelsText("name"),
    kind: "input",
    rules: rules(modelsText("name"), { max: NAME_MAX }),
  },
  {
    name: "category",
    label: modelsText("category"),
    kind: "select",
    options: categories.map((category) => ({ value: category, label: category })),
    rules: rules(modelsText("category"), { kind: "select" }),
  },
  {
    name: "description",
    label: modelsText("description"),
    kind: "textarea",
    rules: rules(modelsText("description"), { required: false, max: DESCRIPTION_MAX }),
  },
];
