import { Card, H5, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { loadFailureText } from "../../ui/kit/list/failureText";
import { PageFrame } from "../../ui/kit/PageFrame";
import { useLoaded } from "../../ui/kit/useLoaded";
import { mailSettings } from "./api";
import { MailSettingsForm } from "./MailSettingsForm";
import { systemText } from "./messages";
import { TestMailForm } from "./TestMailForm";
import "./system.css";

/**
 * 邮件管理 (email-config, test-send-email): the mail server the platform sends through, and a test
 * message sent for real over SMTP. Until settings are saved, the server's own development sink is used,
 * which delivers into the development outbox.
 */
export default function EmailManagementPage() {
  const { http } = useCore();
  const settings = useLoaded(() => mailSettings(http), "mail-settings");
  const body = (() => {
    if (!settings.data && settings.failed)
      return <NonIdealState icon="error" title={loadFailureText(settings.error)} />;
    if (!settings.data) return <Spinner size={24} aria-label={t("page.loading")} />;
    return (
      <div className="ws-sys-columns">
        <Card compact>
          <H5>{systemText("settings")}</H5>
          <MailSettingsForm
            key={settings.dataKey ?? ""}
            settings={settings.data}
            onSaved={(saved) => settings.set(() => saved)}
          />
        </Card>
        <Card compact>
          <H5>{systemText("testSend")}</H5>
          <TestMailForm />
        </Card>
      </div>
    );
  })();
  return <PageFrame title={systemText("emailTitle")}>{body}</PageFrame>;
}
