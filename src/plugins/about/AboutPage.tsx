import { PORTAL_CODES } from "../../contracts/portalCodes";
import { AnchorButton, Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore, usePermissions } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import { readAboutPage } from "./api";
import { aboutText } from "./messages";

/**
 * 关于平台: what the platform is, as the back office wrote it (the portal page aboutPage, edited in
 * 模板页面 like the other content pages; its HTML was sanitised by the server when saved), and the
 * version. Which plugins run is the inspector's business, not a visitor's.
 */
export default function AboutPage() {
  const { http } = useCore();
  const page = useLoaded(() => readAboutPage(http), "about-page");
  const canEdit = usePermissions().has(PORTAL_CODES.templates);
  return (
    <PageFrame
      title={page.data?.title ?? aboutText("title")}
      toolbar={
        canEdit && page.data ? (
          <AnchorButton
            size="small"
            icon="edit"
            text={aboutText("edit")}
            href={`#${BACK_OFFICE.portalTemplates.pages.path}?id=${page.data.id}`}
          />
        ) : null
      }
    >
      {page.data ? (
        <article className="bp6-running-text" aria-label={page.data.title}>
          <div dangerouslySetInnerHTML={{ __html: page.data.content }} />
        </article>
      ) : page.failed ? (
        <NonIdealState
          icon="error"
          title={aboutText("loadFailed")}
          action={<Button text={t("page.retry")} onClick={page.reload} />}
        />
      ) : (
        <Spinner size={20} />
      )}
      <p className="bp6-text-muted">{aboutText("version", { version: __APP_VERSION__ })}</p>
    </PageFrame>
  );
}
