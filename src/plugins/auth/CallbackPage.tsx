import { useEffect } from "react";
import { NonIdealState, Spinner } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import { useLocation } from "wouter";
import { t, type MessageKey } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { currentQuery } from "../../ui/routing/hashLocation";

/** `/home/call_back?code=…`: exchanges the unified-authentication code for a token (spec §7). */
export default function CallbackPage() {
  const { auth } = useCore();
  const [, navigate] = useLocation();
  const status = useSelector(auth, (snapshot) => snapshot.value);
  const notice = useSelector(auth, (snapshot) => snapshot.context.notice);
  const code = currentQuery().get("code");

  useEffect(() => {
    if (code && auth.getSnapshot().matches("signedOut")) auth.send({ type: "EXCHANGE_CODE", code });
  }, [auth, code]);

  useEffect(() => {
    if (typeof status === "object" && "signedIn" in status) navigate("/portal/home?", { replace: true });
  }, [status, navigate]);

  if (!code || (status === "signedOut" && notice)) {
    // No account or password was typed here: a missing or refused code says so (spec §7); a disabled
    // account or one without a role keeps its own notice.
    const title = !code
      ? t("login.callbackNoCode")
      : notice === "login.failed"
        ? t("login.callbackRefused")
        : t(notice as MessageKey);
    return <NonIdealState icon="error" title={title} action={<a href="#/login">{t("login.submit")}</a>} />;
  }
  return <NonIdealState icon={<Spinner />} title={t("page.loading")} />;
}
