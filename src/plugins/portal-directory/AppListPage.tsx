import { useState } from "react";
import { Button, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { t } from "../../core/messages";
import { ListPager } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { findNode } from "./classifyTree";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { LoadFailed } from "./LoadFailed";
import { portalDirectoryText } from "./messages";
import { DIRECTORY_PAGES } from "./paths";
import { ServiceCard } from "./ServiceCard";
import { useDirectoryApi } from "./useDirectoryApi";
import "./portalDirectory.css";

/** One industry application's published services (/portal/appList/{appId}), by name, paged. */
export default function AppListPage() {
  const [path, navigate] = useLocation();
  const appId = Number(DIRECTORY_PAGES.appList.match(path)?.appId ?? 0);
  const api = useDirectoryApi();
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState({ keyword: "", pageNum: 1, pageSize: 10 });
  const tree = useLoaded(() => api.classifyTree(), "tree");
  const services = useLoaded(
    () => api.services({ ...query, classifyId: appId }),
    appId > 0 ? JSON.stringify({ appId, ...query }) : null,
  );
  const name =
    (tree.data && findNode(tree.data, appId)?.name) || portalDirectoryText("unknownApp", { id: appId });

  const search = (keyword: string) => {
    setDraft(keyword);
    setQuery((current) => ({ ...current, keyword, pageNum: 1 }));
  };

  return (
    <PageFrame
      title={name}
      extra={<span className="ws-pd-muted">{portalDirectoryText("appListTitle")}</span>}
      onBack={() => navigate(DIRECTORY_PAGES.appStore.link())}
    >
      <form
        className="ws-pd-filters"
        onSubmit={(event) => {
          event.preventDefault();
          search(draft.trim());
        }}
      >
        <InputGroup
          aria-label={portalDirectoryText("serviceName")}
          placeholder={portalDirectoryText("keywordPlaceholder")}
          value={draft}
          onValueChange={setDraft}
        />
        <Button type="submit" intent="primary" text={t("action.search")} />
        <Button text={t("action.reset")} onClick={() => search("")} />
      </form>
      {services.failed && !services.data ? (
        <LoadFailed onRetry={services.reload} />
      ) : !services.data ? (
        <Spinner size={24} />
      ) : services.data.list.length === 0 ? (
        <NonIdealState icon="applications" title={portalDirectoryText("noServices")} />
      ) : (
        <div className="ws-pd-grid">
          {services.data.list.map((service) => (
            <ServiceCard
              key={service.id}
              service={service}
              onOpen={() => navigate(DIRECTORY_PAGES.appDetail2.link({}, { id: service.id, appId }))}
            />
          ))}
        </div>
      )}
      <ListPager
        total={services.data?.total ?? 0}
        loaded={services.data !== null}
        page={query.pageNum}
        pageSize={query.pageSize}
        onPage={(pageNum) => setQuery((current) => ({ ...current, pageNum }))}
        onPageSize={(pageSize) => setQuery((current) => ({ ...current, pageSize, pageNum: 1 }))}
      />
      <FeedbackFloatSlot pageId="appList" />
    </PageFrame>
  );
}
