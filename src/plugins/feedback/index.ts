import { FEEDBACK_CODES } from "../../contracts/feedbackCodes";
import { definePlugin } from "../../core/pluginTypes";
import type { PageComponent } from "../../ui/CoreContext";
import { FEEDBACK_FORM } from "../shared/feedbackForm";
import { OPERATIONS } from "../shared/menus/operations";
import { feedbackDialogOpen } from "./dialogState";

/** The user menu's 用户反馈 entry (the personal plugin's) runs this command. */
export const FEEDBACK_COMMAND = "feedback.open";

/**
 * Feedback (shell spec §3, §5, §7): the floating form the portal pages show (FEEDBACK_FORM), the same
 * form behind the user menu's 用户反馈, and operations' 工单管理 › 用户反馈.
 */
export default definePlugin<PageComponent>({
  id: "feedback",
  title: "用户反馈",
  provides: [FEEDBACK_FORM],
  routes: [
    {
      path: OPERATIONS.workOrders.feedback.path,
      title: "用户反馈",
      permission: [FEEDBACK_CODES.workOrders],
      load: () => import("./UserFeedbackPage"),
    },
  ],
  overlays: [{ id: "feedback-dialog", load: () => import("./FeedbackOverlay") }],
  activate(ctx) {
    ctx.provide(FEEDBACK_FORM, { load: () => import("./FeedbackFloat") });
    const command = ctx.registerCommand(FEEDBACK_COMMAND, () => feedbackDialogOpen.next(true));
    return () => {
      command();
      feedbackDialogOpen.next(false);
    };
  },
});
