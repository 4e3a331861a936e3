import { useState } from "react";
import { Button, FormGroup, InputGroup, NonIdealState } from "@blueprintjs/core";
import { useCore, usePermissions, useSession } from "../../../ui/CoreContext";
import { failureText, useConfirmDelete } from "../../../ui/kit/list";
import { useLoaded } from "../../../ui/kit/useLoaded";
import type { IntroducePage } from "../../../contracts/datasetVersions";
import type { DatasetTabProps } from "../../shared/datasetSlots";
import { DATASET_CODES } from "../permissions";
import { createIntroduce, deleteIntroduce, introducePages, updateIntroduce } from "../versionApi";
import { RichTextEditor } from "../../../ui/kit/RichTextEditor";
import { datasetVersionsText } from "./versionMessages";
import { t } from "../../../core/messages";
import "./versions.css";

/**
 * 介绍 (a tab of the dataset detail page): the dataset's introduction pages in order. Everyone who may read
 * the dataset reads them; its owner (code dataM-A02) adds, edits (Quill) and deletes them.
 */
export default function IntroduceTab({ dataset }: DatasetTabProps) {
  const { http } = useCore();
  const permissions = usePermissions();
  const userId = useSession().user?.id;
  const canEdit = String(dataset.userId) === String(userId) && permissions.has(DATASET_CODES.edit);
  const pages = useLoaded(() => introducePages(http, dataset.id), `introduce:${dataset.id}`);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<{ id: number | null; title: string; content: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const list = pages.data ?? [];
  const chosen: IntroducePage | undefined = list.find((page) => page.id === chosenId) ?? list[0];

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      const saved = editing.id
        ? await updateIntroduce(http, editing.id, editing.title, editing.content)
        : await createIntroduce(http, dataset.id, editing.title, editing.content);
      setEditing(null);
      setProblem(null);
      setChosenId(saved.id);
      pages.reload();
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };
  const remove = async (page: IntroducePage) => {
    if (!(await confirmDelete(page.title))) return;
    try {
      await deleteIntroduce(http, page.id);
      pages.reload();
    } catch {
      // the tip has shown why
    }
  };

  return (
    <div className="ws-dsv-intro-layout">
      <nav aria-label={datasetVersionsText("introducePages")}>
        {canEdit && (
          <Button
            size="small"
            icon="add"
            intent="primary"
            text={datasetVersionsText("addPage")}
            onClick={() => setEditing({ id: null, title: "", content: "" })}
          />
        )}
        <ul style={{ listStyle: "none", padding: 0 }}>
          {list.map((page) => (
            <li key={page.id}>
              <Button
                variant="minimal"
                alignText="start"
                fill
                active={page.id === chosen?.id && !editing}
                aria-current={page.id === chosen?.id ? "page" : undefined}
                text={page.title}
                onClick={() => {
                  setEditing(null);
                  setChosenId(page.id);
                }}
              />
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={editing ? t("action.edit") : (chosen?.title ?? datasetVersionsText("introduce"))}>
        {editing ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            <FormGroup
              label={datasetVersionsText("pageTitle")}
              labelFor="ws-intro-title"
              intent={problem ? "danger" : "none"}
              helperText={problem ? <span role="alert">{problem}</span> : undefined}
            >
              <InputGroup
                id="ws-intro-title"
                autoFocus
                maxLength={50}
                value={editing.title}
                onValueChange={(title) => setEditing({ ...editing, title })}
              />
            </FormGroup>
            <RichTextEditor
              key={editing.id ?? "new"}
              label={datasetVersionsText("content")}
              initialHtml={editing.content}
              onChange={(content) => setEditing((prev) => (prev ? { ...prev, content } : prev))}
            />
            <div className="ws-list-toolbar">
              <Button type="submit" intent="primary" text={t("action.save")} loading={saving} />
              <Button text={t("confirm.cancel")} onClick={() => setEditing(null)} />
            </div>
          </form>
        ) : chosen ? (
          <article>
            <div className="ws-list-toolbar">
              <h3>{chosen.title}</h3>
              <span className="ws-list-grow" />
              {canEdit && (
                <>
                  <Button
                    size="small"
                    text={t("action.edit")}
                    onClick={() =>
                      setEditing({ id: chosen.id, title: chosen.title, content: chosen.content })
                    }
                  />
                  <Button
                    size="small"
                    intent="danger"
                    text={t("action.delete")}
                    onClick={() => void remove(chosen)}
                  />
                </>
              )}
            </div>
            {/* Sanitised by the server (server/lib/sanitizeHtml.ts) before it was stored. */}
            <div className="ql-editor" dangerouslySetInnerHTML={{ __html: chosen.content }} />
          </article>
        ) : (
          <NonIdealState icon="document" title={datasetVersionsText("noPages")} />
        )}
      </section>
      {confirmElement}
    </div>
  );
}
