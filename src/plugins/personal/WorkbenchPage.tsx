import { t } from "../../core/messages";
import { useLocation } from "wouter";
import { Button } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { personalApi } from "./api";
import { DatasetsGlance, RunsGlance, TasksGlance } from "./glance/MessageGlances";
import { ServicesGlance } from "./glance/ServicesGlance";
import { CasesSection, EducationSection, SharesSection } from "./HomepageView";
import { personalText } from "./messages";
import { areaOf, personalPages } from "./paths";
import "./personal.css";

/** 我的工作台: the user's datasets, runs, services and tasks at a glance, with their homepage's parts. */
export default function WorkbenchPage() {
  const { http } = useCore();
  const [location, navigate] = useLocation();
  const pages = personalPages(areaOf(location));
  const message = useLoaded(() => personalApi(http).generalMessage(), "general-message");
  const homepage = useLoaded(() => personalApi(http).homepage(), "homepage");
  const data = homepage.data;
  return (
    <PageFrame
      title={t("user.workbench")}
      toolbar={
        <Button icon="edit" text={personalText("editMine")} onClick={() => navigate(pages.personal.link())} />
      }
    >
      <div className="ws-glance-grid">
        <DatasetsGlance message={message} />
        <RunsGlance message={message} />
        <ServicesGlance />
        <TasksGlance message={message} />
        {data && (
          <>
            <CasesSection
              rows={data.cases}
              onOpen={(row) => navigate(pages.dynamicDetail.link({}, { id: row.id }))}
            />
            <EducationSection rows={data.education} />
            <SharesSection rows={data.shares} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
