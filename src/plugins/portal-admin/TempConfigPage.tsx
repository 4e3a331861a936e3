import { useMemo, useState } from "react";
import { Button, Callout, H5, NonIdealState, Spinner } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { PageFrame } from "../../ui/kit/PageFrame";
import { failureText, listText } from "../../ui/kit/list";
import { useLoaded } from "../../ui/kit/useLoaded";
import type { PortalSettings } from "../shared/portalContent";
import { portalAdminApi } from "./api";
import { portalAdminText } from "./messages";
import { SettingsForm } from "./SettingsForm";
import { SettingsPreview } from "./SettingsPreview";
import { useDecorationUpload } from "./useDecorationUpload";
import "./portal-admin.css";

const nameProblem = (name: string) =>
  !name.trim()
    ? `${portalAdminText("portalName")}不能为空`
    : name.trim().length > 30
      ? `${portalAdminText("portalName")}${listText("maxLength", { n: 30 })}`
      : null;

/** 模板配置: the portal settings with a live preview of the portal's navigation bar and banner. */
export default function TempConfigPage() {
  const { http } = useCore();
  const api = useMemo(() => portalAdminApi(http), [http]);
  const loaded = useLoaded(() => api.settings(), "settings");
  const [draft, setDraft] = useState<PortalSettings | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const upload = useDecorationUpload();
  const settings = draft ?? loaded.data;

  const save = async () => {
    if (!settings) return;
    const error = nameProblem(settings.portalName);
    setNameError(error);
    if (error) return;
    setSaving(true);
    setProblem(null);
    try {
      const saved = await api.saveSettings({ ...settings, portalName: settings.portalName.trim() });
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
            <SettingsForm
              settings={settings}
              nameError={nameError}
              onChange={(next) => {
                setDraft(next);
                if (nameError) setNameError(nameProblem(next.portalName));
              }}
              onNameBlur={() => setNameError(nameProblem(settings.portalName))}
              upload={upload}
            />
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
