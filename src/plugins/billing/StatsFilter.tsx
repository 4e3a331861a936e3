import { useState } from "react";
import { Button, Callout, HTMLSelect } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { DateRangeField, type DateRange } from "../../ui/kit/DateRangeField";
import { FilterBar } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readAccountOptions } from "./api";
import { billingText } from "./messages";
import type { Range } from "./types";

export interface StatsQuery extends Range {
  userId?: number;
}

/**
 * The statistics pages' filters: a time range in the workspace's Chinese picker (开始时间 至 结束时间,
 * YYYY-MM-DD HH:mm:ss, shell spec §9) and, for operations, an account; 查询 / 重置 and 导出. The
 * records counted are those within the range, to the second.
 */
export function StatsFilter({
  withAccount,
  onSearch,
  onExport,
  canExport,
}: {
  withAccount: boolean;
  onSearch: (query: StatsQuery) => void;
  onExport: () => void;
  canExport: boolean;
}) {
  const { http } = useCore();
  const accounts = useLoaded(() => readAccountOptions(http), withAccount ? "accounts" : null);
  const [range, setRange] = useState<DateRange>([null, null]);
  const [userId, setUserId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const search = () => {
    const [start, end] = range;
    if (start && end && end < start) return setProblem(t("date.overlapping"));
    setProblem(null);
    onSearch({ from: start?.getTime(), to: end?.getTime(), userId: userId ? Number(userId) : undefined });
  };
  return (
    <>
      <FilterBar
        onSearch={search}
        onReset={() => {
          setRange([null, null]);
          setUserId("");
          setProblem(null);
          onSearch({});
        }}
        actions={
          <Button
            size="small"
            icon="export"
            text={billingText("export")}
            disabled={!canExport}
            onClick={onExport}
          />
        }
      >
        <DateRangeField value={range} onChange={setRange} />
        {withAccount && (
          <HTMLSelect
            aria-label={billingText("account")}
            value={userId}
            onChange={(event) => setUserId(event.currentTarget.value)}
          >
            <option value="">{billingText("allAccounts")}</option>
            {(accounts.data ?? []).map((one) => (
              <option key={one.id} value={one.id}>
                {one.account}（{one.name}）
              </option>
            ))}
          </HTMLSelect>
        )}
      </FilterBar>
      {problem && <Callout intent="danger">{problem}</Callout>}
    </>
  );
}
