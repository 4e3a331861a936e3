import { t } from "../../core/messages";
import { useState } from "react";
import { Button, HTMLSelect, InputGroup, Tag } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import {
  FilterBar,
  PagedTable,
  RowActions,
  useConfirm,
  useConfirmDelete,
  usePagedList,
  type Column,
} from "../../ui/kit/list";
import { caseApi } from "./api";
import { CaseEditorDialog } from "./CaseEditorDialog";
import { sharingText } from "./messages";
import type { ShareCase } from "./types";
import "./sharing.css";

interface CaseDraft {
  keyword: string;
  status: string;
}
const NO_DRAFT: CaseDraft = { keyword: "", status: "" };
const filtersOf = (draft: CaseDraft) => ({
  keyword: draft.keyword.trim(),
  status: draft.status === "" ? undefined : Number(draft.status),
});

const columns: Column<ShareCase>[] = [
  { key: "title", title: sharingText("caseTitle"), width: 200, render: (row) => row.title },
  { key: "summary", title: sharingText("summary"), render: (row) => row.summary },
  { key: "classify", title: sharingText("classify"), width: 110, render: (row) => row.classifyName || "-" },
  { key: "author", title: sharingText("author"), width: 90, render: (row) => row.authorName },
  {
    key: "status",
    title: t("field.status"),
    width: 80,
    render: (row) => (
      <Tag minimal intent={row.status === 1 ? "success" : "none"}>
        {sharingText(row.status === 1 ? "published" : "draft")}
      </Tag>
    ),
  },
  {
    key: "publishTime",
    title: sharingText("publishTime"),
    width: 160,
    render: (row) => row.publishTime || "-",
  },
  { key: "updateTime", title: sharingText("updateTime"), width: 160, render: (row) => row.updateTime },
];

/** 工单管理 › 案例分享管理: the portal's cases; create and edit (rich text), publish / unpublish, delete. */
export default function CaseManagementPage() {
  const { http } = useCore();
  const api = caseApi(http);
  const [draft, setDraft] = useState<CaseDraft>(NO_DRAFT);
  const [editing, setEditing] = useState<ShareCase | "new" | null>(null);
  const { ask, element } = useConfirm();
  const { confirmDelete, confirmElement } = useConfirmDelete();
  const list = usePagedList((query) => api.page(query), { filters: filtersOf(NO_DRAFT) });

  const togglePublish = async (row: ShareCase) => {
    const publish = row.status !== 1;
    if (!(await ask(sharingText(publish ? "confirmPublish" : "confirmUnpublish")))) return;
    await api.publish(row.id, publish ? 1 : 0).catch(() => undefined);
    list.refresh();
  };

  const remove = async (row: ShareCase) => {
    if (!(await confirmDelete(row.title))) return;
    await api.remove(row.id);
    list.afterDelete();
  };

  return (
    <PageFrame
      title={sharingText("casesTitle")}
      toolbar={
        <Button
          intent="primary"
          icon="plus"
          text={sharingText("addCase")}
          onClick={() => setEditing("new")}
        />
      }
    >
      <FilterBar
        aria-label="filters"
        onSearch={() => list.search(filtersOf(draft))}
        onReset={() => {
          setDraft(NO_DRAFT);
          list.search(filtersOf(NO_DRAFT));
        }}
      >
        <InputGroup
          size="small"
          aria-label={sharingText("caseTitle")}
          placeholder={sharingText("caseTitle")}
          value={draft.keyword}
          onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })}
        />
        <HTMLSelect
          aria-label={t("field.status")}
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.currentTarget.value })}
        >
          <option value="">{`${t("field.status")}：${sharingText("all")}`}</option>
          <option value="1">{sharingText("published")}</option>
          <option value="0">{sharingText("draft")}</option>
        </HTMLSelect>
      </FilterBar>
      <PagedTable
        aria-label={sharingText("casesTitle")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth={200}
        actions={(row) => (
          <RowActions onEdit={() => setEditing(row)} onDelete={() => void remove(row)}>
            <Button
              size="small"
              variant="minimal"
              intent={row.status === 1 ? "warning" : "success"}
              text={sharingText(row.status === 1 ? "unpublish" : "publish")}
              onClick={() => void togglePublish(row)}
            />
          </RowActions>
        )}
      />
      <CaseEditorDialog editing={editing} onSaved={() => list.refresh()} onClose={() => setEditing(null)} />
      {element}
      {confirmElement}
    </PageFrame>
  );
}
