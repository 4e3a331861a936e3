import { useState } from "react";
import { Button, FormGroup, InputGroup, TextArea } from "@blueprintjs/core";
import type { PersonalApi, UserHomepage } from "./api";
import { personalText } from "./messages";

/** Organisation and introduction of the user's own homepage (at most 50 and 500 characters). */
export function AboutEditor({
  api,
  page,
  onSaved,
}: {
  api: PersonalApi;
  page: UserHomepage;
  onSaved: () => void;
}) {
  const [organisation, setOrganisation] = useState(page.organisation);
  const [introduction, setIntroduction] = useState(page.introduction);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      await api.saveAbout(organisation, introduction);
      onSaved();
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="ws-personal-form">
      <FormGroup label={personalText("organisation")} labelFor="ws-about-org">
        <InputGroup id="ws-about-org" value={organisation} maxLength={50} onValueChange={setOrganisation} />
      </FormGroup>
      <FormGroup
        label={personalText("introduction")}
        labelFor="ws-about-intro"
        helperText={`${introduction.length}/500`}
      >
        <TextArea
          id="ws-about-intro"
          fill
          autoResize
          rows={3}
          maxLength={500}
          value={introduction}
          onChange={(event) => setIntroduction(event.currentTarget.value)}
        />
      </FormGroup>
      <Button
        intent="primary"
        text={personalText("saveAbout")}
        loading={saving}
        onClick={() => void save().catch(() => undefined)}
      />
    </div>
  );
}
