import { useState, type FormEvent } from "react";
import { Button, Callout } from "@blueprintjs/core";
import { useCore } from "../../ui/CoreContext";
import { failureText, validate } from "../../ui/kit/list";
import { sendTestMail } from "./api";
import { MAIL_RULES } from "./mailRules";
import { systemText } from "./messages";
import { TextField } from "./TextField";

/**
 * 发送测试邮件: a recipient (请输入邮箱 / 邮箱格式不正确) and 发送, which sends a real message through the
 * saved mail server; the answer says it went, or why it did not (which server, refused, timed out…).
 */
export function TestMailForm() {
  const { http } = useCore();
  const [to, setTo] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(to, MAIL_RULES.recipient);
    setError(problem);
    if (problem) return;
    setSending(true);
    setOutcome(null);
    try {
      const result = await sendTestMail(http, to.trim());
      setOutcome({ ok: true, text: systemText("sent", { to: result.to }) });
    } catch (failure) {
      const reason = failureText(failure);
      if (reason) setOutcome({ ok: false, text: reason });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="ws-sys-form"
      aria-label={systemText("testSend")}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField
        id="ws-mail-recipient"
        label={systemText("recipient")}
        value={to}
        rules={MAIL_RULES.recipient}
        error={error}
        onChange={setTo}
        onCheck={setError}
        placeholder="someone@example.com"
      />
      {outcome && (
        <Callout intent={outcome.ok ? "success" : "danger"} compact role={outcome.ok ? "status" : "alert"}>
          {outcome.text}
        </Callout>
      )}
      <Button
        type="submit"
        intent="primary"
        icon="send-message"
        text={sending ? systemText("sending") : systemText("send")}
        loading={sending}
        disabled={sending}
      />
    </form>
  );
}
