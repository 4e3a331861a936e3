import { AnchorButton, H1, Tag } from "@blueprintjs/core";
import { t } from "../../core/messages";

/** The visitors' landing page (`/official`), where a signed-out visitor with an empty hash arrives. */
export default function OfficialPage() {
  return (
    <div className="ws-official">
      <Tag minimal intent="primary">
        AI × HPC
      </Tag>
      <H1>{t("login.title")}</H1>
      <p>数据集、算法、训练、模型与服务，一站式构建在超算中心之上。</p>
      <div className="ws-official-actions">
        <AnchorButton intent="primary" large href="#/login" text={t("login.submit")} />
        <AnchorButton minimal large href="#/portal/home" text={t("area.portal")} />
      </div>
    </div>
  );
}
