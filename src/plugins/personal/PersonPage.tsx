import { t } from "../../core/messages";
import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { useCore, useSession } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { loadFailureText } from "../../ui/kit/list/failureText";
import { useLoaded } from "../../ui/kit/useLoaded";
import { personalApi } from "./api";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { CasesSection, EducationSection, HomepageHead, SharesSection } from "./HomepageView";
import { personalText } from "./messages";
import { areaOf, personalPages } from "./paths";
import { useQueryNumber } from "./useQueryNumber";
import "./personal.css";

/**
 * A user's public profile (?userId=&self=): name, avatar, organisation, introduction, education,
 * cooperation cases and public shares. It is the user's own (editing offered) when userId is absent
 * or theirs; someone else's shows the feedback form (on the portal). The current user's info is not
 * fetched again here (shell spec §4: skipped unless forced; a start on this page signs in with the
 * stored info): whose page it is comes from the session and the query.
 */
export default function PersonPage() {
  const { http } = useCore();
  const { user } = useSession();
  const [location, navigate] = useLocation();
  const pages = personalPages(areaOf(location));
  const queried = useQueryNumber("userId");
  // The self flag alone does not make a page yours: ?userId=5&self=1 is user 5's page.
  const self = queried === undefined || String(queried) === user?.id;
  const userId = self ? undefined : queried;
  const page = useLoaded(() => personalApi(http).homepage(userId), `person:${userId ?? "self"}`);

  const body = () => {
    if (page.failed && !page.data)
      return (
        <NonIdealState
          icon="error"
          description={loadFailureText(page.error)}
          action={<Button text={t("page.retry")} onClick={page.reload} />}
        />
      );
    if (!page.data) return <Spinner />;
    const data = page.data;
    return (
      <>
        <HomepageHead
          page={data}
          actions={
            <>
              <Button
                minimal
                small
                text={personalText("viewDetail")}
                onClick={() => navigate(pages.detailMessage.link({}, { userId: data.userId }))}
              />
              {data.self && (
                <Button
                  small
                  icon="edit"
                  text={personalText("editMine")}
                  onClick={() => navigate(pages.personal.link())}
                />
              )}
            </>
          }
        />
        <div className="ws-glance-grid">
          <CasesSection
            rows={data.cases}
            onOpen={(row) => navigate(pages.dynamicDetail.link({}, { userId: data.userId, id: row.id }))}
          />
          <EducationSection rows={data.education} />
          <SharesSection rows={data.shares} />
        </div>
        {!data.self && <FeedbackFloatSlot pageId="person-page" />}
      </>
    );
  };
  return <PageFrame title={t("user.page")}>{body()}</PageFrame>;
}
