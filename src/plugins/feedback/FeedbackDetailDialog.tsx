import { Dialog, DialogBody, HTMLTable } from "@blueprintjs/core";
import { feedbackText, statusText, typeText } from "./messages";
import type { Feedback } from "./types";

/** Everything a feedback holds, its reply included (查看). */
export function FeedbackDetailDialog({ row, onClose }: { row: Feedback | null; onClose: () => void }) {
  const lines: [string, string][] = row
    ? [
        [feedbackText("feedbackUser"), row.feedbackUser],
        [feedbackText("feedbackCompany"), row.feedbackCompany || "-"],
        [feedbackText("feedbackContactNumber"), row.feedbackContactNumber],
        [feedbackText("feedbackEmail"), row.feedbackEmail],
        [feedbackText("feedbackType"), typeText(row.feedbackType)],
        [feedbackText("feedbackContent"), row.feedbackContent],
        [feedbackText("page"), row.feedbackRelationPageId || "-"],
        [feedbackText("createTime"), row.createTime],
        [feedbackText("status"), statusText(row.status)],
        [feedbackText("reply"), row.reply || feedbackText("noReply")],
        [feedbackText("handler"), row.handlerName || "-"],
        [feedbackText("replyTime"), row.replyTime || "-"],
      ]
    : [];
  return (
    <Dialog isOpen={row !== null} title={feedbackText("detailTitle")} onClose={onClose}>
      <DialogBody>
        <HTMLTable compact className="ws-feedback-detail" aria-label={feedbackText("detailTitle")}>
          <tbody>
            {lines.map(([label, value]) => (
              <tr key={label}>
                <th>{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </DialogBody>
    </Dialog>
  );
}
