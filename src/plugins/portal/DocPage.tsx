import { PORTAL_CODES } from "../../contracts/portalCodes";
import { AnchorButton } from "@blueprintjs/core";
import { useMemo } from "react";
import { usePermissions, useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded, type Loaded } from "../../ui/kit/useLoaded";
import { BACK_OFFICE } from "../shared/menus/backOffice";
import type { PortalPage } from "../shared/portalContent";
import { portalApi } from "./api";
import { PageContent } from "./PageContent";
import { portalText } from "./messages";
import "./portal.css";

/** The documentation page with the fixed `code`, as loaded from the portal's pages. */
export function useDocPage(code: string): Loaded<PortalPage> {
  const { http } = useCore();
  const api = useMemo(() => portalApi(http), [http]);
  return useLoaded(() => api.pageByCode(code), `doc:${code}`);
}

/** 编辑页面 for holders of portal-temp: the page in 模板页面. */
export function EditDocButton({ page }: { page: PortalPage | null }) {
  const canEdit = usePermissions().has(PORTAL_CODES.templates);
  return canEdit && page ? (
    <AnchorButton
      size="small"
      icon="edit"
      text={portalText("editPage")}
      href={`#${BACK_OFFICE.portalTemplates.pages.path}?id=${page.id}`}
    />
  ) : null;
}

/**
 * A documentation page of the front desk (演示, 使用说明, 操作指南, 分享下载, 上线公告): the portal page
 * with the fixed `code`, which the back office edits in 模板页面 (holders of portal-temp get a link).
 */
export function DocPage({ code, title }: { code: string; title: string }) {
  const page = useDocPage(code);
  return (
    <PageFrame title={page.data?.title ?? title} toolbar={<EditDocButton page={page.data} />}>
      <div className="ws-portal-doc">
        <PageContent page={page} heading={false} />
      </div>
    </PageFrame>
  );
}
