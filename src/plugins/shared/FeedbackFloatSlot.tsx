import { useEffect, useState, type ComponentType } from "react";
import { useLocation } from "wouter";
import { usePlugins } from "../../ui/CoreContext";
import { FEEDBACK_FORM, type FeedbackFloatProps, type FeedbackPageId } from "./feedbackForm";

/**
 * The floating feedback form on a portal page (shell spec §2), when the feedback plugin is on: the
 * page's plugin lists FEEDBACK_FORM in `optional` and renders `<FeedbackFloatSlot pageId="home" />`.
 * Nothing shows (and no feedback code loads) while the plugin is off, nor outside the portal: a page
 * that exists under every prefix (appDetail, person-page) has the float under /portal only.
 */
export function FeedbackFloatSlot({ pageId }: { pageId: FeedbackPageId }) {
  const [path] = useLocation();
  const onPortal = path.startsWith("/portal/");
  const feedback = usePlugins().getService(FEEDBACK_FORM);
  const [loaded, setLoaded] = useState<{ from: unknown; Float: ComponentType<FeedbackFloatProps> } | null>(
    null,
  );
  useEffect(() => {
    if (!onPortal) return;
    let live = true;
    feedback?.load().then(
      (module) => live && setLoaded({ from: feedback, Float: module.default }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [feedback, onPortal]);
  if (!onPortal || !feedback || loaded?.from !== feedback) return null;
  const { Float } = loaded;
  return <Float pageId={pageId} />;
}
