import type { ComponentType } from "react";
import { createServiceToken } from "../../core/pluginTypes";

/** The page a feedback is sent from (feedbackRelationPageId): the portal pages of shell spec §3. */
export type FeedbackPageId =
  "home" | "aiHome" | "appStore" | "expert-center" | "person-page" | "appDetail" | "search" | "appList";

export interface FeedbackFloatProps {
  pageId: FeedbackPageId;
}

/**
 * What the feedback plugin offers the portal: the floating feedback button and its form (shell spec
 * §3, §5), loaded on demand so a portal page carries none of its code until it shows. The portal's
 * plugin lists the token in `optional`; a page reads it from the plugin host (`getService`, undefined
 * when the feedback plugin is off) and then renders nothing:
 *
 *   const feedback = core.plugins.getService(FEEDBACK_FORM);
 *   const Float = lazy(feedback.load);  …  <Float pageId="home" />
 */
export interface FeedbackFormService {
  load(): Promise<{ default: ComponentType<FeedbackFloatProps> }>;
}

export const FEEDBACK_FORM = createServiceToken<FeedbackFormService>("feedback.form");
