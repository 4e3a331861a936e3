import { Button, Card, H5 } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { AREAS } from "../../core/config";
import { t } from "../../core/messages";
import { useSession } from "../../ui/CoreContext";
import { useEnterableAreas } from "../../ui/kit/navigation";
import { portalText } from "./messages";

const BLURBS = {
  portal: "areaPortal",
  home: "areaHome",
  operation: "areaOperation",
  backstage: "areaBackstage",
} as const;

/** The welcome line and, for a signed-in user, the areas they may enter (the visitor gets 登录). */
export function WelcomeAreas() {
  const { user } = useSession();
  const areas = useEnterableAreas().filter((area) => area !== "portal");
  const [, navigate] = useLocation();
  return (
    <section className="ws-portal-welcome">
      <p className="ws-portal-welcome-line">
        {user
          ? portalText("welcome", { name: user.displayName || user.userName })
          : portalText("visitorTagline")}
      </p>
      <div className="ws-grid">
        {areas.map((area) => (
          <Card key={area} compact interactive onClick={() => navigate(AREAS[area].home)}>
            <H5>{t(`area.${area}`)}</H5>
            <p className="bp6-text-muted">{portalText(BLURBS[area])}</p>
          </Card>
        ))}
        {!user && <Button intent="primary" text={t("login.submit")} onClick={() => navigate("/login")} />}
      </div>
    </section>
  );
}
