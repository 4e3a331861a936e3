import { PlatformNotice } from "../../ui/kit/PlatformNotice";
import { usePlatformSettings } from "../../ui/kit/platformSettings";
import { Button, Card, H2, H5 } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { formatCount } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { portalDirectoryText, type PortalDirectoryKey } from "./messages";
import { DIRECTORY_PAGES } from "./paths";
import { SearchBox } from "./SearchBox";
import { SEARCH_KINDS, type SearchKind } from "./types";
import { useDirectoryApi } from "./useDirectoryApi";
import "./portalDirectory.css";

const COUNT_LABEL: Record<SearchKind, PortalDirectoryKey> = {
  dataset: "publicDatasets",
  algorithm: "publicAlgorithms",
  model: "publicModels",
  service: "publicServices",
  case: "publicCases",
};
const OFFERS: PortalDirectoryKey[] = ["offerData", "offerTrain", "offerModel", "offerService"];

/**
 * 一站式AI能力平台: what the platform offers, the counts of public datasets, algorithms, models and
 * services (each opens the search on its tab), and the entries into the search, experts and app store.
 */
export default function AiHomePage() {
  const platform = usePlatformSettings();
  const api = useDirectoryApi();
  const [, navigate] = useLocation();
  const counts = useLoaded(async () => {
    const answers = await Promise.allSettled(
      SEARCH_KINDS.map((kind) => api.search(kind, { keyword: "", pageNum: 1, pageSize: 1 }, true)),
    );
    return answers.map((answer) => (answer.status === "fulfilled" ? answer.value.total : null));
  }, "counts");

  return (
    <PageFrame title={portalDirectoryText("aiHomeTitle")}>
      <PlatformNotice notice={platform?.notice} />
      <section className="ws-pd-hero">
        <H2>{portalDirectoryText("aiHomeTitle")}</H2>
        <p>{portalDirectoryText("aiHomeLead")}</p>
        <SearchBox
          initial=""
          onSearch={(keyword) => navigate(DIRECTORY_PAGES.search.link({}, { keyword: keyword || undefined }))}
        />
      </section>
      <div className="ws-pd-grid" role="list" aria-label={portalDirectoryText("aiHomeTitle")}>
        {SEARCH_KINDS.map((kind, index) => {
          const count = counts.data?.[index];
          return (
            <Card
              key={kind}
              role="listitem"
              compact
              interactive
              className="ws-pd-card"
              aria-label={portalDirectoryText(COUNT_LABEL[kind])}
              onClick={() => navigate(DIRECTORY_PAGES.search.link({}, { type: kind }))}
            >
              <H5 className="ws-pd-card-title">{portalDirectoryText(COUNT_LABEL[kind])}</H5>
              <span className="ws-pd-count">
                {count === undefined || count === null ? "-" : formatCount(count)}
              </span>
            </Card>
          );
        })}
      </div>
      <ul className="ws-pd-offers">
        {OFFERS.map((key) => (
          <li key={key}>{portalDirectoryText(key)}</li>
        ))}
      </ul>
      <div className="ws-pd-filters">
        <Button
          icon="search"
          text={portalDirectoryText("enterSearch")}
          onClick={() => navigate(DIRECTORY_PAGES.search.link({}))}
        />
        <Button
          icon="people"
          text={portalDirectoryText("enterExperts")}
          onClick={() => navigate(DIRECTORY_PAGES.experts.link())}
        />
        <Button
          icon="shop"
          text={portalDirectoryText("enterAppStore")}
          onClick={() => navigate(DIRECTORY_PAGES.appStore.link())}
        />
      </div>
      <FeedbackFloatSlot pageId="aiHome" />
    </PageFrame>
  );
}
