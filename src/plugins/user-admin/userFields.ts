import { emailRules, idNumberRules, phoneRules, rules, type FormField, type Rule } from "../../ui/kit/list";
import { t } from "../../core/messages";
import type { AdminUserView, UserForm } from "./api";
import { userAdminText } from "./messages";

const PASSWORD_RULES: Rule[] = [
  ...rules(t("field.password")),
  {
    trigger: "blur",
    check: (value) =>
      typeof value === "string" && value !== "" && (value.length < 6 || value.length > 32)
        ? userAdminText("passwordRule")
        : null,
  },
];

export const TAB_OPTIONS = [
  { value: 1, label: userAdminText("tab1") },
  { value: 2, label: userAdminText("tab2") },
  { value: 3, label: userAdminText("tab3") },
];

/** The fields of the user form (shell spec §5: phone, e-mail and identity number rules, 最多输入{n}个字符). */
export function userFields(creating: boolean, groups: { id: string; title: string }[]): FormField[] {
  return [
    ...(creating
      ? [
          {
            name: "userName",
            label: t("field.account"),
            kind: "input" as const,
            rules: rules(t("field.account"), { max: 50, pattern: /^[A-Za-z0-9_.@-]+$/ }),
          },
          { name: "password", label: t("field.password"), kind: "input" as const, rules: PASSWORD_RULES },
        ]
      : []),
    {
      name: "displayName",
      label: userAdminText("displayName"),
      kind: "input",
      rules: rules(userAdminText("displayName"), { max: 50 }),
    },
    { name: "phone", label: userAdminText("phone"), kind: "input", rules: phoneRules() },
    {
      name: "email",
      label: userAdminText("email"),
      kind: "input",
      rules: [...emailRules(), ...rules(userAdminText("email"), { required: false, max: 100 })],
    },
    { name: "idNumber", label: userAdminText("idNumber"), kind: "input", rules: idNumberRules(false) },
    {
      name: "belongSystem",
      label: userAdminText("belongSystem"),
      kind: "select",
      options: TAB_OPTIONS,
      rules: rules(userAdminText("belongSystem"), { kind: "select" }),
    },
    {
      name: "groupId",
      label: userAdminText("organisation"),
      kind: "select",
      options: groups.map((group) => ({ value: group.id, label: group.title })),
    },
  ];
}

export function initialUserValues(user: AdminUserView | null): UserForm & Record<string, unknown> {
  return user
    ? {
        displayName: user.displayName,
        phone: user.phone,
        email: user.email,
        idNumber: user.idNumber,
        belongSystem: user.belongSystem,
        groupId: user.topGroup[0]?.id ?? "",
      }
    : {
        userName: "",
        password: "",
        displayName: "",
        phone: "",
        email: "",
        idNumber: "",
        belongSystem: 3,
        groupId: "",
      };
}

/** The form's values as the call takes them (a new user's empty organisation is left out; an edit's clears it). */
export function userFormBody(values: UserForm & Record<string, unknown>, creating: boolean): UserForm {
  return {
    ...(creating
      ? { userName: String(values.userName ?? "").trim(), password: String(values.password ?? "") }
      : {}),
    displayName: values.displayName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    idNumber: values.idNumber.trim().toUpperCase(),
    belongSystem: Number(values.belongSystem),
    ...(values.groupId || !creating ? { groupId: String(values.groupId ?? "") } : {}),
  };
}
