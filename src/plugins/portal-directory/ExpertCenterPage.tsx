import { useState } from "react";
import { Button, InputGroup, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { usePlugins } from "../../ui/CoreContext";
import { useKeptLoaded, useKeptScroll, useKeptState } from "../../ui/kit/keepAlive";
import { ListPager } from "../../ui/kit/list";
import { PageFrame } from "../../ui/kit/PageFrame";
import { EXPERT_DIRECTORY, type PublicExpert, type PublicExpertPage } from "../shared/expertDirectory";
import { ExpertCard } from "./ExpertCard";
import { ExpertDialog } from "./ExpertDialog";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";
import { LoadFailed } from "./LoadFailed";
import { portalDirectoryText } from "./messages";
import "./portalDirectory.css";

const NO_FILTERS = { name: "", field: "" };

/** 专家中心 (kept alive): the back office's public experts, by name and field, paged; a card opens the detail. */
export default function ExpertCenterPage() {
  const directory = usePlugins().getService(EXPERT_DIRECTORY);
  const [draft, setDraft] = useKeptState("draft", NO_FILTERS);
  const [filters, setFilters] = useKeptState("filters", NO_FILTERS);
  const [paging, setPaging] = useKeptState("paging", { pageNum: 1, pageSize: 10 });
  const [open, setOpen] = useState<PublicExpert | null>(null);
  const key = directory ? JSON.stringify({ ...filters, ...paging }) : null;
  const experts = useKeptLoaded<PublicExpertPage>("experts", key, () =>
    directory!.publicExperts({
      ...paging,
      name: filters.name.trim() || undefined,
      field: filters.field.trim() || undefined,
    }),
  );
  const scrollRef = useKeptScroll<HTMLDivElement>(experts.data !== null);

  const apply = (next: typeof NO_FILTERS) => {
    setDraft(next);
    setFilters(next);
    setPaging((current) => ({ ...current, pageNum: 1 }));
  };

  return (
    <div ref={scrollRef}>
      <PageFrame title={portalDirectoryText("expertTitle")}>
        {!directory ? (
          <NonIdealState icon="people" title={portalDirectoryText("expertsMissing")} />
        ) : (
          <>
            <form
              className="ws-pd-filters"
              onSubmit={(event) => {
                event.preventDefault();
                apply(draft);
              }}
            >
              <InputGroup
                aria-label={portalDirectoryText("expertName")}
                placeholder={portalDirectoryText("expertName")}
                value={draft.name}
                onValueChange={(name) => setDraft((current) => ({ ...current, name }))}
              />
              <InputGroup
                aria-label={portalDirectoryText("expertField")}
                placeholder={portalDirectoryText("expertField")}
                value={draft.field}
                onValueChange={(field) => setDraft((current) => ({ ...current, field }))}
              />
              <Button type="submit" intent="primary" text={t("action.search")} />
              <Button text={t("action.reset")} onClick={() => apply(NO_FILTERS)} />
            </form>
            {experts.failed && !experts.data ? (
              <LoadFailed onRetry={experts.reload} />
            ) : !experts.data ? (
              <Spinner size={24} />
            ) : experts.data.list.length === 0 ? (
              <NonIdealState icon="people" title={t("table.empty")} />
            ) : (
              <div className="ws-pd-grid" aria-busy={experts.loading}>
                {experts.data.list.map((expert) => (
                  <ExpertCard key={expert.id} expert={expert} onOpen={() => setOpen(expert)} />
                ))}
              </div>
            )}
            <ListPager
              total={experts.data?.total ?? 0}
              loaded={experts.data !== null}
              page={paging.pageNum}
              pageSize={paging.pageSize}
              onPage={(pageNum) => setPaging((current) => ({ ...current, pageNum }))}
              onPageSize={(pageSize) => setPaging({ pageNum: 1, pageSize })}
            />
          </>
        )}
      </PageFrame>
      <ExpertDialog expert={open} onClose={() => setOpen(null)} />
      <FeedbackFloatSlot pageId="expert-center" />
    </div>
  );
}
