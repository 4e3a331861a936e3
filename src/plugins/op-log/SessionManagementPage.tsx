import { useState } from "react";
import { Button, InputGroup, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { opLogText } from "./messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { FilterBar, PagedTable, useConfirm, usePagedList, type Column } from "../../ui/kit/list";
import { endSession, listSessions, type SessionView } from "./api";
import { formatDateTime, fromNow } from "../../ui/kit/dates";
import "./opLog.css";

interface Filters {
  user: string;
}

const NO_FILTERS: Filters = { user: "" };

const columns: Column<SessionView>[] = [
  {
    key: "user",
    title: opLogText("user"),
    render: (session) => (
      <>
        {session.userName}{" "}
        {session.current && (
          <Tag minimal intent="primary">
            {opLogText("current")}
          </Tag>
        )}
      </>
    ),
  },
  { key: "account", title: t("field.account"), render: (session) => session.userAccount },
  {
    key: "signedInAt",
    title: opLogText("signedInAt"),
    className: "ws-list-nowrap",
    render: (session) => formatDateTime(session.signedInAt),
  },
  {
    key: "lastSeen",
    title: opLogText("lastSeen"),
    render: (session) => <span title={formatDateTime(session.lastSeen)}>{fromNow(session.lastSeen)}</span>,
  },
  { key: "ip", title: opLogText("ip"), render: (session) => session.ip },
  {
    key: "client",
    title: opLogText("client"),
    className: "ws-oplog-agent",
    render: (session) => <span title={session.userAgent}>{session.userAgent}</span>,
  },
];

/**
 * Session management (back office, system-manage): who is signed in, paged and filtered by name or
 * account, and ending a session after 确认. Ending one's own current session warns that it signs the
 * caller out, and then signs out (the log queue is sent first, then the server ends the session).
 */
export default function SessionManagementPage() {
  const { http, auth, bus } = useCore();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const list = usePagedList((query) => listSessions(http, query), { filters: NO_FILTERS });
  const { ask, element: confirmElement } = useConfirm();

  const end = async (session: SessionView) => {
    const message = session.current
      ? opLogText("confirmEndOwn")
      : opLogText("confirmEnd", { user: `${session.userName}（${session.userAccount}）` });
    const confirmed = await ask(message, {
      intent: session.current ? "danger" : "warning",
      icon: "warning-sign",
    });
    if (!confirmed) return;
    if (session.current) {
      // Signing out ends this very session on the server, after the last log entries are sent.
      auth.send({ type: "LOGOUT" });
      return;
    }
    const ended = await endSession(http, session.id).then(
      () => true,
      () => false,
    );
    if (ended) bus.emit("op-log", "ui.tip", { intent: "success", message: opLogText("sessionEnded") });
    list.afterDelete();
  };

  return (
    <PageFrame
      title={opLogText("sessionsTitle")}
      className="ws-oplog"
      toolbar={<Button small icon="refresh" text={t("action.refresh")} onClick={list.refresh} />}
    >
      <FilterBar
        aria-label={opLogText("sessionsTitle")}
        onSearch={() => list.search({ user: draft.user.trim() })}
        onReset={() => {
          setDraft(NO_FILTERS);
          list.search(NO_FILTERS);
        }}
      >
        <InputGroup
          size="small"
          aria-label={opLogText("userFilter")}
          placeholder={opLogText("userFilter")}
          value={draft.user}
          onValueChange={(user) => setDraft({ user })}
        />
      </FilterBar>
      <PagedTable
        aria-label="sessions"
        list={list}
        columns={columns}
        rowKey={(session) => session.id}
        actions={(session) => (
          <Button
            small
            minimal
            intent="danger"
            text={opLogText("end")}
            aria-label={`${opLogText("end")} ${session.userAccount}`}
            onClick={() => void end(session)}
          />
        )}
      />
      {confirmElement}
    </PageFrame>
  );
}
