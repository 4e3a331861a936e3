import { useState } from "react";
import { Button, Callout, FileInput, FormGroup, InputGroup } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { failureText, listText } from "../../ui/kit/list";
import type { AccountProfile, PersonalApi } from "./api";
import { avatarProblem, readAvatar } from "./avatarRules";
import { personalText } from "./messages";
import { refreshUserInfo } from "./userInfo";

export interface ProfileTabProps {
  api: PersonalApi;
  profile: AccountProfile;
  onChanged: (profile: AccountProfile) => void;
}

/** The display name's length limit (the server's, ai-domain user fields). */
const NAME_MAX = 50;

/** Display name and avatar (one png / jpg / jpeg of at most 500 kb, checked before it is sent). */
export function ProfileTab({ api, profile, onChanged }: ProfileTabProps) {
  const { http, session } = useCore();
  const [name, setName] = useState(profile.displayName);
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [avatarNote, setAvatarNote] = useState<{ intent: "danger" | "success"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const changed = async (next: AccountProfile) => {
    onChanged(next);
    // The header's name and avatar follow: the stored user info is fetched again (forced).
    await refreshUserInfo(http, session).catch(() => null);
  };

  const chooseAvatar = async (list: File[]) => {
    const problem = avatarProblem(list);
    if (problem) return setAvatarNote({ intent: "danger", text: problem });
    if (!list[0]) return;
    try {
      await changed(await api.saveAvatar(await readAvatar(list[0])));
      setAvatarNote({ intent: "success", text: personalText("avatarSaved") });
    } catch (error) {
      setAvatarNote({ intent: "danger", text: failureText(error) ?? personalText("loadFailed") });
    }
  };

  /** The name's broken rule, said as the user types (the back office's words), or null. */
  const problemOf = (value: string) =>
    !value.trim()
      ? personalText("displayNameEmpty")
      : value.trim().length > NAME_MAX
        ? listText("maxLength", { n: NAME_MAX })
        : null;

  const saveName = async () => {
    const problem = problemOf(name);
    if (problem) return setNameProblem(problem);
    setSaving(true);
    try {
      await changed(await api.saveDisplayName(name));
      setNameProblem(null);
    } catch (error) {
      setNameProblem(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="ws-personal-form">
      <FormGroup label={personalText("avatar")} helperText={personalText("avatarHint")}>
        <div className="ws-personal-head">
          {profile.attributeContent ? (
            <img className="ws-personal-avatar" src={profile.attributeContent} alt={personalText("avatar")} />
          ) : (
            <div className="ws-personal-avatar" role="img" aria-label={personalText("avatar")} />
          )}
          <FileInput
            text={personalText("chooseAvatar")}
            inputProps={{
              accept: ".png,.jpg,.jpeg",
              multiple: true,
              "aria-label": personalText("chooseAvatar"),
            }}
            onInputChange={(event) => {
              const input = event.currentTarget;
              const files = input.files ? [...input.files] : [];
              // Cleared, so that choosing the same file again is a change too (after a refusal, say).
              input.value = "";
              void chooseAvatar(files);
            }}
          />
        </div>
      </FormGroup>
      {avatarNote && (
        <Callout
          intent={avatarNote.intent}
          compact
          role={avatarNote.intent === "danger" ? "alert" : "status"}
        >
          {avatarNote.text}
        </Callout>
      )}
      <FormGroup label={t("field.account")}>
        <InputGroup value={profile.userName} readOnly aria-label={t("field.account")} />
      </FormGroup>
      <FormGroup
        label={personalText("displayName")}
        labelFor="ws-personal-name"
        intent={nameProblem ? "danger" : "none"}
        helperText={nameProblem}
      >
        <InputGroup
          id="ws-personal-name"
          value={name}
          intent={nameProblem ? "danger" : "none"}
          aria-invalid={nameProblem !== null}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setName(value);
            // Too long is said at once (the field no longer cuts the input silently).
            if (value.trim().length > NAME_MAX || nameProblem) setNameProblem(problemOf(value));
          }}
          onBlur={() => setNameProblem(problemOf(name))}
        />
      </FormGroup>
      <Button intent="primary" text={t("action.save")} loading={saving} onClick={() => void saveName()} />
    </div>
  );
}
