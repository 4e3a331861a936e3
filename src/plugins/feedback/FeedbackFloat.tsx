import { useState } from "react";
import { Button } from "@blueprintjs/core";
import type { FeedbackFloatProps } from "../shared/feedbackForm";
import FeedbackDialog from "./FeedbackDialog";
import { feedbackText } from "./messages";
import "./feedback.css";

/** The floating feedback button of the portal pages (shell spec §2 "Feedback form placement"). */
export default function FeedbackFloat({ pageId }: FeedbackFloatProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="ws-feedback-float"
        intent="primary"
        icon="comment"
        text={feedbackText("float")}
        onClick={() => setOpen(true)}
      />
      <FeedbackDialog isOpen={open} pageId={pageId} onClose={() => setOpen(false)} />
    </>
  );
}
