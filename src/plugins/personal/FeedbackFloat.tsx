import { useEffect, useState, type ComponentType } from "react";
import { useCore } from "../../ui/CoreContext";
import { FEEDBACK_FORM, type FeedbackFloatProps } from "../shared/feedbackForm";

/** The feedback plugin's floating form on someone else's person-page (shell spec §2), when it is on. */
export function FeedbackFloat() {
  const { plugins } = useCore();
  const feedback = plugins.getService(FEEDBACK_FORM);
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
  return Float ? <Float pageId="person-page" /> : null;
}
