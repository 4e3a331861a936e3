import { rules, type FormField } from "../../ui/kit/list";
import { mt } from "./messages";

export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;

/** The model form: name (请输入模型名称, at most 50), category (请选择模型类别), description (at most 500). */
export const modelFields = (categories: string[]): FormField[] => [
  { name: "name", label: mt("name"), kind: "input", rules: rules(mt("name"), { max: NAME_MAX }) },
  {
    name: "category",
    label: mt("category"),
    kind: "select",
    options: categories.map((category) => ({ value: category, label: category })),
    rules: rules(mt("category"), { kind: "select" }),
  },
  {
    name: "description",
    label: mt("description"),
    kind: "textarea",
    rules: rules(mt("description"), { required: false, max: DESCRIPTION_MAX }),
  },
];
