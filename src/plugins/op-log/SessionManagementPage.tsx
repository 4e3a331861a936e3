import { useState } from "react";
import { Alert, Button, Classes, HTMLTable, Spinner, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { ot } from "./messages";
import { useCore } from "../../ui/CoreContext";
import { useLoaded } from "../../ui/kit/useLoaded";
import { PageFrame } from "../../ui/kit/PageFrame";
import { endSession, listSessions, type SessionView } from "./api";
import { formatDateTime, fromNow } from "../../ui/kit/dates";
import "./opLog.css";

/** Session management (back office, system-manage): who is signed in, and ending a session. */
export default function SessionManagementPage() {
  const { http } = useCore();
  const loaded = useLoaded(() => listSessions(http), "sessions");
  const sessions = loaded.data ?? (loaded.failed ? [] : null);
  const reload = loaded.reload;
  const [ending, setEnding] = useState<SessionView | null>(null);

  const confirmEnd = async () => {
    const target = ending;
    setEnding(null);
    if (!target) return;
    await endSession(http, target.id).catch(() => undefined);
    reload();
  };

  return (
    <PageFrame
      title={ot("sessionsTitle")}
      className="ws-oplog"
      toolbar={
        <>
          {loaded.loading && <Spinner size={16} />}
          <Button small icon="refresh" text={t("action.refresh")} onClick={reload} />
        </>
      }
    >
      <HTMLTable compact striped bordered className="ws-fill ws-oplog-table" aria-label="sessions">
        <thead>
          <tr>
            <th>{ot("user")}</th>
            <th>{t("field.account")}</th>
            <th>{ot("signedInAt")}</th>
            <th>{ot("lastSeen")}</th>
            <th>{ot("ip")}</th>
            <th>{ot("client")}</th>
            <th>{t("table.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {sessions?.map((session) => (
            <tr key={session.id}>
              <td>
                {session.userName}{" "}
                {session.current && (
                  <Tag minimal intent="primary">
                    {ot("current")}
                  </Tag>
                )}
              </td>
              <td>{session.userAccount}</td>
              <td>{formatDateTime(session.signedInAt)}</td>
              <td title={formatDateTime(session.lastSeen)}>{fromNow(session.lastSeen)}</td>
              <td>{session.ip}</td>
              <td className="ws-oplog-agent" title={session.userAgent}>
                {session.userAgent}
              </td>
              <td>
                <Button
                  small
                  minimal
                  intent="danger"
                  text={ot("end")}
                  aria-label={`${ot("end")} ${session.userAccount}`}
                  onClick={() => setEnding(session)}
                />
              </td>
            </tr>
          ))}
          {sessions?.length === 0 && (
            <tr>
              <td colSpan={7} className={`ws-oplog-empty ${Classes.TEXT_MUTED}`}>
                {t("table.empty")}
              </td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      <Alert
        isOpen={ending !== null}
        intent="danger"
        icon="log-out"
        confirmButtonText={t("confirm.ok")}
        cancelButtonText={t("confirm.cancel")}
        canOutsideClickCancel={false}
        canEscapeKeyCancel
        onConfirm={() => void confirmEnd()}
        onCancel={() => setEnding(null)}
      >
        <p>{ot("confirmEnd", { user: ending ? `${ending.userName}（${ending.userAccount}）` : "" })}</p>
      </Alert>
    </PageFrame>
  );
}
