import { useState, type FormEvent } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { failureText, listText, rules, validate } from "../../ui/kit/list";
import type { PermissionNode } from "../shared/permissionTree";
import type { RoleInput } from "./api";
import { PermissionTree } from "./PermissionTree";
import { userAdminText } from "./messages";

export interface RoleDraft extends RoleInput {
  /** The role being edited; absent for a new role or a copy. */
  id?: number;
}

export interface RoleDialogProps {
  draft: RoleDraft | null;
  forest: readonly PermissionNode[];
  onSubmit: (draft: RoleDraft) => Promise<unknown>;
  onClose: () => void;
}

const NAME_RULES = rules(userAdminText("roleName"), { max: 50 });
const DESCRIPTION_RULES = rules(userAdminText("roleDescription"), { required: false, max: 200 });

/** Create, edit or copy a role: its name, description and the codes ticked in the tab's tree. */
export function RoleDialog({ draft, forest, onSubmit, onClose }: RoleDialogProps) {
  const [values, setValues] = useState<RoleDraft | null>(draft);
  const [opened, setOpened] = useState<RoleDraft | null>(draft);
  const [errors, setErrors] = useState<{ name?: string | null; description?: string | null }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (draft !== opened) {
    setOpened(draft);
    setValues(draft);
    setErrors({});
    setProblem(null);
    setSaving(false);
  }
  if (!values) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: validate(values.name, NAME_RULES),
      description: validate(values.description, DESCRIPTION_RULES),
    };
    setErrors(found);
    if (found.name || found.description) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const held = new Set(values.codes);
  return (
    <Dialog
      isOpen
      title={listText(values.id ? "editTitle" : "createTitle", { entity: userAdminText("role") })}
      onClose={onClose}
      canOutsideClickClose={false}
      className="ws-form-dialog"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {problem && (
            <Callout intent="danger" compact role="alert" className="ws-form-problem">
              {problem}
            </Callout>
          )}
          <FormGroup
            label={userAdminText("roleName")}
            labelFor="ws-role-name"
            labelInfo="*"
            intent={errors.name ? "danger" : "none"}
            helperText={errors.name ?? undefined}
          >
            <InputGroup
              id="ws-role-name"
              value={values.name}
              intent={errors.name ? "danger" : "none"}
              onValueChange={(name) => setValues({ ...values, name })}
              onBlur={() => setErrors({ ...errors, name: validate(values.name, NAME_RULES, "blur") })}
            />
          </FormGroup>
          <FormGroup
            label={userAdminText("roleDescription")}
            labelFor="ws-role-description"
            intent={errors.description ? "danger" : "none"}
            helperText={errors.description ?? undefined}
          >
            <InputGroup
              id="ws-role-description"
              value={values.description}
              onValueChange={(description) => setValues({ ...values, description })}
              onBlur={() =>
                setErrors({ ...errors, description: validate(values.description, DESCRIPTION_RULES, "blur") })
              }
            />
          </FormGroup>
          <FormGroup
            label={userAdminText("tree")}
            helperText={held.size === 0 ? userAdminText("treeEmpty") : undefined}
          >
            <PermissionTree
              forest={forest}
              held={held}
              label={userAdminText("tree")}
              onChange={(next) => setValues({ ...values, codes: [...next] })}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={onClose} disabled={saving} />
              <Button type="submit" intent="primary" text={t("action.save")} loading={saving} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
