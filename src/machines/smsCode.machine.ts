import { assign, fromPromise, setup } from "xstate";

/**
 * Setting the phone number (type 2) or the password (type 3) with an SMS code (shell spec §5, §7, §9):
 * the form, sending the code (发送成功 or 发送失败 with the server's reason), a resend countdown of
 * 60 s, entering the code (at most 6 characters), validating it (which applies the change), done. Every failure
 * returns to where the user was with the reason; nothing typed is lost. Pure: the calls are actors
 * supplied with `provide`; time arrives on the send's answer (`at`) and on TICK events.
 *
 * Like the HPC binding, the countdown keeps its deadline (`resendAt`) in context and waits for it with
 * one `after` measured from `now`; a TICK after a restore re-arms it, and RESUME carries it into a
 * dialog opened again before it has passed (the code step, not a fresh form the server would refuse). The screen computes the seconds
 * left with `smsSecondsLeft(context, now)`.
 */

export type SmsPurpose = 2 | 3;

export interface SmsForm {
  /** The new number (type 2); the code of type 3 goes to the number on file. */
  phone: string;
  /** The code from the SMS (named so that exported traces mask it). */
  verificationCode: string;
  /** The new password (type 3). */
  password: string;
}

/** Why the form cannot go on, as a key of the plugin's catalogue. */
export type SmsNotice =
  "phoneEmpty" | "phoneInvalid" | "codeEmpty" | "codeLength" | "passwordEmpty" | "passwordLength" | null;

export interface SmsCodeContext {
  type: SmsPurpose;
  form: SmsForm;
  notice: SmsNotice;
  /** The server's text of the last failure (发送失败…, 验证码错误 …). */
  info: string | null;
  /** The number the last code went to ("" for type 3: the number on file). */
  sentTo: string | null;
  resendAt: number | null;
  now: number;
  resendSeconds: number;
  codeLength: number;
}

export interface SmsCodeInput {
  type: SmsPurpose;
  /** Shell spec §9: 60. */
  resendSeconds: number;
  /** Shell spec §9: 6. */
  codeLength: number;
}

/** What the send effect is given, and its answer stamped with the time it arrived. */
export interface SmsSendRequest {
  type: SmsPurpose;
  phone: string;
}
/**
 * Answers are data, not thrown errors, so that a recorded trace keeps the server's text: a refusal
 * is `{ ok: false, info }` (the effect turns a failed call into one).
 */
export type SmsSendReply = { ok: true; at: number } | { ok: false; info: string };
export type SmsValidateReply = { ok: true } | { ok: false; info: string };
export interface SmsValidateRequest extends SmsForm {
  type: SmsPurpose;
}

export type SmsCodeEvent =
  | { type: "EDIT"; patch: Partial<SmsForm> }
  | { type: "SEND" }
  | { type: "SUBMIT" }
  | { type: "TICK"; now: number }
  /**
   * The dialog opens again while an earlier send's countdown still runs: the code step comes back
   * with the same deadline (the server would refuse a new code until then) and the number it went to.
   */
  | { type: "RESUME"; resendAt: number; sentTo: string; now: number };

/** Shell spec §5: 1, then a digit 3-9, then nine digits. */
export const SMS_PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Whole seconds until a new code may be sent, at `now` (0 once the deadline has passed). */
export function smsSecondsLeft(context: Pick<SmsCodeContext, "resendAt">, now: number): number {
  return context.resendAt === null ? 0 : Math.max(0, Math.ceil((context.resendAt - now) / 1000));
}

const failureText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error ?? "");

function targetNotice(context: SmsCodeContext): SmsNotice {
  if (context.type !== 2) return null;
  const phone = context.form.phone.trim();
  if (!phone) return "phoneEmpty";
  return SMS_PHONE_PATTERN.test(phone) ? null : "phoneInvalid";
}

function submitNotice(context: SmsCodeContext): SmsNotice {
  const target = targetNotice(context);
  if (target) return target;
  if (context.type === 3) {
    const { password } = context.form;
    if (!password) return "passwordEmpty";
    if (password.length < 6 || password.length > 32) return "passwordLength";
  }
  const code = context.form.verificationCode.trim();
  if (!code) return "codeEmpty";
  // At most 6 characters (shell spec §5, like the HPC code); a masked trace's *** replays alike.
  return code.length > context.codeLength ? "codeLength" : null;
}

export const smsCodeMachine = setup({
  types: {} as { context: SmsCodeContext; input: SmsCodeInput; events: SmsCodeEvent },
  actors: {
    sendCode: fromPromise<SmsSendReply, SmsSendRequest>(async () => {
      throw new Error("sendCode not provided");
    }),
    validateCode: fromPromise<SmsValidateReply, SmsValidateRequest>(async () => {
      throw new Error("validateCode not provided");
    }),
  },
  actions: {
    edit: assign(({ context, event }) =>
      event.type === "EDIT" ? { form: { ...context.form, ...event.patch }, notice: null } : {},
    ),
    markTarget: assign(({ context }) => ({ notice: targetNotice(context) })),
    markSubmit: assign(({ context }) => ({ notice: submitNotice(context) })),
    clearMessages: assign({ info: null, notice: null as SmsNotice }),
    takeError: assign((_, params: { error: unknown }) => ({ info: failureText(params.error) })),
    takeInfo: assign((_, params: { reply: SmsSendReply | SmsValidateReply }) => ({
      info: params.reply.ok ? null : params.reply.info,
    })),
    startCountdown: assign(({ context }, params: { at: number }) => ({
      now: params.at,
      resendAt: params.at + context.resendSeconds * 1000,
      sentTo: context.type === 2 ? context.form.phone.trim() : "",
    })),
    takeNow: assign((_, params: { now: number }) => ({ now: params.now })),
    resume: assign(({ context, event }) =>
      event.type === "RESUME"
        ? {
            resendAt: event.resendAt,
            now: event.now,
            sentTo: event.sentTo,
            form: context.type === 2 ? { ...context.form, phone: event.sentTo } : context.form,
          }
        : {},
    ),
  },
  guards: {
    targetInvalid: ({ context }) => targetNotice(context) !== null,
    codeWasSent: ({ context }) => context.sentTo !== null,
    answeredOk: (_, params: { reply: SmsSendReply | SmsValidateReply }) => params.reply.ok,
    submitInvalid: ({ context }) => submitNotice(context) !== null,
    resendDue: ({ context }, params: { now: number }) =>
      context.resendAt === null || params.now >= context.resendAt,
    countdownAhead: ({ event }) => event.type === "RESUME" && event.now < event.resendAt,
  },
  delays: {
    resendRemaining: ({ context }) => Math.max(0, (context.resendAt ?? context.now) - context.now),
  },
}).createMachine({
  id: "smsCode",
  context: ({ input }) => ({
    type: input.type,
    form: { phone: "", verificationCode: "", password: "" },
    notice: null,
    info: null,
    sentTo: null,
    resendAt: null,
    now: 0,
    resendSeconds: input.resendSeconds,
    codeLength: input.codeLength,
  }),
  initial: "editing",
  on: { EDIT: { actions: "edit" } },
  states: {
    editing: {
      on: {
        SEND: [
          { guard: "targetInvalid", actions: "markTarget" },
          { target: "sending", actions: "clearMessages" },
        ],
        RESUME: { guard: "countdownAhead", target: "sent", actions: "resume" },
      },
    },
    sending: {
      invoke: {
        id: "sendCode",
        src: "sendCode",
        input: ({ context }) => ({ type: context.type, phone: context.form.phone.trim() }),
        onDone: [
          {
            guard: { type: "answeredOk", params: ({ event }) => ({ reply: event.output }) },
            target: "sent",
            actions: {
              type: "startCountdown",
              params: ({ event }) => ({ at: event.output.ok ? event.output.at : 0 }),
            },
          },
          // A refused resend keeps the code step: the code already sent may still be good.
          {
            guard: "codeWasSent",
            target: "sent.resend.canResend",
            actions: { type: "takeInfo", params: ({ event }) => ({ reply: event.output }) },
          },
          {
            target: "editing",
            actions: { type: "takeInfo", params: ({ event }) => ({ reply: event.output }) },
          },
        ],
        onError: [
          {
            guard: "codeWasSent",
            target: "sent.resend.canResend",
            actions: { type: "takeError", params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: "editing",
            actions: { type: "takeError", params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    sent: {
      type: "parallel",
      states: {
        resend: {
          initial: "countingDown",
          states: {
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
              on: {
                SEND: [
                  { guard: "targetInvalid", actions: "markTarget" },
                  { target: "#smsCode.sending", actions: "clearMessages" },
                ],
              },
            },
          },
        },
        entry: {
          initial: "enteringCode",
          states: {
            enteringCode: {
              on: {
                SUBMIT: [
                  { guard: "submitInvalid", actions: "markSubmit" },
                  { target: "validating", actions: "clearMessages" },
                ],
              },
            },
            validating: {
              invoke: {
                id: "validateCode",
                src: "validateCode",
                input: ({ context }) => ({ type: context.type, ...context.form }),
                onDone: [
                  {
                    guard: { type: "answeredOk", params: ({ event }) => ({ reply: event.output }) },
                    target: "#smsCode.done",
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
    done: { type: "final" },
  },
});
