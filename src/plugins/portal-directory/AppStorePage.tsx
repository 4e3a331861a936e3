import { Button, ButtonGroup, H4, NonIdealState, Spinner } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { t } from "../../core/messages";
import { useKeptLoaded, useKeptScroll, useKeptState } from "../../ui/kit/keepAlive";
import { PageFrame } from "../../ui/kit/PageFrame";
import { ApplicationCard } from "./ApplicationCard";
import { industriesOf } from "./classifyTree";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { LoadFailed } from "./LoadFailed";
import { portalDirectoryText } from "./messages";
import { DIRECTORY_PAGES } from "./paths";
import type { Page, PublicService } from "./types";
import { useDirectoryApi } from "./useDirectoryApi";
import "./portalDirectory.css";

const PREVIEW = 3;

/**
 * 行业应用 (kept alive): the back office's industry classification, each industry's applications with the
 * published services behind them; 查看全部 opens an application's list. The industry filter and the
 * scroll position are kept for going back.
 */
export default function AppStorePage() {
  const api = useDirectoryApi();
  const [, navigate] = useLocation();
  const [industryId, setIndustryId] = useKeptState<number | null>("industry", null);
  const tree = useKeptLoaded("tree", "tree", () => api.classifyTree());
  const industries = industriesOf(tree.data ?? []);
  const shownIndustries = industries.filter((industry) => industryId === null || industry.id === industryId);
  const applicationIds = shownIndustries.flatMap((industry) => industry.applications.map((app) => app.id));
  const previews = useKeptLoaded(
    "previews",
    tree.data ? `previews:${applicationIds.join(",")}` : null,
    async () => {
      const answers = await Promise.allSettled(
        applicationIds.map((classifyId) => api.services({ classifyId, pageNum: 1, pageSize: PREVIEW }, true)),
      );
      const byId: Record<number, Page<PublicService> | null> = {};
      applicationIds.forEach((id, index) => {
        const answer = answers[index];
        byId[id] = answer.status === "fulfilled" ? answer.value : null;
      });
      return byId;
    },
  );
  const scrollRef = useKeptScroll<HTMLDivElement>(tree.data !== null && previews.data !== null);

  return (
    <div ref={scrollRef}>
      <PageFrame
        title={portalDirectoryText("appStoreTitle")}
        extra={<span className="ws-pd-muted">{portalDirectoryText("appStoreLead")}</span>}
      >
        {tree.failed && !tree.data ? (
          <LoadFailed onRetry={tree.reload} />
        ) : !tree.data ? (
          <Spinner size={24} />
        ) : industries.length === 0 ? (
          <NonIdealState icon="shop" title={t("table.empty")} />
        ) : (
          <>
            <ButtonGroup className="ws-pd-tags" aria-label={portalDirectoryText("industry")}>
              <Button
                text={portalDirectoryText("allIndustries")}
                active={industryId === null}
                onClick={() => setIndustryId(null)}
              />
              {industries.map((industry) => (
                <Button
                  key={industry.id}
                  text={industry.name}
                  active={industryId === industry.id}
                  onClick={() => setIndustryId(industry.id)}
                />
              ))}
            </ButtonGroup>
            {shownIndustries.map((industry) => (
              <section key={industry.id} className="ws-pd-industry" aria-label={industry.name}>
                <H4>{industry.name}</H4>
                <div className="ws-pd-grid">
                  {industry.applications.map((application) => (
                    <ApplicationCard
                      key={application.id}
                      application={application}
                      services={previews.data?.[application.id] ?? null}
                      onOpen={() => navigate(DIRECTORY_PAGES.appList.link({ appId: application.id }))}
                      onService={(service) =>
                        navigate(
                          DIRECTORY_PAGES.appDetail2.link({}, { id: service.id, appId: application.id }),
                        )
                      }
                    />
                  ))}
                </div>
              </section>
            ))}
          </>
        )}
      </PageFrame>
      <FeedbackFloatSlot pageId="appStore" />
    </div>
  );
}
