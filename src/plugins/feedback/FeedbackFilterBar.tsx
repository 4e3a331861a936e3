import { FEEDBACK_STATUSES, FEEDBACK_TYPES } from "../../contracts/feedback";
import { HTMLSelect, InputGroup } from "@blueprintjs/core";
import { DateRangeField, type DateRange } from "../../ui/kit/DateRangeField";
import { FilterBar } from "../../ui/kit/list";
import { feedbackText, statusText, typeText } from "./messages";
import type { FeedbackFilters } from "./types";

export interface FeedbackDraft {
  keyword: string;
  feedbackType: string;
  status: string;
  range: DateRange;
}

export const NO_DRAFT: FeedbackDraft = { keyword: "", feedbackType: "", status: "", range: [null, null] };

/** The selects offer only the contract's types and statuses, so a chosen value is one of them. */
const numberOr = <N extends number>(text: string) => (text === "" ? undefined : (Number(text) as N));

export const filtersOf = (draft: FeedbackDraft): FeedbackFilters => ({
  keyword: draft.keyword.trim(),
  feedbackType: numberOr<NonNullable<FeedbackFilters["feedbackType"]>>(draft.feedbackType),
  status: numberOr<NonNullable<FeedbackFilters["status"]>>(draft.status),
  startTime: draft.range[0]?.getTime(),
  endTime: draft.range[1]?.getTime(),
});

/** The filters of 用户反馈: keyword, type, status and the submission time range (至). */
export function FeedbackFilterBar(props: {
  draft: FeedbackDraft;
  onChange: (draft: FeedbackDraft) => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  const { draft, onChange } = props;
  return (
    <FilterBar aria-label="filters" onSearch={props.onSearch} onReset={props.onReset}>
      <InputGroup
        size="small"
        aria-label={feedbackText("keyword")}
        placeholder={feedbackText("keyword")}
        value={draft.keyword}
        onChange={(event) => onChange({ ...draft, keyword: event.currentTarget.value })}
      />
      <HTMLSelect
        aria-label={feedbackText("feedbackType")}
        value={draft.feedbackType}
        onChange={(event) => onChange({ ...draft, feedbackType: event.currentTarget.value })}
      >
        <option value="">{`${feedbackText("feedbackType")}：${feedbackText("all")}`}</option>
        {FEEDBACK_TYPES.map((type) => (
          <option key={type} value={type}>
            {typeText(type)}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect
        aria-label={feedbackText("status")}
        value={draft.status}
        onChange={(event) => onChange({ ...draft, status: event.currentTarget.value })}
      >
        <option value="">{`${feedbackText("status")}：${feedbackText("all")}`}</option>
        {FEEDBACK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusText(status)}
          </option>
        ))}
      </HTMLSelect>
      <DateRangeField value={draft.range} onChange={(range) => onChange({ ...draft, range })} />
    </FilterBar>
  );
}
