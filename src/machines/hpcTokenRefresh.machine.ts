import { assign, fromPromise, setup } from "xstate";

/**
 * The HPC token refresh (shell spec §9: every 300 000 ms) while signed in with an HPC account bound.
 * Pure: the interval is input, the timer is `after` on the actor's clock, the call is an actor.
 */

export interface HpcTokenRefreshContext {
  intervalMs: number;
  /** How many refreshes answered, and how many failed (a failure waits for the next turn). */
  refreshed: number;
  failures: number;
  /** The account of the last refreshed token. */
  account: string | null;
}

export type HpcTokenRefreshEvent = { type: "BOUND" } | { type: "UNBOUND" };

export interface HpcTokenAnswer {
  account: string;
  token: string;
}

export const hpcTokenRefreshMachine = setup({
  types: {} as {
    context: HpcTokenRefreshContext;
    input: { intervalMs: number };
    events: HpcTokenRefreshEvent;
  },
  actors: {
    refreshToken: fromPromise<HpcTokenAnswer>(async () => {
      throw new Error("refreshToken not provided");
    }),
  },
  delays: {
    interval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: "hpcTokenRefresh",
  context: ({ input }) => ({ intervalMs: input.intervalMs, refreshed: 0, failures: 0, account: null }),
  initial: "unbound",
  states: {
    unbound: {
      on: { BOUND: "waiting" },
    },
    waiting: {
      after: { interval: "refreshing" },
      on: { UNBOUND: "unbound" },
    },
    refreshing: {
      invoke: {
        id: "refreshToken",
        src: "refreshToken",
        onDone: {
          target: "waiting",
          actions: assign(({ context, event }) => ({
            refreshed: context.refreshed + 1,
            account: event.output.account,
          })),
        },
        onError: {
          target: "waiting",
          actions: assign(({ context }) => ({ failures: context.failures + 1 })),
        },
      },
      on: { UNBOUND: "unbound" },
    },
  },
});
