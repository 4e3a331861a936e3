import { assign, fromPromise, setup } from "xstate";

/**
 * Binding an HPC account (shell spec §4, §5): the form, the credential check, then either the save
 * or the code step (request the code, a resend countdown, check the code), then saved. Every failure
 * returns to the form with the server's info text; nothing typed is lost. Pure: the calls are actors
 * supplied with `provide`; time arrives on the code request's answer (`at`) and on TICK events.
 *
 * The resend countdown keeps its deadline (`resendAt`) in context and waits for it with one `after`
 * measured from `now` (design §3): a restored snapshot has no pending timer, so a TICK with the
 * current time re-arms it (or offers the resend at once when the deadline has passed). The seconds
 * shown are `resendSecondsLeft(context, now)`, computed by the screen, so no event per second.
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
  /** When a new code may be requested (the effect's clock, epoch ms); null before the first request. */
  resendAt: number | null;
  /** The latest time the machine was told (a code answer or a TICK): where the resend timer counts from. */
  now: number;
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

/** The code request's answer, stamped by the effect with the time it arrived. */
export type CodeRequestReply = CenterReply & { at: number };

export type HpcBindingEvent =
  | { type: "EDIT"; patch: Partial<HpcBindingForm> }
  | { type: "SUBMIT" }
  | { type: "RESEND" }
  /** The current time, e.g. after a restore: re-arms the resend timer from `resendAt`. */
  | { type: "TICK"; now: number };

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

/** Whole seconds until the resend is offered, at `now` (0 once the deadline has passed). */
export function resendSecondsLeft(context: Pick<HpcBindingContext, "resendAt">, now: number): number {
  return context.resendAt === null ? 0 : Math.max(0, Math.ceil((context.resendAt - now) / 1000));
}

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
    requestCode: fromPromise<CodeRequestReply, HpcBindingForm>(async () => {
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
    takeInfo: assign((_, params: { reply: CenterReply }) => ({ info: params.reply.info ?? "" })),
    takeError: assign((_, params: { error: unknown }) => ({ info: failureText(params.error) })),
    startCountdown: assign(({ context }, params: { at: number }) => ({
      now: params.at,
      resendAt: params.at + context.resendSeconds * 1000,
    })),
    takeNow: assign((_, params: { now: number }) => ({ now: params.now })),
    needCode: assign({ needsCode: true }),
    keepSaved: assign((_, params: { reply: CenterReply }) => ({ saved: params.reply.data })),
  },
  guards: {
    incomplete: ({ context }) => baseIncomplete(context.form),
    codeIncomplete: ({ context }) => {
      const code = context.form.verificationCode.trim();
      return baseIncomplete(context.form) || code === "" || code.length > context.codeMaxLength;
    },
    answeredOk: (_, params: { reply: CenterReply }) => params.reply.code === 200,
    asksForCode: (_, params: { reply: CenterReply<{ kind?: string }> }) =>
      params.reply.code === 200 && params.reply.data?.kind === "verification_code",
    resendDue: ({ context }, params: { now: number }) =>
      context.resendAt === null || params.now >= context.resendAt,
  },
  delays: {
    /** From the last known time to the deadline; a TICK re-enters the state and measures again. */
    resendRemaining: ({ context }) => Math.max(0, (context.resendAt ?? context.now) - context.now),
  },
}).createMachine({
  id: "hpcBinding",
  context: ({ input }) => ({
    form: { ...EMPTY_HPC_FORM, ...input.form },
    needsCode: false,
    info: null,
    notice: null,
    resendAt: null,
    now: 0,
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
          {
            guard: { type: "asksForCode", params: ({ event }) => ({ reply: event.output }) },
            target: "codeStep",
            actions: "needCode",
          },
          {
            guard: { type: "answeredOk", params: ({ event }) => ({ reply: event.output }) },
            target: "saving",
          },
          {
            target: "editing",
            actions: { type: "takeInfo", params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: {
          target: "editing",
          actions: { type: "takeError", params: ({ event }) => ({ error: event.error }) },
        },
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
                  {
                    guard: { type: "answeredOk", params: ({ event }) => ({ reply: event.output }) },
                    target: "countingDown",
                    actions: { type: "startCountdown", params: ({ event }) => ({ at: event.output.at }) },
                  },
                  {
                    target: "canResend",
                    actions: { type: "takeInfo", params: ({ event }) => ({ reply: event.output }) },
                  },
                ],
                onError: {
                  target: "canResend",
                  actions: { type: "takeError", params: ({ event }) => ({ error: event.error }) },
                },
              },
            },
            countingDown: {
              after: { resendRemaining: "canResend" },
              on: {
                TICK: [
                  {
                    guard: { type: "resendDue", params: ({ event }) => ({ now: event.now }) },
                    target: "canResend",
                    actions: { type: "takeNow", params: ({ event }) => ({ now: event.now }) },
                  },
                  {
                    target: "countingDown",
                    reenter: true,
                    actions: { type: "takeNow", params: ({ event }) => ({ now: event.now }) },
                  },
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
                  {
                    guard: { type: "answeredOk", params: ({ event }) => ({ reply: event.output }) },
                    target: "#hpcBinding.saving",
                  },
                  {
                    target: "enteringCode",
                    actions: { type: "takeInfo", params: ({ event }) => ({ reply: event.output }) },
                  },
                ],
                onError: {
                  target: "enteringCode",
                  actions: { type: "takeError", params: ({ event }) => ({ error: event.error }) },
                },
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
          {
            guard: { type: "answeredOk", params: ({ event }) => ({ reply: event.output }) },
            target: "saved",
            actions: { type: "keepSaved", params: ({ event }) => ({ reply: event.output }) },
          },
          {
            target: "editing",
            actions: { type: "takeInfo", params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: {
          target: "editing",
          actions: { type: "takeError", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: { type: "final" },
  },
});
