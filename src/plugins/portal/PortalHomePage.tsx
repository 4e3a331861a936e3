import { Button, Card, H2, H5 } from "@blueprintjs/core";
import { useLocation } from "wouter";
import { AREAS } from "../../core/config";
import { t } from "../../core/messages";
import { useEnterableAreas } from "../../ui/kit/navigation";
import { useSession } from "../../ui/CoreContext";
import { FeedbackFloatSlot } from "../shared/FeedbackFloatSlot";

const AREA_BLURBS = {
  portal: "专家、应用与案例",
  home: "数据集、算法、训练、模型与服务",
  operation: "工单、计费与用量统计",
  backstage: "用户、组织、角色与系统管理",
} as const;

/** The portal home (no page header): a short welcome and the areas this user may enter. */
export default function PortalHomePage() {
  const { user } = useSession();
  const areas = useEnterableAreas().filter((area) => area !== "portal");
  const [, navigate] = useLocation();
  return (
    <div className="ws-portal-home">
      <H2>{t("login.title")}</H2>
      <p className="bp6-text-muted">
        {user ? `欢迎，${user.displayName || user.userName}` : "面向开发者与机构的 AI 能力共享平台"}
      </p>
      <div className="ws-grid">
        {areas.map((area) => (
          <Card key={area} compact interactive onClick={() => navigate(AREAS[area].home)}>
            <H5>{t(`area.${area}`)}</H5>
            <p className="bp6-text-muted">{AREA_BLURBS[area]}</p>
          </Card>
        ))}
        {!user && <Button intent="primary" text={t("login.submit")} onClick={() => navigate("/login")} />}
      </div>
      <FeedbackFloatSlot pageId="home" />
    </div>
  );
}
