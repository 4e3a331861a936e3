import { fromPromise } from "xstate";
import { MachineRegistry } from "../../src/core/machines";
import { sessionMachine } from "../../src/machines/session.machine";

/**
 * A sign-in recorded by the core's registry, as the inspector records it: the session machine with
 * answering effects (token issued at 1000, user loaded at 1100), signed in as admin. The caller stops
 * the actor.
 */
export async function recordSignIn(now = () => 0) {
  const registry = new MachineRegistry(now);
  registry.register("session", sessionMachine, "core");
  const actor = registry.start<typeof sessionMachine>("session", {
    input: { now: 1000, lifetimeMs: 288e5 },
    implement: (machine) =>
      machine.provide({
        actors: {
          requestToken: fromPromise(async () => ({ token: "tok", issuedAt: 1000 })),
          loadUser: fromPromise(async () => ({
            user: { id: "u", userName: "admin", resource: ["home"] },
            at: 1100,
          })),
        },
      }),
  });
  actor.start();
  actor.send({ type: "SUBMIT", account: "admin", password: "Admin@123" });
  await new Promise<void>((resolve) =>
    actor.subscribe((snapshot) => snapshot.matches("signedIn") && resolve()),
  );
  return { registry, actor, liveId: registry.liveActors()[0].liveId };
}
