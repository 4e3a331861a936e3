import { t } from "../../core/messages";
import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import type { AxiosError } from "axios";
import type { PortalPage } from "../shared/portalContent";
import type { Loaded } from "../../ui/kit/useLoaded";
import { portalText } from "./messages";

/**
 * A content page's body. The HTML was sanitised by the server when it was saved (server/portal:
 * an allow-list of the editor's tags and attributes), so it is shown as it is.
 */
export function PageContent({ page, heading = true }: { page: Loaded<PortalPage>; heading?: boolean }) {
  if (page.loading && !page.data) return <Spinner className="ws-portal-loading" />;
  if (page.failed && !page.data) {
    const missing = (page.error as AxiosError | undefined)?.response?.status === 404;
    return (
      <NonIdealState
        icon={missing ? "document" : "error"}
        title={missing ? portalText("pageMissing") : portalText("loadFailed")}
        action={missing ? undefined : <Button text={t("page.retry")} onClick={page.reload} />}
      />
    );
  }
  if (!page.data) return null;
  return (
    <article className="ws-portal-article">
      {heading && <h1 className="ws-portal-article-title">{page.data.title}</h1>}
      <div className="ws-portal-article-time bp6-text-muted">
        {portalText("updatedAt", { time: page.data.updateTime })}
      </div>
      <div className="ws-portal-rich" dangerouslySetInnerHTML={{ __html: page.data.content }} />
    </article>
  );
}
