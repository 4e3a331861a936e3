import { rules, type FormField } from "../../ui/kit/list";
import { servicesText } from "./messages";

export const NAME_MAX = 50;
export const DESCRIPTION_MAX = 500;
export const INSTANCE_CHOICES = ["1", "2", "3", "4"];

/** The service form: name (at most 50), description (at most 500), instances 1..4, industry, public or not. */
export const serviceFields = (industries: { value: string; label: string }[] = []): FormField[] => [
  {
    name: "name",
    label: servicesText("name"),
    kind: "input",
    rules: rules(servicesText("name"), { max: NAME_MAX }),
  },
  {
    name: "description",
    label: servicesText("description"),
    kind: "textarea",
    rules: rules(servicesText("description"), { required: false, max: DESCRIPTION_MAX }),
  },
  {
    name: "instances",
    label: servicesText("instances"),
    kind: "select",
    options: INSTANCE_CHOICES.map((value) => ({ value, label: value })),
    rules: rules(servicesText("instances"), { kind: "select" }),
  },
  {
    name: "classifyId",
    label: servicesText("industry"),
    kind: "select",
    options: [{ value: "", label: servicesText("industryNone") }, ...industries],
    rules: rules(servicesText("industry"), { kind: "select", required: false }),
  },
  {
    name: "isPublic",
    label: servicesText("isPublic"),
    kind: "radio",
    options: [
      { value: "0", label: servicesText("publicNo") },
      { value: "1", label: servicesText("publicYes") },
    ],
    rules: rules(servicesText("isPublic"), { kind: "radio" }),
  },
];
