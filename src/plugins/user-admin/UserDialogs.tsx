import { t } from "../../core/messages";
import { FormDialog, rules, type Rule } from "../../ui/kit/list";
import type { AdminUserView, RoleView, UserAdminApi, UserForm } from "./api";
import { userAdminText } from "./messages";
import { initialUserValues, userFields, userFormBody } from "./userFields";

export type UserDialog =
  | { kind: "form"; user: AdminUserView | null }
  | { kind: "roles"; user: AdminUserView }
  | { kind: "password"; user: AdminUserView };

export interface UserDialogsProps {
  dialog: UserDialog | null;
  api: UserAdminApi;
  groups: { id: string; title: string }[];
  roles: RoleView[];
  onSaved: () => void;
  onClose: () => void;
}

const PASSWORD_RULES: Rule[] = [
  ...rules(userAdminText("newPassword")),
  {
    trigger: "blur",
    check: (value) =>
      typeof value === "string" && value !== "" && (value.length < 6 || value.length > 32)
        ? userAdminText("passwordRule")
        : null,
  },
];

/** The user page's form dialogs: create or edit, assign roles, reset password. */
export function UserDialogs({ dialog, api, groups, roles, onSaved, onClose }: UserDialogsProps) {
  const formUser = dialog?.kind === "form" ? dialog.user : null;
  const creating = dialog?.kind === "form" && dialog.user === null;
  const saveForm = async (values: UserForm & Record<string, unknown>) => {
    const body = userFormBody(values, creating);
    await (formUser ? api.updateUser(formUser.id, body) : api.createUser(body));
    onSaved();
  };
  return (
    <>
      <FormDialog
        isOpen={dialog?.kind === "form"}
        mode={creating ? "create" : "edit"}
        entity={userAdminText("user")}
        fields={userFields(creating, groups)}
        initialValues={initialUserValues(formUser)}
        onSubmit={saveForm}
        onClose={onClose}
      />
      <FormDialog
        isOpen={dialog?.kind === "roles"}
        title={`${userAdminText("assignRoles")} · ${dialog?.user?.userName ?? ""}`}
        fields={[
          {
            name: "roleIds",
            label: userAdminText("roles"),
            kind: "check",
            placeholder: roles.length === 0 ? userAdminText("noRoles") : undefined,
            options: roles.map((role) => ({ value: role.id, label: role.name })),
          },
        ]}
        initialValues={{ roleIds: dialog?.kind === "roles" ? dialog.user.roles.map((role) => role.id) : [] }}
        onSubmit={async (values) => {
          if (dialog?.kind !== "roles") return;
          await api.setRoles(dialog.user.id, values.roleIds);
          onSaved();
        }}
        onClose={onClose}
      />
      <FormDialog
        isOpen={dialog?.kind === "password"}
        title={`${userAdminText("resetPassword")} · ${dialog?.user?.userName ?? ""}`}
        fields={[
          { name: "password", label: userAdminText("newPassword"), kind: "input", rules: PASSWORD_RULES },
        ]}
        initialValues={{ password: "" }}
        submitText={t("action.save")}
        onSubmit={async (values) => {
          if (dialog?.kind !== "password") return;
          await api.resetPassword(dialog.user.id, values.password);
        }}
        onClose={onClose}
      />
    </>
  );
}
