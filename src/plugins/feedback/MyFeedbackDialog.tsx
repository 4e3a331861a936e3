import { Dialog, DialogBody, Tag } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PagedTable, usePagedList, type Column } from "../../ui/kit/list";
import { feedbackApi } from "./api";
import { feedbackText, statusText, typeText } from "./messages";
import type { Feedback } from "./types";
import "./feedback.css";

const STATUS_INTENT = ["warning", "primary", "success"] as const;

const columns: Column<Feedback>[] = [
  { key: "time", title: feedbackText("createTime"), render: (row) => row.createTime, width: 150 },
  {
    key: "type",
    title: feedbackText("feedbackType"),
    render: (row) => typeText(row.feedbackType),
    width: 80,
  },
  { key: "content", title: feedbackText("feedbackContent"), render: (row) => row.feedbackContent },
  {
    key: "status",
    title: feedbackText("status"),
    width: 80,
    render: (row) => (
      <Tag minimal intent={STATUS_INTENT[row.status] ?? "none"}>
        {statusText(row.status)}
      </Tag>
    ),
  },
  { key: "reply", title: feedbackText("reply"), render: (row) => row.reply || feedbackText("noReply") },
];

/** 我的反馈: the signed-in user's feedback (feedback/mine), newest first, each with its status and reply. */
export function MyFeedbackDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { http } = useCore();
  const list = usePagedList((query) => feedbackApi(http).mine(query.pageNum, query.pageSize), {
    filters: {},
    enabled: isOpen,
  });
  return (
    <Dialog isOpen={isOpen} title={feedbackText("mineTitle")} onClose={onClose} className="ws-feedback-mine">
      <DialogBody>
        <PagedTable
          aria-label={feedbackText("mineTitle")}
          list={list}
          columns={columns}
          rowKey={(row) => row.id}
        />
      </DialogBody>
    </Dialog>
  );
}
