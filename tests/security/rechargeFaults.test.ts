// @vitest-environment node
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { BILLING_API } from "../../src/contracts/billing";

import { seededTempDir } from "../server/helpers";
import { processToken, serverProcesses } from "../support/serverProcess";
import { REAL_PROCESS_TEST_MS } from "../support/budgets";

/**
 * The server as a process (as in faults.test.ts), killed with SIGKILL while operations send a stream of
 * recharges, then started again on the same data folder and every recharge retried with its key.
 */
const { start: startProcess, kill } = serverProcesses();

const signIn = async (base: string) => ({
  authorization: `Bearer ${await processToken(base, "ops", "Ops@123")}`,
});

const RECHARGES = 120;
const IN_FLIGHT = 6;
const KILL_AFTER = 40;
const keyOf = (n: number) => `fault-recharge-${String(n).padStart(4, "0")}`;
/** Each recharge its own amount, so a double credit shows in the sum. */
const amountOf = (n: number) => n + 1;

describe("a server killed during a stream of recharges", () => {
  it(
    "stores every acknowledged recharge once, and a retry with its key credits nothing twice",
    async () => {
      const dataDir = await seededTempDir("recharge-fault-");
      let { child, base } = await startProcess(dataDir);
      let auth = await signIn(base);
      const accounts = (await (
        await fetch(`${base}${BILLING_API.accountOptions}`, { headers: auth })
      ).json()) as {
        data: { id: number; account: string }[];
      };
      const devId = accounts.data.find((one) => one.account === "dev")!.id;
      const send = (n: number) =>
        fetch(`${base}${BILLING_API.recharge}`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json", "idempotency-key": keyOf(n) },
          body: JSON.stringify({ userId: devId, amountCents: amountOf(n), remark: `第${n}笔` }),
        });

      const acknowledged = new Map<number, number>();
      let next = 0;
      let killing: Promise<void> | undefined;
      const worker = async () => {
        while (next < RECHARGES && !killing) {
          const n = next++;
          try {
            const answer = await send(n);
            if (answer.status === 200)
              acknowledged.set(n, ((await answer.json()) as { data: { id: number } }).data.id);
          } catch {
            // The connection died with the server: this one is unacknowledged.
          }
          if (acknowledged.size >= KILL_AFTER && !killing) killing = kill(child);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      await killing;
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);

      ({ child, base } = await startProcess(dataDir));
      auth = await signIn(base);
      // Every recharge retried with its own key: acknowledged ones answer as the first time.
      for (let n = 0; n < RECHARGES; n += 1) {
        const answer = await send(n);
        expect(answer.status).toBe(200);
        const id = ((await answer.json()) as { data: { id: number } }).data.id;
        if (acknowledged.has(n)) expect(id).toBe(acknowledged.get(n));
      }
      await kill(child);

      const db = new Database(path.join(dataDir, "platform.db"), { readonly: true });
      const rows = db
        .prepare("SELECT id, idempotency_key AS key, amount_cents AS cents FROM recharges WHERE user_id = ?")
        .all(devId) as { id: number; key: string; cents: number }[];
      db.close();
      const byKey = new Map<string, number>();
      for (const row of rows) byKey.set(row.key, (byKey.get(row.key) ?? 0) + 1);
      for (const n of acknowledged.keys()) expect(byKey.get(keyOf(n))).toBe(1);
      expect(rows).toHaveLength(RECHARGES);
      expect(rows.reduce((sum, row) => sum + row.cents, 0)).toBe((RECHARGES * (RECHARGES + 1)) / 2);
    },
    REAL_PROCESS_TEST_MS,
  );
});
