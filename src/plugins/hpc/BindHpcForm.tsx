import { useEffect, useMemo, useState, type FormEvent } from "react";
import { Button, Callout, FileInput, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useSelector } from "@xstate/react";
import { fromPromise, type Actor } from "xstate";
import { LIMITS } from "../../core/config";
import { resendSecondsLeft, type hpcBindingMachine } from "../../machines/hpcBinding.machine";
import { useCore } from "../../ui/CoreContext";
import { listText } from "../../ui/kit/list/listMessages";
import { hpcApi, type HpcAccountRow } from "./api";
import { HPC_BINDING_MACHINE_ID } from "./machineIds";
import { hpcText } from "./messages";
import { useClock } from "./useClock";
import { t } from "../../core/messages";

type BindingActor = Actor<typeof hpcBindingMachine>;

export interface BindHpcFormProps {
  /** An account to fill in (editing a self-bound account). */
  account?: string;
  onSaved: (account: HpcAccountRow | undefined) => void;
}

/** The binding form, driven by the registered binding machine (inspectable while it runs). */
export function BindHpcForm({ account = "", onSaved }: BindHpcFormProps) {
  const core = useCore();
  // One actor per mount: the dialog remounts the form (a new key) to edit another account.
  const [actor] = useState<BindingActor>(() => {
    const api = hpcApi(core.http);
    return core.machines.start<typeof hpcBindingMachine>(HPC_BINDING_MACHINE_ID, {
      input: {
        form: { account },
        resendSeconds: LIMITS.resendCountdownS,
        codeMaxLength: LIMITS.verificationCodeLength,
      },
      implement: (machine) =>
        machine.provide({
          actors: {
            checkCredential: fromPromise(({ input }) => api.checkCredential(input)),
            // The answer's time sets the resend deadline (the machine itself never reads a clock).
            requestCode: fromPromise(async ({ input }) => ({
              ...(await api.requestCode(input)),
              at: Date.now(),
            })),
            checkCode: fromPromise(({ input }) => api.checkCode(input)),
            saveAccount: fromPromise(({ input }) => api.save(input)),
          },
        }),
    });
  });
  useEffect(() => {
    actor.start();
    return () => {
      actor.stop();
    };
  }, [actor]);
  return <BindingFormView actor={actor} onSaved={onSaved} />;
}

function BindingFormView({ actor, onSaved }: { actor: BindingActor; onSaved: BindHpcFormProps["onSaved"] }) {
  const core = useCore();
  const api = useMemo(() => hpcApi(core.http), [core.http]);
  const snapshot = useSelector(actor, (s) => s);
  const { form, info, notice, needsCode } = snapshot.context;
  const [uploading, setUploading] = useState(false);
  const edit = (patch: Partial<typeof form>) => actor.send({ type: "EDIT", patch });
  const tip = (intent: "success" | "danger", message: string) =>
    core.bus.emit("hpc", "ui.tip", { intent, message });

  const done = snapshot.status === "done";
  useEffect(() => {
    if (done) onSaved(snapshot.context.saved as HpcAccountRow | undefined);
  }, [done, onSaved, snapshot.context.saved]);

  const inCodeStep = snapshot.matches("codeStep");
  const busy =
    snapshot.matches("checkingCredential") ||
    snapshot.matches("saving") ||
    snapshot.matches({ codeStep: { entry: "checkingCode" } });
  const requesting = snapshot.matches({ codeStep: { resend: "requestingCode" } });
  const counting = snapshot.matches({ codeStep: { resend: "countingDown" } });
  const now = useClock(counting);
  // At least 1 while the machine still counts: its timer, not this clock, offers the resend.
  const countdown = Math.max(1, resendSecondsLeft(snapshot.context, now));

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const answer = await api.uploadKey(file);
      if (answer.code !== 200 || !answer.data) throw new Error(answer.info);
      edit({ privateId: answer.data.privateId, privateKey: answer.data.privateKey });
      tip("success", hpcText("uploadOk"));
    } catch {
      edit({ privateId: "", privateKey: "" });
      tip("danger", hpcText("uploadFailed"));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: "SUBMIT" });
  };
  const message = info || (notice === "incomplete" ? hpcText("incomplete") : null);

  return (
    <form className="ws-hpc-form" onSubmit={submit} aria-label={hpcText("bindNew")}>
      <FormGroup label={hpcText("accountType")} labelFor="hpc-account-type" inline>
        <HTMLSelect
          id="hpc-account-type"
          value={form.accountType ?? ""}
          onChange={(event) => edit({ accountType: event.target.value ? Number(event.target.value) : null })}
          options={[
            { value: "", label: "—" },
            { value: 1, label: hpcText("accountTypeHpc") },
          ]}
        />
      </FormGroup>
      <FormGroup label={t("field.account")} labelFor="hpc-account" inline>
        <InputGroup
          id="hpc-account"
          value={form.account}
          autoComplete="off"
          onValueChange={(value) => edit({ account: value })}
        />
      </FormGroup>
      <FormGroup label={t("field.password")} labelFor="hpc-password" inline>
        <InputGroup
          id="hpc-password"
          type="password"
          value={form.password}
          autoComplete="new-password"
          onValueChange={(value) => edit({ password: value })}
        />
      </FormGroup>
      <FormGroup label={hpcText("keyFile")} labelFor="hpc-key-file" inline>
        <FileInput
          text={form.privateId || hpcText("chooseKey")}
          hasSelection={Boolean(form.privateId)}
          buttonText={hpcText("keyFile")}
          disabled={uploading}
          inputProps={{ id: "hpc-key-file", "aria-label": hpcText("keyFile") }}
          onInputChange={(event) => {
            const input = event.currentTarget as HTMLInputElement;
            void upload(input.files?.[0]);
            input.value = "";
          }}
        />
      </FormGroup>
      {(inCodeStep || needsCode) && (
        <FormGroup
          label={hpcText("code")}
          labelFor="hpc-code"
          inline
          helperText={listText("maxLength", { n: LIMITS.verificationCodeLength })}
        >
          <div className="ws-hpc-code">
            <InputGroup
              id="hpc-code"
              value={form.verificationCode}
              maxLength={LIMITS.verificationCodeLength}
              autoComplete="one-time-code"
              onValueChange={(value) => edit({ verificationCode: value })}
            />
            <Button
              text={
                counting
                  ? hpcText("resendIn", { seconds: countdown })
                  : inCodeStep
                    ? hpcText("resend")
                    : hpcText("getCode")
              }
              disabled={!inCodeStep || counting}
              loading={requesting}
              onClick={() => actor.send({ type: "RESEND" })}
            />
          </div>
        </FormGroup>
      )}
      {message && (
        <Callout intent="danger" compact role="alert">
          {message}
        </Callout>
      )}
      <div className="ws-hpc-form-actions">
        <Button type="submit" intent="primary" text={t("action.save")} loading={busy} />
      </div>
    </form>
  );
}
