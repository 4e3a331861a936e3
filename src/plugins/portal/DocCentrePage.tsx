import { useMemo } from "react";
import { Menu, MenuItem, NonIdealState, Spinner } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { DOCUMENTATION } from "../shared/documentation";
import { DOC_PAGE_CODES, type PortalPage } from "../shared/portalContent";
import { portalApi } from "./api";
import { EditDocButton, useDocPage } from "./DocPage";
import { PageContent } from "./PageContent";
import { portalText } from "./messages";
import { useHashRoute } from "./useHashRoute";
import "./portal.css";

type DocSummary = Omit<PortalPage, "content">;

/** The documentation pages in the centre's order (DOC_PAGE_CODES), any other coded page after them. */
function ordered(pages: DocSummary[]): DocSummary[] {
  const rank = (page: DocSummary) => {
    const at = (DOC_PAGE_CODES as readonly string[]).indexOf(page.code ?? "");
    return at < 0 ? DOC_PAGE_CODES.length : at;
  };
  return [...pages].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * 文档中心 (/home/documentation, /backstage/documentation): the platform's user documentation, the
 * pages the back office edits in 模板页面 with a fixed code (使用说明, 操作指南, HTTP文件管理文档, 演示, 上线公告,
 * 分享下载), listed on the left; `?doc=` names the open one (the storage toolbar links to fileApi).
 */
export default function DocCentrePage() {
  const { http } = useCore();
  const api = useMemo(() => portalApi(http), [http]);
  const { path, query } = useHashRoute();
  const [, navigate] = useLocation();
  const ref = path.startsWith("/backstage/") ? DOCUMENTATION.backstage : DOCUMENTATION.home;
  const list = useLoaded(() => api.documentation().then(ordered), "documentation");
  const pages = list.data ?? [];
  const open = query.get("doc") || pages[0]?.code || "";
  return (
    <PageFrame title={portalText("docCentre")}>
      <div className="ws-portal-doc-centre">
        <Menu className="ws-portal-doc-list" aria-label={portalText("docCentre")}>
          {list.loading && !list.data && <Spinner size={20} />}
          {pages.map((page) => (
            <MenuItem
              key={page.id}
              text={page.title}
              active={page.code === open}
              aria-current={page.code === open ? "page" : undefined}
              onClick={() => navigate(ref.link({}, { doc: page.code ?? undefined }))}
            />
          ))}
        </Menu>
        {open ? (
          <DocPane key={open} code={open} />
        ) : (
          list.data && <NonIdealState icon="document" title={portalText("noContent")} />
        )}
      </div>
    </PageFrame>
  );
}

function DocPane({ code }: { code: string }) {
  const page = useDocPage(code);
  return (
    <div className="ws-portal-doc">
      <div className="ws-portal-doc-head">
        <EditDocButton page={page.data} />
      </div>
      <PageContent page={page} />
    </div>
  );
}
