import { useEffect, useState, type ComponentType } from "react";
import { usePlugins } from "../../ui/CoreContext";
import { FEEDBACK_FORM, type FeedbackFloatProps, type FeedbackPageId } from "../shared/feedbackForm";

/**
 * The floating feedback form of the page (spec §2), when the feedback plugin provides it; else nothing.
 * Its code loads after the page shows.
 */
export function FeedbackFloat({ pageId }: { pageId: FeedbackPageId }) {
  const service = usePlugins().getService(FEEDBACK_FORM);
  const [Float, setFloat] = useState<{ component: ComponentType<FeedbackFloatProps> } | null>(null);
  useEffect(() => {
    if (!service) return;
    let live = true;
    service.load().then(
      (module) => {
        if (live) setFloat({ component: module.default });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [service]);
  if (!Float) return null;
  return <Float.component pageId={pageId} />;
}
