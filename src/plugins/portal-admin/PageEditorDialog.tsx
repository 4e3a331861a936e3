import { t } from "../../core/messages";
import { useState } from "react";
import { Button, Callout, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { failureText, listText } from "../../ui/kit/list";
import { PORTAL_LIMITS } from "../../contracts/portal";
import type { PortalPage } from "../shared/portalContent";
import { RichTextEditor } from "../../ui/kit/RichTextEditor";
import { portalAdminText } from "./messages";
import { KitDialog } from "../../ui/kit/KitDialog";

export interface PageEditorDialogProps {
  /** The page being edited, `"new"` for a new one, null when closed. */
  page: PortalPage | "new" | null;
  onImage: (file: File) => Promise<string | null>;
  onSave: (body: { title: string; content: string }) => Promise<unknown>;
  onClose: () => void;
}

/** 新增页面 / 编辑页面: the page name and its content in the rich text editor. */
export function PageEditorDialog({ page, onImage, onSave, onClose }: PageEditorDialogProps) {
  const editing = page && page !== "new" ? page : null;
  const [title, setTitle] = useState(editing?.title ?? "");
  const [content, setContent] = useState(editing?.content ?? "");
  const [titleError, setTitleError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const label = portalAdminText("pageTitle");

  const checkTitle = (value: string) => {
    const text = value.trim()
      ? value.trim().length > PORTAL_LIMITS.pageTitle
        ? `${label}${listText("maxLength", { n: PORTAL_LIMITS.pageTitle })}`
        : null
      : `${label}不能为空`;
    setTitleError(text);
    return text === null;
  };
  const save = async () => {
    if (!checkTitle(title)) return;
    setSaving(true);
    setProblem(null);
    try {
      await onSave({ title: title.trim(), content });
      onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <KitDialog
      isOpen={page !== null}
      onClose={onClose}
      title={editing ? portalAdminText("editPageTitle") : portalAdminText("createPageTitle")}
      canOutsideClickClose={false}
      style={{ width: 900, maxWidth: "96vw" }}
    >
      <DialogBody>
        {problem && (
          <Callout intent="danger" compact>
            {problem}
          </Callout>
        )}
        <FormGroup
          label={label}
          labelFor="portal-page-title"
          intent={titleError ? "danger" : "none"}
          helperText={titleError}
        >
          <InputGroup
            id="portal-page-title"
            value={title}
            intent={titleError ? "danger" : "none"}
            onValueChange={(value) => {
              setTitle(value);
              if (titleError) checkTitle(value);
            }}
            onBlur={() => checkTitle(title)}
          />
        </FormGroup>
        <FormGroup label={portalAdminText("editorLabel")}>
          <RichTextEditor
            className="ws-quill"
            initialHtml={editing?.content ?? ""}
            onChange={setContent}
            onImage={onImage}
            label={portalAdminText("editorLabel")}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("confirm.cancel")} onClick={onClose} />
            <Button intent="primary" text={t("action.save")} loading={saving} onClick={() => void save()} />
          </>
        }
      />
    </KitDialog>
  );
}
