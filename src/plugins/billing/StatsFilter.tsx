import { useState } from "react";
import { Button, Callout, HTMLSelect, InputGroup } from "@blueprintjs/core";
import dayjs from "dayjs";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { FilterBar } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import { readAccountOptions } from "./api";
import { billingText } from "./messages";
import type { Range } from "./types";

export interface StatsQuery extends Range {
  userId?: number;
}

/** Bill days are China time (the server's dayOf), whatever the browser's time zone. */
const BILL_DAY_OFFSET = "+08:00";
const billDayStart = (day: string) => dayjs(`${day}T00:00:00${BILL_DAY_OFFSET}`);

/**
 * The range of whole bill days typed (YYYY-MM-DD each): from the first day's 00:00 China time to the
 * end of the last (China has no daylight saving: a day is 24 hours).
 */
export function dayRange(start: string, end: string): Range {
  return {
    from: start ? billDayStart(start).valueOf() : undefined,
    to: end ? billDayStart(end).add(24, "hour").valueOf() : undefined,
  };
}

/**
 * The statistics pages' filters: a range of days (开始时间 至 结束时间, plain date fields so a chart
 * page does not carry the calendar's code) and, for operations, an account; 查询 / 重置 and 导出.
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
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [userId, setUserId] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const search = () => {
    if (start && end && end < start) return setProblem(t("date.overlapping"));
    setProblem(null);
    onSearch({ ...dayRange(start, end), userId: userId ? Number(userId) : undefined });
  };
  return (
    <>
      <FilterBar
        onSearch={search}
        onReset={() => {
          setStart("");
          setEnd("");
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
        <InputGroup
          size="small"
          type="date"
          aria-label={t("date.start")}
          value={start}
          onChange={(event) => setStart(event.currentTarget.value)}
        />
        <span>{billingText("rangeTo")}</span>
        <InputGroup
          size="small"
          type="date"
          aria-label={t("date.end")}
          value={end}
          onChange={(event) => setEnd(event.currentTarget.value)}
        />
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
