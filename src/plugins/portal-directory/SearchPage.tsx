import { NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { t } from "../../core/messages";
import { useKeptLoaded, useKeptScroll, useKeptState } from "../../ui/kit/keepAlive";
import { ListPager } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import type { FoundByKind } from "./api";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { useSearchSubmits } from "../shared/searchSubmits";
import { LoadFailed } from "./LoadFailed";
import { portalDirectoryText, type PortalDirectoryKey } from "./messages";
import { DIRECTORY_PAGES } from "./paths";
import { SearchBox } from "./SearchBox";
import { SearchResultCard } from "./SearchResultCard";
import { SEARCH_KINDS, type Page, type SearchKind } from "./types";
import { useDirectoryApi } from "./useDirectoryApi";
import { useQueryValue } from "./useQueryValue";
import "./portalDirectory.css";

const TAB_LABEL: Record<SearchKind, PortalDirectoryKey> = {
  dataset: "tabDatasets",
  algorithm: "tabAlgorithms",
  model: "tabModels",
  service: "tabServices",
  case: "tabCases",
};
/** The read-only page each kind of result opens. */
const OPEN_PAGE = {
  dataset: DIRECTORY_PAGES.datasetDetail,
  algorithm: DIRECTORY_PAGES.algorithmDetail,
  model: DIRECTORY_PAGES.modelDetail,
  service: DIRECTORY_PAGES.appDetail.portal,
  case: DIRECTORY_PAGES.caseDetail.portal,
} as const;
const FIRST_PAGES: Record<SearchKind, number> = { dataset: 1, algorithm: 1, model: 1, service: 1, case: 1 };
const PAGE_SIZE = 10;

const kindOf = (value: string): SearchKind =>
  (SEARCH_KINDS as readonly string[]).includes(value) ? (value as SearchKind) : "dataset";

/**
 * 全局搜索 (kept alive): public datasets, algorithms, models and services holding a word, one tab per kind
 * with its count. The word and the tab are in the address (`?keyword=…&type=…`); each tab's page, the
 * rows and the scroll position are kept for going back. A result opens its public read-only page (a
 * dataset, an algorithm, a model) or a service its detail.
 */
export default function SearchPage() {
  const keyword = useQueryValue("keyword").trim();
  const kind = kindOf(useQueryValue("type"));
  const api = useDirectoryApi();
  const [, navigate] = useLocation();
  // Each submit (here, in the header or on aiHome) searches again; going back keeps what was shown.
  const submits = useSearchSubmits();
  const [kept, setKept] = useKeptState("pages", { keyword, submits, pages: FIRST_PAGES });
  // Another word in the address, or a new submit, starts afresh on the first pages.
  const pages = kept.keyword === keyword && kept.submits === submits ? kept.pages : FIRST_PAGES;
  const pageNum = pages[kind];
  const countsKey = JSON.stringify({ counts: keyword, submits });
  const resultsKey = JSON.stringify({ keyword, kind, pageNum, submits });

  const counts = useKeptLoaded("counts", countsKey, async () => {
    const answers = await Promise.allSettled(
      SEARCH_KINDS.map((each) => api.search(each, { keyword, pageNum: 1, pageSize: 1 }, true)),
    );
    return Object.fromEntries(
      SEARCH_KINDS.map((each, index) => {
        const answer = answers[index];
        return [each, answer.status === "fulfilled" ? answer.value.total : null];
      }),
    ) as Record<SearchKind, number | null>;
  });
  const results = useKeptLoaded<Page<FoundByKind[SearchKind]>>("results", resultsKey, () =>
    api.search(kind, { keyword, pageNum, pageSize: PAGE_SIZE }),
  );
  const scrollRef = useKeptScroll<HTMLDivElement>(results.data !== null);

  const go = (next: { keyword?: string; type?: SearchKind }, replace = false) =>
    navigate(DIRECTORY_PAGES.search.link({}, { keyword: next.keyword || undefined, type: next.type }), {
      replace,
    });
  const setPage = (page: number) => setKept({ keyword, submits, pages: { ...pages, [kind]: page } });
  const shown = results.dataKey === resultsKey ? results.data : null;
  const label = (each: SearchKind) => {
    const count = counts.dataKey === countsKey ? counts.data?.[each] : undefined;
    return count === undefined || count === null
      ? portalDirectoryText(TAB_LABEL[each])
      : portalDirectoryText("tabCount", { label: portalDirectoryText(TAB_LABEL[each]), count });
  };
  const open = (item: FoundByKind[SearchKind]) => navigate(OPEN_PAGE[kind].link({}, { id: item.id }));

  return (
    <div ref={scrollRef}>
      <PageFrame title={portalDirectoryText("searchTitle")}>
        <SearchBox key={keyword} initial={keyword} onSearch={(word) => go({ keyword: word, type: kind })} />
        <Tabs
          id="portal-search"
          selectedTabId={kind}
          onChange={(next) => go({ keyword, type: kindOf(String(next)) }, true)}
        >
          {SEARCH_KINDS.map((each) => (
            <Tab key={each} id={each} title={label(each)} />
          ))}
        </Tabs>
        {results.failed && !shown ? (
          <LoadFailed onRetry={results.reload} />
        ) : !shown ? (
          <Spinner size={24} />
        ) : shown.list.length === 0 ? (
          <NonIdealState
            icon="search"
            title={
              keyword
                ? portalDirectoryText("searchEmpty", { keyword, label: portalDirectoryText(TAB_LABEL[kind]) })
                : t("table.empty")
            }
          />
        ) : (
          <div className="ws-pd-result-list" role="list" aria-label={portalDirectoryText(TAB_LABEL[kind])}>
            {shown.list.map((item) => (
              <div role="listitem" key={item.id}>
                <SearchResultCard kind={kind} item={item} keyword={keyword} onOpen={() => open(item)} />
              </div>
            ))}
          </div>
        )}
        <ListPager
          total={shown?.total ?? 0}
          loaded={shown !== null}
          page={pageNum}
          pageSize={PAGE_SIZE}
          pageSizes={[PAGE_SIZE]}
          onPage={setPage}
          onPageSize={() => undefined}
        />
      </PageFrame>
      <FeedbackFloatSlot pageId="search" />
    </div>
  );
}
