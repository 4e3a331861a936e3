import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { machineHash, type MachineTrace } from "../../src/core/machines";
import { sessionMachine } from "../../src/machines/session.machine";
import { runReplay } from "../../scripts/replay";
import { recordSignIn } from "../support/recordedSignIn";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "replay-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A sign-in recorded by the core's registry, as the inspector exports it. */
async function signInTrace(): Promise<MachineTrace> {
  const { registry, actor } = await recordSignIn(() => 7);
  const trace = registry.exportTrace(registry.liveActors()[0].liveId);
  actor.stop();
  return trace;
}

function replay(name: string, content: string, ...flags: string[]) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  const lines: string[] = [];
  const code = runReplay([file, ...flags], (line) => lines.push(line));
  return { code, lines, text: lines.join("\n") };
}

describe("npm run replay", () => {
  it("prints the state after each event of a recorded trace, and that it ends in the exported state", async () => {
    const { code, lines } = replay("session.json", JSON.stringify(await signInTrace()));

    expect(code).toBe(0);
    expect(lines[0]).toBe(`session (plugin core, hash ${machineHash(sessionMachine)}, schema 1): 3 events`);
    expect(lines.slice(1, 5).map((line) => line.trim().split(/\s+/))).toEqual([
      ["0", "(start)", '"signedOut"'],
      ["1", "SUBMIT", '"signingIn"'],
      ["2", "xstate.done.actor.requestToken", '"loadingUser"'],
      ["3", "xstate.done.actor.loadUser", '{"signedIn":"counting"}'],
    ]);
    expect(lines[5]).toBe("checkpoint: the replay ends in the exported state");
  });

  it("prints each step's context with --context, secrets as exported (***)", async () => {
    const { code, text } = replay("session.json", JSON.stringify(await signInTrace()), "--context");
    expect(code).toBe(0);
    expect(text).toContain('context {"token":"***","issuedAt":1000');
    expect(text).not.toContain("Admin@123");
  });

  it("refuses a trace of another definition of the machine, with exit code 1", async () => {
    const trace = { ...(await signInTrace()), machineHash: "0badc0de" };
    const { code, text } = replay("other.json", JSON.stringify(trace));
    expect(code).toBe(1);
    expect(text).toContain("refused:");
    expect(text).toContain(
      `轨迹属于另一个版本的状态机 session（轨迹 0badc0de，当前 ${machineHash(sessionMachine)}），无法回放`,
    );
  });

  it("refuses a file that is not JSON, of another schema, or of a machine nobody registers", async () => {
    expect(replay("broken.json", "{ not json")).toMatchObject({ code: 1 });
    expect(replay("broken.json", "{ not json").text).toContain("轨迹文件不是有效的 JSON");
    const schema = replay("schema.json", JSON.stringify({ ...(await signInTrace()), schemaVersion: 2 }));
    expect(schema.code).toBe(1);
    expect(schema.text).toContain("schemaVersion 不符");
    const unknown = replay("unknown.json", JSON.stringify({ ...(await signInTrace()), machineId: "nope" }));
    expect(unknown.code).toBe(1);
    expect(unknown.text).toMatch(/轨迹的状态机 nope 未注册 \(registered: session/);
    expect(runReplay([], () => {})).toBe(1);
  });
});
