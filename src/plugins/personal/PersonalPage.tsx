import { t } from "../../core/messages";
import { useEffect, useMemo } from "react";
import { Button, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { loadFailureText } from "../../ui/kit/list/failureText";
import { useLoaded } from "../../ui/kit/useLoaded";
import { personalApi } from "./api";
import { HomepageEditor } from "./HomepageEditor";
import { personalText } from "./messages";
import { areaOf, personalPages } from "./paths";
import { ProfileTab } from "./ProfileTab";
import { SecurityTab } from "./SecurityTab";
import { smsDone } from "./smsDialogState";
import "./personal.css";

/** 个人信息: the signed-in user's account settings (name, avatar, phone, password) and own homepage. */
export default function PersonalPage() {
  const { http } = useCore();
  const [location, navigate] = useLocation();
  const api = useMemo(() => personalApi(http), [http]);
  const profile = useLoaded(() => api.profile(), "profile");
  const homepage = useLoaded(() => api.homepage(), "homepage");
  const { reload } = profile;
  useEffect(() => {
    const subscription = smsDone.subscribe(() => reload());
    return () => subscription.unsubscribe();
  }, [reload]);

  const pages = personalPages(areaOf(location));
  const toolbar = (
    <Button
      icon="person"
      text={t("user.page")}
      onClick={() => navigate(pages.personPage.link({}, { self: 1 }))}
    />
  );
  if (profile.failed && !profile.data)
    return (
      <PageFrame title={t("user.info")}>
        <NonIdealState
          icon="error"
          description={loadFailureText(profile.error)}
          action={<Button text={t("page.retry")} onClick={profile.reload} />}
        />
      </PageFrame>
    );
  if (!profile.data) return <Spinner />;
  return (
    <PageFrame title={t("user.info")} toolbar={toolbar}>
      <Tabs id="ws-personal-tabs" renderActiveTabPanelOnly>
        <Tab
          id="profile"
          title={personalText("tabProfile")}
          panel={
            <ProfileTab
              key={profile.data.displayName}
              api={api}
              profile={profile.data}
              onChanged={(next) => profile.set(() => next)}
            />
          }
        />
        <Tab
          id="security"
          title={personalText("tabSecurity")}
          panel={<SecurityTab profile={profile.data} />}
        />
        <Tab
          id="homepage"
          title={t("user.page")}
          panel={
            homepage.data ? (
              <HomepageEditor api={api} page={homepage.data} onChanged={homepage.reload} />
            ) : homepage.failed ? (
              <NonIdealState icon="error" description={loadFailureText(homepage.error)} />
            ) : (
              <Spinner />
            )
          }
        />
      </Tabs>
    </PageFrame>
  );
}
