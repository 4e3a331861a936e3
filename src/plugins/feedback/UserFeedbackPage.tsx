import { FEEDBACK_LIMITS, FEEDBACK_STATUSES } from "../../contracts/feedback";
import { t } from "../../core/messages";
import { useCallback, useEffect, useState } from "react";
import { Button, Tag } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { FormDialog, PagedTable, rules, usePagedList, type Column } from "../../ui/kit/list";
import { feedbackApi } from "./api";
import { FeedbackDetailDialog } from "./FeedbackDetailDialog";
import { FeedbackFilterBar, filtersOf, NO_DRAFT, type FeedbackDraft } from "./FeedbackFilterBar";
import { FeedbackSummaryCards } from "./FeedbackSummaryCards";
import { feedbackText, statusText, typeText } from "./messages";
import type { Feedback, FeedbackSummary } from "./types";
import "./feedback.css";

const STATUS_INTENT = ["warning", "primary", "success"] as const;

interface HandleValues extends Record<string, unknown> {
  status: number;
  reply: string;
}

const columns: Column<Feedback>[] = [
  { key: "user", title: feedbackText("feedbackUser"), render: (row) => row.feedbackUser, width: 100 },
  {
    key: "company",
    title: feedbackText("feedbackCompany"),
    render: (row) => row.feedbackCompany || "-",
    width: 120,
  },
  {
    key: "phone",
    title: feedbackText("feedbackContactNumber"),
    render: (row) => row.feedbackContactNumber,
    width: 120,
  },
  { key: "email", title: feedbackText("feedbackEmail"), render: (row) => row.feedbackEmail, width: 170 },
  {
    key: "type",
    title: feedbackText("feedbackType"),
    render: (row) => typeText(row.feedbackType),
    width: 90,
  },
  { key: "content", title: feedbackText("feedbackContent"), render: (row) => row.feedbackContent },
  {
    key: "page",
    title: feedbackText("page"),
    render: (row) => row.feedbackRelationPageId || "-",
    width: 110,
  },
  { key: "time", title: feedbackText("createTime"), render: (row) => row.createTime, width: 160 },
  {
    key: "status",
    title: feedbackText("status"),
    width: 90,
    render: (row) => (
      <Tag minimal intent={STATUS_INTENT[row.status] ?? "none"}>
        {statusText(row.status)}
      </Tag>
    ),
  },
  { key: "reply", title: feedbackText("reply"), render: (row) => row.reply || "-" },
];

/** 工单管理 › 用户反馈 (operations): summary, filters, the list, 查看 and 处理 (status and reply). */
export default function UserFeedbackPage() {
  const { http } = useCore();
  const api = feedbackApi(http);
  const [draft, setDraft] = useState<FeedbackDraft>(NO_DRAFT);
  const [summary, setSummary] = useState<FeedbackSummary | null>(null);
  const [viewing, setViewing] = useState<Feedback | null>(null);
  const [handling, setHandling] = useState<Feedback | null>(null);
  const list = usePagedList((query) => api.list(query), { filters: filtersOf(NO_DRAFT) });

  const loadSummary = useCallback(
    () =>
      void feedbackApi(http)
        .summary()
        .then(setSummary, () => undefined),
    [http],
  );
  useEffect(loadSummary, [loadSummary]);

  const handle = async (values: HandleValues) => {
    if (!handling) return;
    await api.handle(handling.id, values.status, values.reply);
    list.refresh();
    loadSummary();
  };

  return (
    <PageFrame title={t("user.feedback")}>
      <FeedbackSummaryCards summary={summary} />
      <FeedbackFilterBar
        draft={draft}
        onChange={setDraft}
        onSearch={() => list.search(filtersOf(draft))}
        onReset={() => {
          setDraft(NO_DRAFT);
          list.search(filtersOf(NO_DRAFT));
        }}
      />
      <PagedTable
        aria-label={t("user.feedback")}
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        actionsWidth={120}
        actions={(row) => (
          <>
            <Button size="small" variant="minimal" text={t("action.view")} onClick={() => setViewing(row)} />
            <Button
              size="small"
              variant="minimal"
              intent="primary"
              text={feedbackText("handle")}
              onClick={() => setHandling(row)}
            />
          </>
        )}
      />
      <FeedbackDetailDialog row={viewing} onClose={() => setViewing(null)} />
      <FormDialog<HandleValues>
        isOpen={handling !== null}
        title={feedbackText("handleTitle")}
        fields={[
          {
            name: "status",
            label: feedbackText("status"),
            kind: "radio",
            options: FEEDBACK_STATUSES.map((value) => ({ value, label: statusText(value) })),
          },
          {
            name: "reply",
            label: feedbackText("reply"),
            kind: "textarea",
            rules: rules(feedbackText("reply"), { required: false, max: FEEDBACK_LIMITS.reply }),
          },
        ]}
        initialValues={{
          status: handling?.status === 0 ? 2 : (handling?.status ?? 2),
          reply: handling?.reply ?? "",
        }}
        onSubmit={handle}
        onClose={() => setHandling(null)}
      />
    </PageFrame>
  );
}
