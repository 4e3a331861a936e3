import { assign, fromPromise, setup } from "xstate";

/**
 * Binding an HPC account (shell spec §4, §5): the form, the credential check, then either the save
 * or the code step (request the code, a resend countdown, check the code), then saved. Every failure
 * returns to the form with the server's info text; nothing typed is lost. Pure: the countdown runs
 * on `after` (the actor's clock), the calls are actors supplied with `provide`.
 */

export interface HpcBindingForm {
  accountType: number | null;
  account: string;
  /** Plain text in the form; the effect encodes it for the wire. */
  password: string;
  /** The key file's name without extension and its content. */
  privateId: string;
  privateKey: string;
  verificationCode: string;
}

/** A centre answer: body code 200 continues; any other code comes with an info text. */
export interface CenterReply<T = unknown> {
  code: number;
  info?: string;
  data?: T;
}

/** Why the form cannot go on, as a message of the plugin's catalogue. */
export type HpcBindingNotice = "incomplete" | null;

export interface HpcBindingContext {
  form: HpcBindingForm;
  /** The credential check asked for a verification code. */
  needsCode: boolean;
  /** The server's info text of the last failure. */
  info: string | null;
  notice: HpcBindingNotice;
  /** Seconds until the code may be requested again. */
  countdown: number;
  resendSeconds: number;
  codeMaxLength: number;
  saved: unknown;
}

export interface HpcBindingInput {
  form?: Partial<HpcBindingForm>;
  /** Resend countdown in seconds (spec §9: 60). */
  resendSeconds: number;
  /** Verification code length (spec §9: 6). */
  codeMaxLength: number;
}

export type HpcBindingEvent =
  { type: "EDIT"; patch: Partial<HpcBindingForm> } | { type: "SUBMIT" } | { type: "RESEND" };

export const EMPTY_HPC_FORM: HpcBindingForm = {
  accountType: 1,
  account: "",
  password: "",
  privateId: "",
  privateKey: "",
  verificationCode: "",
};

const failureText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error ?? "");

const baseIncomplete = (form: HpcBindingForm) =>
  !form.accountType || !form.account.trim() || !form.password || !form.privateId || !form.privateKey;

export const hpcBindingMachine = setup({
  types: {} as {
    context: HpcBindingContext;
    input: HpcBindingInput;
    events: HpcBindingEvent;
  },
  actors: {
    checkCredential: fromPromise<CenterReply<{ kind?: string }>, HpcBindingForm>(async () => {
      throw new Error("checkCredential not provided");
    }),
    requestCode: fromPromise<CenterReply, HpcBindingForm>(async () => {
      throw new Error("requestCode not provided");
    }),
    checkCode: fromPromise<CenterReply, HpcBindingForm>(async () => {
      throw new Error("checkCode not provided");
    }),
    saveAccount: fromPromise<CenterReply, HpcBindingForm>(async () => {
      throw new Error("saveAccount not provided");
    }),
  },
  actions: {
    edit: assign(({ context, event }) =>
      event.type === "EDIT" ? { form: { ...context.form, ...event.patch }, notice: null } : {},
    ),
    markIncomplete: assign({ notice: "incomplete" as HpcBindingNotice }),
    clearMessages: assign({ info: null, notice: null as HpcBindingNotice }),
    takeInfo: assign(({ event }) => {
      const output = (event as unknown as { output?: CenterReply }).output;
      return { info: output?.info ?? "" };
    }),
    takeError: assign(({ event }) => ({ info: failureText((event as unknown as { error: unknown }).error) })),
    startCountdown: assign(({ context }) => ({ countdown: context.resendSeconds })),
    tick: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    needCode: assign({ needsCode: true }),
    keepSaved: assign(({ event }) => ({ saved: (event as unknown as { output: CenterReply }).output.data })),
  },
  guards: {
    incomplete: ({ context }) => baseIncomplete(context.form),
    codeIncomplete: ({ context }) => {
      const code = context.form.verificationCode.trim();
      return baseIncomplete(context.form) || code === "" || code.length > context.codeMaxLength;
    },
    answeredOk: ({ event }) => (event as unknown as { output: CenterReply }).output.code === 200,
    asksForCode: ({ event }) => {
      const output = (event as unknown as { output: CenterReply<{ kind?: string }> }).output;
      return output.code === 200 && output.data?.kind === "verification_code";
    },
    countdownRunning: ({ context }) => context.countdown > 1,
  },
}).createMachine({
  id: "hpcBinding",
  context: ({ input }) => ({
    form: { ...EMPTY_HPC_FORM, ...input.form },
    needsCode: false,
    info: null,
    notice: null,
    countdown: 0,
    resendSeconds: input.resendSeconds,
    codeMaxLength: input.codeMaxLength,
    saved: null,
  }),
  initial: "editing",
  states: {
    editing: {
      on: {
        EDIT: { actions: "edit" },
        SUBMIT: [
          { guard: "incomplete", actions: "markIncomplete" },
          { target: "checkingCredential", actions: "clearMessages" },
        ],
      },
    },
    checkingCredential: {
      invoke: {
        id: "checkCredential",
        src: "checkCredential",
        input: ({ context }) => context.form,
        onDone: [
          { guard: "asksForCode", target: "codeStep", actions: "needCode" },
          { guard: "answeredOk", target: "saving" },
          { target: "editing", actions: "takeInfo" },
        ],
        onError: { target: "editing", actions: "takeError" },
      },
    },
    codeStep: {
      type: "parallel",
      on: { EDIT: { actions: "edit" } },
      states: {
        resend: {
          initial: "requestingCode",
          states: {
            requestingCode: {
              invoke: {
                id: "requestCode",
                src: "requestCode",
                input: ({ context }) => context.form,
                onDone: [
                  { guard: "answeredOk", target: "countingDown", actions: "startCountdown" },
                  { target: "canResend", actions: "takeInfo" },
                ],
                onError: { target: "canResend", actions: "takeError" },
              },
            },
            countingDown: {
              after: {
                1000: [
                  { guard: "countdownRunning", target: "countingDown", reenter: true, actions: "tick" },
                  { target: "canResend", actions: "tick" },
                ],
              },
            },
            canResend: {
              on: { RESEND: { target: "requestingCode", actions: "clearMessages" } },
            },
          },
        },
        entry: {
          initial: "enteringCode",
          states: {
            enteringCode: {
              on: {
                SUBMIT: [
                  { guard: "codeIncomplete", actions: "markIncomplete" },
                  { target: "checkingCode", actions: "clearMessages" },
                ],
              },
            },
            checkingCode: {
              invoke: {
                id: "checkCode",
                src: "checkCode",
                input: ({ context }) => context.form,
                onDone: [
                  { guard: "answeredOk", target: "#hpcBinding.saving" },
                  { target: "enteringCode", actions: "takeInfo" },
                ],
                onError: { target: "enteringCode", actions: "takeError" },
              },
            },
          },
        },
      },
    },
    saving: {
      invoke: {
        id: "saveAccount",
        src: "saveAccount",
        input: ({ context }) => context.form,
        onDone: [
          { guard: "answeredOk", target: "saved", actions: "keepSaved" },
          { target: "editing", actions: "takeInfo" },
        ],
        onError: { target: "editing", actions: "takeError" },
      },
    },
    saved: { type: "final" },
  },
});
