import { Button, NonIdealState } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { t } from "../../core/messages";

export function NotFoundPage() {
  const [path, navigate] = useLocation();
  return (
    <NonIdealState
      icon="search"
      title={t("page.notFound")}
      description={t("page.notFoundHint", { path })}
      action={<Button text={t("page.backHome")} onClick={() => navigate("/")} />}
    />
  );
}

export function NoAccessPage() {
  const [, navigate] = useLocation();
  return (
    <NonIdealState
      icon="lock"
      title={t("page.noAccess")}
      description={t("page.noAccessHint")}
      action={<Button text={t("page.backHome")} onClick={() => navigate("/")} />}
    />
  );
}

/** A page that needs a code, opened by an account that is not audited yet (spec §4). */
export function UnauditedPage() {
  const [, navigate] = useLocation();
  return (
    <NonIdealState
      icon="time"
      title={t("page.unaudited")}
      description={t("page.unauditedHint")}
      action={<Button text={t("page.backHome")} onClick={() => navigate("/")} />}
    />
  );
}

/** The page of a menu entry whose screen a later issue builds (spec §8); bare ones need a way back. */
export default function UnavailablePage() {
  const [, navigate] = useLocation();
  return (
    <NonIdealState
      icon="build"
      title={t("feature.unavailable")}
      action={<Button text={t("page.backHome")} onClick={() => navigate("/")} />}
    />
  );
}
