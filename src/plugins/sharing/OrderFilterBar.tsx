import { t } from "../../core/messages";
import { HTMLSelect, InputGroup } from "@blueprintjs/core";
import { DateRangeField, type DateRange } from "../../ui/kit/DateRangeField";
import { FilterBar } from "../../ui/kit/list";
import { sharingText, statusText, typeText } from "./messages";
import type { OrderFilters } from "./types";

export interface OrderDraft {
  keyword: string;
  resourceType: string;
  status: string;
  range: DateRange;
}

export const NO_ORDER_DRAFT: OrderDraft = { keyword: "", resourceType: "", status: "", range: [null, null] };

const numberOr = (text: string) => (text === "" ? undefined : Number(text));

export const orderFiltersOf = (draft: OrderDraft): OrderFilters => ({
  keyword: draft.keyword.trim(),
  resourceType: numberOr(draft.resourceType),
  status: numberOr(draft.status),
  startTime: draft.range[0]?.getTime(),
  endTime: draft.range[1]?.getTime(),
});

/** 共享管理's filters: keyword (resource, applicant, reason), resource type, status, time range (至). */
export function OrderFilterBar(props: {
  draft: OrderDraft;
  onChange: (draft: OrderDraft) => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  const { draft, onChange } = props;
  const select = (
    key: "resourceType" | "status",
    label: string,
    values: number[],
    text: (v: number) => string,
  ) => (
    <HTMLSelect
      aria-label={label}
      value={draft[key]}
      onChange={(event) => onChange({ ...draft, [key]: event.currentTarget.value })}
    >
      <option value="">{`${label}：${sharingText("all")}`}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {text(value)}
        </option>
      ))}
    </HTMLSelect>
  );
  return (
    <FilterBar aria-label="filters" onSearch={props.onSearch} onReset={props.onReset}>
      <InputGroup
        size="small"
        aria-label={sharingText("keyword")}
        placeholder={sharingText("keyword")}
        value={draft.keyword}
        onChange={(event) => onChange({ ...draft, keyword: event.currentTarget.value })}
      />
      {select("resourceType", sharingText("resourceType"), [1, 2, 3], typeText)}
      {select("status", t("field.status"), [0, 1, 2, 3], statusText)}
      <DateRangeField value={draft.range} onChange={(range) => onChange({ ...draft, range })} />
    </FilterBar>
  );
}
