import { Dialog, DialogBody, HTMLTable } from "@blueprintjs/core";
import { ft, statusText, typeText } from "./messages";
import type { Feedback } from "./types";

/** Everything a feedback holds, its reply included (查看). */
export function FeedbackDetailDialog({ row, onClose }: { row: Feedback | null; onClose: () => void }) {
  const lines: [string, string][] = row
    ? [
        [ft("feedbackUser"), row.feedbackUser],
        [ft("feedbackCompany"), row.feedbackCompany || "-"],
        [ft("feedbackContactNumber"), row.feedbackContactNumber],
        [ft("feedbackEmail"), row.feedbackEmail],
        [ft("feedbackType"), typeText(row.feedbackType)],
        [ft("feedbackContent"), row.feedbackContent],
        [ft("page"), row.feedbackRelationPageId || "-"],
        [ft("createTime"), row.createTime],
        [ft("status"), statusText(row.status)],
        [ft("reply"), row.reply || ft("noReply")],
        [ft("handler"), row.handlerName || "-"],
        [ft("replyTime"), row.replyTime || "-"],
      ]
    : [];
  return (
    <Dialog isOpen={row !== null} title={ft("detailTitle")} onClose={onClose}>
      <DialogBody>
        <HTMLTable compact className="ws-feedback-detail" aria-label={ft("detailTitle")}>
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
