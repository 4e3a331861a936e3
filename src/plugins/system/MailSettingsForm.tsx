import { useState, type FormEvent } from "react";
import { Button, Callout, Checkbox } from "@blueprintjs/core";
import { t } from "../../core/messages";
import { useCore } from "../../ui/CoreContext";
import { formatDateTime } from "../../ui/kit/dates";
import { failureText, validate, type Rule } from "../../ui/kit/list";
import { saveMailSettings } from "./api";
import { MAIL_RULES } from "./mailRules";
import { systemText } from "./messages";
import { TextField } from "./TextField";
import type { MailSettingsView } from "./types";

type FieldName = "host" | "port" | "sender" | "username" | "password";
type Values = Record<FieldName, string> & { tls: boolean };

const valuesOf = (settings: MailSettingsView): Values => ({
  host: settings.host,
  port: String(settings.port),
  sender: settings.sender,
  username: settings.username,
  password: "",
  tls: settings.tls,
});

export interface MailSettingsFormProps {
  settings: MailSettingsView;
  onSaved: (settings: MailSettingsView) => void;
}

/** The password is asked for again: one is saved and the server, port or user it was for changed. */
const asksPassword = (settings: MailSettingsView, values: Values) =>
  settings.hasPassword &&
  values.username.trim() !== "" &&
  (values.host.trim() !== settings.host ||
    values.port.trim() !== String(settings.port) ||
    values.username.trim() !== settings.username);

const passwordAgainRule: Rule = {
  trigger: "blur",
  check: (value) => (String(value ?? "") ? null : systemText("passwordAgain")),
};

/**
 * The mail server settings: 服务器地址, 端口, 发件人邮箱, TLS, 用户名 and 密码 (empty keeps the saved one,
 * unless the server, port or user changed: then it is required again, as the server demands), each
 * checked on blur; 保存 checks all, sends, and shows the server's reason when it refuses.
 */
export function MailSettingsForm({ settings, onSaved }: MailSettingsFormProps) {
  const { http } = useCore();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string | null>>>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const passwordAgain = asksPassword(settings, values);
  const fieldRules = (name: FieldName) =>
    name === "password" && passwordAgain ? [...MAIL_RULES.password, passwordAgainRule] : MAIL_RULES[name];

  const field = (name: FieldName, label: string, extra: { type?: "password"; placeholder?: string } = {}) => (
    <TextField
      id={`ws-mail-${name}`}
      label={label}
      value={values[name]}
      rules={fieldRules(name)}
      error={errors[name]}
      onChange={(value) => setValues((prev) => ({ ...prev, [name]: value }))}
      onCheck={(message) => setErrors((prev) => ({ ...prev, [name]: message }))}
      {...extra}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const names: FieldName[] = ["host", "port", "sender", "username", "password"];
    const found = Object.fromEntries(names.map((name) => [name, validate(values[name], fieldRules(name))]));
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setOutcome(null);
    try {
      const saved = await saveMailSettings(http, {
        host: values.host.trim(),
        port: Number(values.port),
        sender: values.sender.trim(),
        tls: values.tls,
        username: values.username.trim(),
        ...(values.password ? { password: values.password } : {}),
      });
      setValues((prev) => ({ ...prev, password: "" }));
      setOutcome({ ok: true, text: systemText("saved") });
      onSaved(saved);
    } catch (error) {
      const reason = failureText(error);
      if (reason) setOutcome({ ok: false, text: reason });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="ws-sys-form"
      aria-label={systemText("settings")}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Callout compact icon="info-sign" className="ws-sys-hint">
        {systemText("sink", { address: `${settings.sink.host}:${settings.sink.port}` })}
        {settings.isDefault && <div>{systemText("usingSink")}</div>}
        {settings.updatedBy && settings.updatedAt && (
          <div>
            {systemText("lastSaved", { by: settings.updatedBy, time: formatDateTime(settings.updatedAt) })}
          </div>
        )}
      </Callout>
      {field("host", systemText("host"), { placeholder: "smtp.example.com" })}
      {field("port", systemText("port"), { placeholder: "25" })}
      {field("sender", systemText("sender"), { placeholder: "noreply@example.com" })}
      <Checkbox
        label={systemText("tls")}
        checked={values.tls}
        onChange={(event) => {
          const tls = event.currentTarget.checked;
          setValues((prev) => ({ ...prev, tls }));
        }}
      />
      {field("username", systemText("username"))}
      {field("password", t("field.password"), {
        type: "password",
        placeholder: passwordAgain
          ? systemText("passwordAgain")
          : settings.hasPassword
            ? systemText("passwordKept")
            : undefined,
      })}
      {outcome && (
        <Callout intent={outcome.ok ? "success" : "danger"} compact role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </Callout>
      )}
      <Button type="submit" intent="primary" text={t("action.save")} loading={saving} disabled={saving} />
    </form>
  );
}
