import { Card, H3, H5 } from "@blueprintjs/core";
import { createRequest } from "../../core/request";
import { useCore } from "../../ui/CoreContext";
import { useLoaded } from "../../ui/kit/useLoaded";
import { PUBLIC_CASE_PATHS, type PublicCase } from "../../contracts/portalCases";
import { portalText } from "./messages";

/** The published cases' public list (the sharing plugin's 案例分享管理 publishes them). */
const CASE_PAGE = PUBLIC_CASE_PATHS.page;
const SHOWN = 4;

/**
 * 案例分享 on the portal home: the newest published cases, each opening its page
 * (`/portal/caseDetail?id=…`); nothing while there is none or the list cannot be read.
 */
export function PublishedCases() {
  const { http } = useCore();
  const cases = useLoaded(
    () =>
      createRequest(http).get<{ list: PublicCase[]; total: number }>(CASE_PAGE, {
        params: { pageNum: 1, pageSize: SHOWN },
        hideTip: true,
      }),
    "published-cases",
  );
  const list = cases.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="ws-portal-cases" aria-labelledby="ws-portal-cases-title">
      <H3 id="ws-portal-cases-title">{portalText("casesTitle")}</H3>
      <ul className="ws-portal-case-list">
        {list.map((item) => (
          <li key={item.id}>
            <Card compact>
              <H5>
                <a href={`#/portal/caseDetail?id=${item.id}`}>{item.title}</a>
              </H5>
              <p className="bp6-text-muted">{item.summary}</p>
              <small className="bp6-text-muted">
                {[item.classifyName, item.authorName, item.publishTime].filter(Boolean).join(" · ")}
              </small>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
