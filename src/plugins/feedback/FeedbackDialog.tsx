import { useState } from "react";
import { Button } from "@blueprintjs/core";
import { FEEDBACK_LIMITS, FEEDBACK_TYPES } from "../../contracts/feedback";
import { t } from "../../core/messages";
import { emailRules, FormDialog, notEmpty, phoneRules, rules, type FormField } from "../../ui/kit/list";
import { useCore, useSession } from "../../ui/CoreContext";
import { feedbackApi } from "./api";
import { feedbackText } from "./messages";
import { MyFeedbackDialog } from "./MyFeedbackDialog";
import type { FeedbackForm } from "./types";

export const CONTENT_MAX = FEEDBACK_LIMITS.content;

const fields = (): FormField[] => [
  {
    name: "feedbackUser",
    label: feedbackText("feedbackUser"),
    kind: "input",
    rules: [notEmpty(feedbackText("feedbackUser"))],
  },
  {
    name: "feedbackCompany",
    label: feedbackText("feedbackCompany"),
    kind: "input",
    rules: rules(feedbackText("feedbackCompany"), { required: false, max: FEEDBACK_LIMITS.company }),
  },
  {
    name: "feedbackContactNumber",
    label: feedbackText("feedbackContactNumber"),
    kind: "input",
    rules: phoneRules(),
  },
  { name: "feedbackEmail", label: feedbackText("feedbackEmail"), kind: "input", rules: emailRules() },
  {
    name: "feedbackType",
    label: feedbackText("feedbackType"),
    kind: "radio",
    options: FEEDBACK_TYPES.map((value) => ({ value, label: feedbackText(`type${value}` as "type1") })),
    rules: [notEmpty(feedbackText("feedbackType"), "change")],
  },
  {
    name: "feedbackContent",
    label: feedbackText("feedbackContent"),
    kind: "textarea",
    placeholder: feedbackText("contentMax"),
    rules: [
      notEmpty(feedbackText("feedbackContent")),
      ...rules(feedbackText("feedbackContent"), { required: false, max: CONTENT_MAX }),
    ],
  },
];

export interface FeedbackDialogProps {
  isOpen: boolean;
  /** feedbackRelationPageId: the portal page (or the path the user menu was opened on). */
  pageId: string;
  onClose: () => void;
}

/**
 * The feedback form of shell spec §3 / §5: contact, company (optional), phone, e-mail, type (default
 * 合作交流) and content (at most 500); on success the toast 提交成功，请等待管理员通知. A signed-in user
 * also finds 我的反馈 there: what they sent, its status and the reply.
 */
export default function FeedbackDialog({ isOpen, pageId, onClose }: FeedbackDialogProps) {
  const core = useCore();
  const { user } = useSession();
  const [mine, setMine] = useState(false);
  const initial: FeedbackForm = {
    feedbackUser: user?.displayName ?? "",
    feedbackCompany: "",
    feedbackContactNumber: "",
    feedbackEmail: "",
    feedbackType: 1,
    feedbackContent: "",
    feedbackRelationPageId: pageId,
  };
  const submit = async (values: FeedbackForm) => {
    await feedbackApi(core.http).send({ ...values, feedbackRelationPageId: pageId });
    core.bus.emit("feedback", "ui.tip", { intent: "success", message: feedbackText("success") });
  };
  return (
    <>
      <FormDialog<FeedbackForm>
        isOpen={isOpen}
        title={t("user.feedback")}
        submitText={feedbackText("submit")}
        fields={fields()}
        initialValues={initial}
        onSubmit={submit}
        onClose={onClose}
        footer={
          user && (
            <Button
              variant="minimal"
              icon="history"
              text={feedbackText("mineTitle")}
              onClick={() => setMine(true)}
            />
          )
        }
      />
      {user && <MyFeedbackDialog isOpen={isOpen && mine} onClose={() => setMine(false)} />}
    </>
  );
}
