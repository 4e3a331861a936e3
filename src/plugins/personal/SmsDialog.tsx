import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import { fromPromise, type Actor } from "xstate";
import { LIMITS } from "../../core/config";
import { t } from "../../core/messages";
import { smsCodeMachine, smsSecondsLeft, type SmsPurpose } from "../../machines/smsCode.machine";
import { useCore } from "../../ui/CoreContext";
import { failureText } from "../../ui/kit/list";
import { useClock } from "./useClock";
import { personalApi } from "./api";
import { personalText } from "./messages";
import { SMS_CODE_MACHINE_ID, smsDone, smsLastSend } from "./smsDialogState";

type SmsActor = Actor<typeof smsCodeMachine>;

/** A failed call as the machine's data: the server's text, or 发送失败 when nothing says why. */
const refusal = (error: unknown, fallback: string) => ({
  ok: false as const,
  info: failureText(error) ?? fallback,
});

export interface SmsDialogProps {
  type: SmsPurpose;
  onClose: () => void;
}

/** 设置手机号 / 设置密码 with an SMS code, driven by the registered smsCode machine. */
export default function SmsDialog({ type, onClose }: SmsDialogProps) {
  const core = useCore();
  const [actor] = useState<SmsActor>(() => {
    const api = personalApi(core.http);
    return core.machines.start<typeof smsCodeMachine>(SMS_CODE_MACHINE_ID, {
      input: { type, resendSeconds: LIMITS.resendCountdownS, codeLength: LIMITS.verificationCodeLength },
      implement: (machine) =>
        machine.provide({
          actors: {
            // The answer's time sets the resend deadline (the machine itself never reads a clock).
            sendCode: fromPromise(({ input }) =>
              api.sendCode(input.type, input.phone).then(
                () => ({ ok: true as const, at: Date.now() }),
                (error: unknown) => refusal(error, personalText("sendFailed")),
              ),
            ),
            validateCode: fromPromise(({ input }) =>
              api
                .validateCode({
                  type: input.type,
                  code: input.verificationCode.trim(),
                  ...(input.type === 2 ? { phone: input.phone.trim() } : { password: input.password }),
                })
                .then(
                  () => ({ ok: true as const }),
                  (error: unknown) => refusal(error, personalText("loadFailed")),
                ),
            ),
          },
        }),
    });
  });
  useEffect(() => {
    actor.start();
    // An earlier send's countdown still running: the same deadline, not a fresh form.
    const last = smsLastSend.get(type);
    if (last) actor.send({ type: "RESUME", ...last, now: Date.now() });
    const remember = actor.subscribe((snapshot) => {
      const { resendAt, sentTo } = snapshot.context;
      if (snapshot.status === "done") smsLastSend.delete(type);
      else if (resendAt !== null && sentTo !== null) smsLastSend.set(type, { resendAt, sentTo });
    });
    return () => {
      remember.unsubscribe();
      actor.stop();
    };
  }, [actor, type]);
  return <SmsForm actor={actor} onClose={onClose} />;
}

function SmsForm({ actor, onClose }: { actor: SmsActor; onClose: () => void }) {
  const core = useCore();
  const snapshot = useSelector(actor, (s) => s);
  const { type, form, info, notice, sentTo } = snapshot.context;
  const edit = (patch: Partial<typeof form>) => actor.send({ type: "EDIT", patch });

  const done = snapshot.status === "done";
  const finish = useCallback(() => {
    core.bus.emit("personal", "ui.tip", {
      intent: "success",
      message: personalText(type === 2 ? "phoneSet" : "passwordSet"),
    });
    smsDone.next(type);
    onClose();
  }, [core.bus, onClose, type]);
  useEffect(() => {
    if (done) finish();
  }, [done, finish]);

  const sending = snapshot.matches("sending");
  const inCodeStep = snapshot.matches("sent");
  const counting = snapshot.matches({ sent: { resend: "countingDown" } });
  const validating = snapshot.matches({ sent: { entry: "validating" } });
  const now = useClock(counting);
  // At least 1 while the machine still counts: its timer, not this clock, offers the resend.
  const countdown = Math.max(1, smsSecondsLeft(snapshot.context, now));
  const sendText = counting
    ? personalText("resendIn", { s: countdown })
    : sentTo !== null
      ? personalText("resend")
      : personalText("sendCode");
  const problem = info ?? (notice ? personalText(notice) : null);
  const sentNote =
    inCodeStep && !info
      ? sentTo
        ? personalText("codeSentTo", { phone: sentTo })
        : personalText("codeSentOnFile")
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "SUBMIT" });
  };

  return (
    <Dialog
      isOpen
      title={personalText(type === 2 ? "setPhone" : "setPassword")}
      onClose={onClose}
      canOutsideClickClose={false}
    >
      <form onSubmit={submit} noValidate aria-label={personalText(type === 2 ? "setPhone" : "setPassword")}>
        <DialogBody>
          {type === 2 ? (
            <FormGroup label={personalText("newPhone")} labelFor="ws-sms-phone">
              <InputGroup
                id="ws-sms-phone"
                value={form.phone}
                maxLength={11}
                inputMode="numeric"
                onValueChange={(phone) => edit({ phone })}
              />
            </FormGroup>
          ) : (
            <FormGroup
              label={personalText("newPassword")}
              labelFor="ws-sms-password"
              helperText={personalText("passwordHint")}
            >
              <InputGroup
                id="ws-sms-password"
                type="password"
                value={form.password}
                autoComplete="new-password"
                onValueChange={(password) => edit({ password })}
              />
            </FormGroup>
          )}
          <FormGroup label={personalText("code")} labelFor="ws-sms-code">
            <div className="ws-personal-row">
              <InputGroup
                id="ws-sms-code"
                value={form.verificationCode}
                maxLength={LIMITS.verificationCodeLength}
                autoComplete="one-time-code"
                onValueChange={(verificationCode) => edit({ verificationCode })}
              />
              <Button
                text={sendText}
                disabled={counting}
                loading={sending}
                onClick={() => actor.send({ type: "SEND" })}
              />
            </div>
          </FormGroup>
          {sentNote && (
            <Callout intent="success" compact role="status">
              {personalText("sent")}：{sentNote}
            </Callout>
          )}
          {problem && (
            <Callout intent="danger" compact role="alert">
              {problem}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={t("confirm.cancel")} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                text={t("action.ok")}
                loading={validating}
                disabled={!inCodeStep}
              />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
