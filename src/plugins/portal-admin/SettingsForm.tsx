import { FormGroup, InputGroup, Radio, RadioGroup, Switch, TextArea } from "@blueprintjs/core";
import type { PortalSettings } from "../shared/portalContent";
import { portalAdminText } from "./messages";
import { PictureList } from "./PictureList";

export interface SettingsFormProps {
  settings: PortalSettings;
  onChange: (next: PortalSettings) => void;
  upload: ((file: File) => Promise<string | null>) | null;
}

function ColourField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormGroup label={label} inline>
      <input
        type="color"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <span className="bp6-text-muted"> {value}</span>
    </FormGroup>
  );
}

/**
 * The portal settings' fields (spec §3): navigation pictures and content, colour or gradient, shadow.
 * The name is shown, not edited: it is 系统配置's 平台名称, one name everywhere (back-office spec §系统配置).
 */
export function SettingsForm({ settings, onChange, upload }: SettingsFormProps) {
  const set = <K extends keyof PortalSettings>(key: K, value: PortalSettings[K]) =>
    onChange({ ...settings, [key]: value });
  return (
    <div>
      <FormGroup
        label={portalAdminText("portalName")}
        labelFor="portal-name"
        helperText={portalAdminText("portalNameHelp")}
      >
        <InputGroup id="portal-name" value={settings.portalName} readOnly />
      </FormGroup>
      <FormGroup label={portalAdminText("navigationContent")} labelFor="portal-navigation-content">
        <TextArea
          id="portal-navigation-content"
          fill
          rows={3}
          value={settings.navigationContent}
          onChange={(event) => set("navigationContent", event.currentTarget.value)}
        />
      </FormGroup>
      <Switch
        label={portalAdminText("colourFlag")}
        checked={settings.navigationColourFlag === 1}
        onChange={(event) => set("navigationColourFlag", event.currentTarget.checked ? 1 : 0)}
      />
      {settings.navigationColourFlag === 1 && (
        <>
          <RadioGroup
            inline
            label={portalAdminText("colourType")}
            selectedValue={settings.navigationColourType}
            onChange={(event) => set("navigationColourType", event.currentTarget.value === "2" ? 2 : 1)}
          >
            <Radio label={portalAdminText("solid")} value={1} />
            <Radio label={portalAdminText("gradient")} value={2} />
          </RadioGroup>
          <div className="ws-portal-admin-colours">
            {settings.navigationColourType === 1 ? (
              <ColourField
                label={portalAdminText("colour")}
                value={settings.navigationColour}
                onChange={(value) => set("navigationColour", value)}
              />
            ) : (
              <>
                <ColourField
                  label={portalAdminText("firstColour")}
                  value={settings.firstGradientColour}
                  onChange={(value) => set("firstGradientColour", value)}
                />
                <ColourField
                  label={portalAdminText("secondColour")}
                  value={settings.secondGradientColour}
                  onChange={(value) => set("secondGradientColour", value)}
                />
              </>
            )}
          </div>
        </>
      )}
      <Switch
        label={portalAdminText("shadow")}
        checked={settings.navigationShadow === 1}
        onChange={(event) => set("navigationShadow", event.currentTarget.checked ? 1 : 0)}
      />
      <PictureList
        label={portalAdminText("navigationPic")}
        pictures={settings.navigationPic}
        onChange={(value) => set("navigationPic", value)}
        upload={upload}
      />
      <PictureList
        label={portalAdminText("navigationPicMobile")}
        pictures={settings.navigationPicMobile}
        onChange={(value) => set("navigationPicMobile", value)}
        upload={upload}
      />
    </div>
  );
}
