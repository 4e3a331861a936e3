import { useEffect, useState, type ComponentType } from "react";
import { usePlugins } from "../../ui/CoreContext";
import { FEEDBACK_FORM, type FeedbackFloatProps, type FeedbackPageId } from "../shared/feedbackForm";

/** The floating feedback form (shell spec §2) when the feedback plugin provides it; nothing otherwise. */
export function FeedbackFloat({ pageId }: { pageId: FeedbackPageId }) {
  const feedback = usePlugins().getService(FEEDBACK_FORM);
  const [Float, setFloat] = useState<ComponentType<FeedbackFloatProps> | null>(null);
  useEffect(() => {
    let live = true;
    feedback?.load().then(
      (module) => live && setFloat(() => module.default),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [feedback]);
  return Float ? <Float pageId={pageId} /> : null;
}
