import { rules, type FormField } from "../../ui/kit/list";
import { st } from "./messages";

export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;
export const INSTANCE_CHOICES = ["1", "2", "3", "4"];

/** The service form: name (at most 50), description (at most 500), instances 1..4, industry, public or not. */
export const serviceFields = (industries: { value: string; label: string }[] = []): FormField[] => [
  { name: "name", label: st("name"), kind: "input", rules: rules(st("name"), { max: NAME_MAX }) },
  {
    name: "description",
    label: st("description"),
    kind: "textarea",
    rules: rules(st("description"), { required: false, max: DESCRIPTION_MAX }),
  },
  {
    name: "instances",
    label: st("instances"),
    kind: "select",
    options: INSTANCE_CHOICES.map((value) => ({ value, label: value })),
    rules: rules(st("instances"), { kind: "select" }),
  },
  {
    name: "classifyId",
    label: st("industry"),
    kind: "select",
    options: [{ value: "", label: st("industryNone") }, ...industries],
    rules: rules(st("industry"), { kind: "select", required: false }),
  },
  {
    name: "isPublic",
    label: st("isPublic"),
    kind: "radio",
    options: [
      { value: "0", label: st("publicNo") },
      { value: "1", label: st("publicYes") },
    ],
    rules: rules(st("isPublic"), { kind: "radio" }),
  },
];
