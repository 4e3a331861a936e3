import { useEffect, useState, type FormEvent } from "react";
import {
  Button,
  Callout,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { failureText, listText } from "../../ui/kit/list";
import { caseApi, type ClassifyNode } from "./api";
import { CoverField } from "./CoverField";
import { sharingText } from "./messages";
import { RichTextEditor } from "../../ui/kit/RichTextEditor";
import type { CaseFields, ShareCase } from "./types";
import { KitDialog } from "../../ui/kit/KitDialog";
import { CASE_LIMITS } from "../../contracts/sharing";

const TITLE_MAX = CASE_LIMITS.title;
const SUMMARY_MAX = CASE_LIMITS.summary;
const EMPTY: CaseFields = { title: "", summary: "", content: "", cover: "", classifyId: null };

const flatten = (nodes: ClassifyNode[], depth = 0): { id: number; label: string }[] =>
  nodes.flatMap((node) => [
    { id: node.id, label: `${"　".repeat(depth)}${node.name}` },
    ...flatten(node.children ?? [], depth + 1),
  ]);

const hasText = (html: string) => html.replace(/<[^>]*>/g, "").trim() !== "" || /<img\b/i.test(html);

/** 新增案例 / 编辑案例: title, summary, industry, cover and the rich-text content (Quill). */
export function CaseEditorDialog(props: {
  editing: ShareCase | "new" | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { http } = useCore();
  const api = caseApi(http);
  const [fields, setFields] = useState<CaseFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof CaseFields, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [loadedId, setLoadedId] = useState<number | "new" | null>(null);
  const [classifies, setClassifies] = useState<{ id: number; label: string }[]>([]);
  const editing = props.editing;
  const editingId = editing === null ? null : editing === "new" ? "new" : editing.id;

  useEffect(() => {
    if (editingId === null) return;
    let live = true;
    void caseApi(http)
      .classifies()
      .then(
        (tree) => live && setClassifies(flatten(tree)),
        () => undefined,
      );
    const load = editingId === "new" ? Promise.resolve(EMPTY) : caseApi(http).get(editingId);
    void load.then(
      (row) => {
        if (!live) return;
        const { title, summary, content, cover, classifyId } = row;
        setFields({ title, summary, content, cover, classifyId });
        setErrors({});
        setProblem(null);
        setLoadedId(editingId);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [editingId, http]);

  const check = (values: CaseFields) => {
    const found: Partial<Record<keyof CaseFields, string>> = {};
    if (!values.title.trim()) found.title = listText("notEmpty", { label: sharingText("caseTitle") });
    else if (values.title.trim().length > TITLE_MAX) found.title = listText("maxLength", { n: TITLE_MAX });
    if (!values.summary.trim()) found.summary = listText("notEmpty", { label: sharingText("summary") });
    else if (values.summary.trim().length > SUMMARY_MAX)
      found.summary = listText("maxLength", { n: SUMMARY_MAX });
    if (!hasText(values.content)) found.content = listText("notEmpty", { label: sharingText("content") });
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(fields);
    setErrors(found);
    if (Object.keys(found).length > 0 || editingId === null) return;
    setSaving(true);
    setProblem(null);
    try {
      if (editingId === "new") await api.create(fields);
      else await api.update(editingId, fields);
      props.onSaved();
      props.onClose();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const set = <K extends keyof CaseFields>(key: K, value: CaseFields[K]) =>
    setFields((prev) => ({ ...prev, [key]: value }));
  const ready = loadedId === editingId && editingId !== null;

  return (
    <KitDialog
      isOpen={editing !== null}
      title={listText(editing === "new" ? "createTitle" : "editTitle", { entity: sharingText("case") })}
      onClose={props.onClose}
      canOutsideClickClose={false}
      style={{ width: 860 }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {problem && (
            <Callout intent="danger" compact role="alert">
              {problem}
            </Callout>
          )}
          <FormGroup
            label={sharingText("caseTitle")}
            labelFor="case-title"
            labelInfo="*"
            intent={errors.title ? "danger" : "none"}
            helperText={errors.title}
          >
            <InputGroup
              id="case-title"
              value={fields.title}
              onChange={(event) => set("title", event.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup
            label={sharingText("summary")}
            labelFor="case-summary"
            labelInfo="*"
            intent={errors.summary ? "danger" : "none"}
            helperText={errors.summary}
          >
            <TextArea
              id="case-summary"
              fill
              rows={2}
              value={fields.summary}
              onChange={(event) => set("summary", event.currentTarget.value)}
            />
          </FormGroup>
          <FormGroup label={sharingText("classify")} labelFor="case-classify">
            <HTMLSelect
              id="case-classify"
              value={fields.classifyId ?? ""}
              onChange={(event) =>
                set("classifyId", event.currentTarget.value ? Number(event.currentTarget.value) : null)
              }
            >
              <option value="">{sharingText("noClassify")}</option>
              {classifies.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup label={sharingText("cover")}>
            <CoverField value={fields.cover} onChange={(cover) => set("cover", cover)} />
          </FormGroup>
          <FormGroup
            label={sharingText("content")}
            labelInfo="*"
            intent={errors.content ? "danger" : "none"}
            helperText={errors.content}
          >
            {ready && (
              <RichTextEditor
                key={String(editingId)}
                className="ws-case-editor"
                label={sharingText("content")}
                initialHtml={fields.content}
                onChange={(html) => set("content", html)}
              />
            )}
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={props.onClose} disabled={saving} />
              <Button
                type="submit"
                intent="primary"
                text={t("action.save")}
                loading={saving}
                disabled={saving || !ready}
              />
            </>
          }
        />
      </form>
    </KitDialog>
  );
}
