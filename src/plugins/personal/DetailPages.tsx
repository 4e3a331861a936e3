import { t } from "../../core/messages";
import { Button, Card, H4, NonIdealState, Spinner } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { loadFailureText } from "../../ui/kit/list/failureText";
import { useLoaded } from "../../ui/kit/useLoaded";
import { personalApi, type UserHomepage } from "./api";
import { EducationSection, HomepageHead } from "./HomepageView";
import { personalText } from "./messages";
import { areaOf, personalPages } from "./paths";
import { useQueryNumber } from "./useQueryNumber";
import "./personal.css";

/** A user's homepage by the query's userId (the signed-in user's without one). */
function useHomepage() {
  const { http } = useCore();
  const userId = useQueryNumber("userId");
  return useLoaded(() => personalApi(http).homepage(userId), `homepage:${userId ?? "self"}`);
}

function Loading({
  page,
  children,
}: {
  page: ReturnType<typeof useHomepage>;
  children: (data: UserHomepage) => React.ReactNode;
}) {
  if (page.failed && !page.data)
    return (
      <NonIdealState
        icon="error"
        description={loadFailureText(page.error)}
        action={<Button text={t("page.retry")} onClick={page.reload} />}
      />
    );
  return page.data ? children(page.data) : <Spinner />;
}

function useBack() {
  const [location, navigate] = useLocation();
  const pages = personalPages(areaOf(location));
  return (userId?: number) => navigate(pages.personPage.link({}, { userId }));
}

/** personal/detailMessage: a user's whole introduction and education. */
export function DetailMessagePage() {
  const page = useHomepage();
  const back = useBack();
  return (
    <PageFrame title={personalText("detailMessageTitle")} onBack={() => back(page.data?.userId)}>
      <Loading page={page}>
        {(data) => (
          <>
            <HomepageHead page={data} />
            <EducationSection rows={data.education} />
          </>
        )}
      </Loading>
    </PageFrame>
  );
}

/** personal/dynamicDetail: one cooperation case of a user (?userId=&id=). */
export function DynamicDetailPage() {
  const page = useHomepage();
  const back = useBack();
  const id = useQueryNumber("id");
  if (id === undefined)
    return (
      <PageFrame title={personalText("dynamicTitle")} onBack={() => back()}>
        <NonIdealState icon="issue" description={personalText("caseMissing")} />
      </PageFrame>
    );
  return (
    <PageFrame title={personalText("dynamicTitle")} onBack={() => back(page.data?.userId)}>
      <Loading page={page}>
        {(data) => {
          const found = data.cases.find((row) => row.id === id);
          if (!found) return <NonIdealState icon="search" description={personalText("caseNotFound")} />;
          return (
            <Card>
              <H4>{found.title}</H4>
              <p className="bp6-text-muted">
                {data.displayName}
                {found.partner && ` · ${personalText("partner")}：${found.partner}`}
                {found.caseDate && ` · ${found.caseDate}`}
              </p>
              <p className="ws-personal-intro">{found.summary}</p>
            </Card>
          );
        }}
      </Loading>
    </PageFrame>
  );
}
