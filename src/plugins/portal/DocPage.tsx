import { AnchorButton } from "@blueprintjs/core";
import { useMemo } from "react";
import { usePermissions, useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import { portalApi } from "./api";
import { PageContent } from "./PageContent";
import { portalText } from "./messages";
import "./portal.css";

/**
 * A documentation page of the front desk (演示, 使用说明, 操作指南, 分享下载, 上线公告): the portal page
 * with the fixed `code`, which the back office edits in 模板页面 (holders of portal-temp get a link).
 */
export function DocPage({ code, title }: { code: string; title: string }) {
  const { http } = useCore();
  const api = useMemo(() => portalApi(http), [http]);
  const page = useLoaded(() => api.pageByCode(code), `doc:${code}`);
  const canEdit = usePermissions().has("portal-temp");
  return (
    <PageFrame
      title={page.data?.title ?? title}
      toolbar={
        canEdit && page.data ? (
          <AnchorButton
            size="small"
            icon="edit"
            text={portalText("editPage")}
            href={`#${BACK_OFFICE.portalTemplates.pages.path}?id=${page.data.id}`}
          />
        ) : undefined
      }
    >
      <div className="ws-portal-doc">
        <PageContent page={page} heading={false} />
      </div>
    </PageFrame>
  );
}
