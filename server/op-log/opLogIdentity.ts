import dayjs from "dayjs";
import type { OpLogEntryInput } from "./opLogStore";
import type { UserRow } from "../platform/users";
import { DATE_TIME_FORMAT } from "../lib/time";

/** How far a reported time may lie after the server's clock (clocks drift a little). */
export const CLOCK_SLACK_MS = 60_000;

/** The session that reports a batch of entries: who, from where, and when it began. */
export interface Reporter {
  user: UserRow;
  ip: string;
  sessionIssuedAt: number;
  now: number;
}

/**
 * An entry as the server stores it: who and where come from the session, never from the client
 * (user id, name and account of the session's user, the request's address); the client's time is kept
 * only when it falls within the reporting session (an entry cannot be backdated before the session
 * began, nor dated in the future), otherwise the time the server received it.
 */
export function fromSession(entry: OpLogEntryInput, reporter: Reporter): OpLogEntryInput {
  const { user } = reporter;
  const claimed = dayjs(entry.operationTime, DATE_TIME_FORMAT).valueOf();
  const inSession =
    Number.isFinite(claimed) &&
    claimed >= reporter.sessionIssuedAt - 1000 &&
    claimed <= reporter.now + CLOCK_SLACK_MS;
  return {
    ...entry,
    userId: String(user.id),
    userName: user.display_name || user.user_name,
    userAccount: user.user_name,
    ip: reporter.ip,
    operationTime: inSession ? entry.operationTime : dayjs(reporter.now).format(DATE_TIME_FORMAT),
  };
}
