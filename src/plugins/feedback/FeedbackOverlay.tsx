import { lazy, Suspense } from "react";
import { useLocation } from "wouter";
import { useObservableValue } from "../../ui/CoreContext";
import { useCloseOnRouteChange } from "../../ui/kit/closeOnRouteChange";
import { feedbackDialogOpen } from "./dialogState";

const FeedbackDialog = lazy(() => import("./FeedbackDialog"));

/** The user menu's 用户反馈: the same form, feedbackRelationPageId the path it was opened on. */
export default function FeedbackOverlay() {
  const open = useObservableValue(feedbackDialogOpen, () => feedbackDialogOpen.value);
  const [path] = useLocation();
  useCloseOnRouteChange(open, () => feedbackDialogOpen.next(false));
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog isOpen pageId={path} onClose={() => feedbackDialogOpen.next(false)} />
    </Suspense>
  );
}
