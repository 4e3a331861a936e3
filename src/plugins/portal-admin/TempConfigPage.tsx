import { useMemo, useState } from "react";
import { Button, Callout, H5, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { failureText } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { PortalSettings } from "../shared/portalContent";
import { portalAdminApi } from "./api";
import { portalAdminText } from "./messages";
import { SettingsForm } from "./SettingsForm";
import { SettingsPreview } from "./SettingsPreview";
import { useDecorationUpload } from "./useDecorationUpload";
import "./portal-admin.css";

/** 模板配置: the portal settings with a live preview of the portal's navigation bar and banner. */
export default function TempConfigPage() {
  const { http } = useCore();
  const api = useMemo(() => portalAdminApi(http), [http]);
  const loaded = useLoaded(() => api.settings(), "settings");
  const [draft, setDraft] = useState<PortalSettings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useDecorationUpload();
  const settings = draft ?? loaded.data;

  const save = async () => {
    if (!settings) return;
    setSaving(true);
    setProblem(null);
    try {
      // The name is 系统配置's (one name everywhere): only the look is sent.
      const { portalName, ...look } = settings;
      void portalName;
      const saved = await api.saveSettings(look);
      loaded.set(() => saved);
      setDraft(null);
    } catch (failure) {
      setProblem(failureText(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame
      title={portalAdminText("config")}
      toolbar={
        <Button
          size="small"
          intent="primary"
          icon="floppy-disk"
          text={t("action.save")}
          loading={saving}
          disabled={!settings}
          onClick={() => void save()}
        />
      }
    >
      {!settings ? (
        loaded.failed ? (
          <NonIdealState
            icon="error"
            title={portalAdminText("config")}
            action={<Button text={t("page.retry")} onClick={loaded.reload} />}
          />
        ) : (
          <Spinner />
        )
      ) : (
        <div className="ws-portal-admin-config">
          <div>
            {problem && (
              <Callout intent="danger" compact>
                {problem}
              </Callout>
            )}
            <SettingsForm settings={settings} onChange={setDraft} upload={upload} />
          </div>
          <div>
            <H5>{portalAdminText("preview")}</H5>
            <SettingsPreview settings={settings} />
            <SettingsPreview settings={settings} mobile />
          </div>
        </div>
      )}
    </PageFrame>
  );
}
