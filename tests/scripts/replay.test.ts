import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { exportBundle, type SessionBundle } from "../../src/core/bundle";
import { machineHash, type MachineTrace } from "../../src/core/machines";
import { hpcBindingMachine } from "../../src/machines/hpcBinding.machine";
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

/** A session bundle as 导出会话 writes it: the signed-in session and a binding at its code step. */
async function sessionBundle(): Promise<SessionBundle> {
  const { registry, actor } = await recordSignIn(() => 7);
  registry.register("hpcBinding", hpcBindingMachine, "hpc");
  const binding = registry.start("hpcBinding", { input: { resendSeconds: 60, codeMaxLength: 6 } }).start();
  binding.send({
    type: "EDIT",
    patch: { account: "hpc_secure", password: "Secure@123", privateId: "k", privateKey: "KEY" },
  });
  binding.send({ type: "SUBMIT" });
  binding.send({
    type: "xstate.done.actor.checkCredential",
    output: { code: 200, data: { kind: "verification_code" } },
  } as never);
  binding.send({ type: "xstate.done.actor.requestCode", output: { code: 200, at: 5000 } } as never);
  const bundle = exportBundle(registry, {
    build: "0.1.0",
    route: "/home/home-page",
    user: { account: "admin", name: "管理员", codes: ["home"] },
    now: 9000,
  });
  binding.stop();
  actor.stop();
  return JSON.parse(JSON.stringify(bundle)) as SessionBundle;
}

describe("npm run replay with a session bundle", () => {
  it("folds each machine and prints where each ended", async () => {
    const bundle = await sessionBundle();
    const { code, lines, text } = replay("session.bundle.json", JSON.stringify(bundle));
    expect(code).toBe(0);
    expect(lines[0]).toBe(
      "session of admin at /home/home-page, build 0.1.0, 1970-01-01T00:00:09.000Z: 2 machines",
    );
    expect(lines.slice(1).map((line) => line.trim().split(/\s+/))).toEqual([
      ["session#1", "3", "events", '{"signedIn":"counting"}'],
      ["hpcBinding#2", "4", "events", '{"codeStep":{"resend":"countingDown","entry":"enteringCode"}}'],
    ]);
    expect(text).not.toContain("Secure@123");
  });

  it("--context prints each machine's last context, secrets as exported", async () => {
    const { text } = replay("session.bundle.json", JSON.stringify(await sessionBundle()), "--context");
    expect(text).toContain('"password":"***"');
    expect(text).toContain('"resendAt":65000');
  });

  it("refuses a bundle of another build, naming each machine whose definition changed", async () => {
    const bundle = await sessionBundle();
    bundle.machines[0].trace.machineHash = "0badc0de";
    bundle.machines[1].trace.machineHash = "1badc0de";
    const { code, text } = replay("old.bundle.json", JSON.stringify(bundle));
    expect(code).toBe(1);
    expect(text).toBe(
      `refused: ${path.join(dir, "old.bundle.json")}: 会话来自另一个构建（0.1.0），这些状态机的定义已改变：` +
        `session（会话 0badc0de，当前 ${machineHash(sessionMachine)}）、` +
        `hpcBinding（会话 1badc0de，当前 ${machineHash(hpcBindingMachine)}），无法回放`,
    );
  });

  it("refuses a bundle naming a machine this build does not register, and one of another schema", async () => {
    const bundle = await sessionBundle();
    bundle.machines[1].machineId = "gone";
    bundle.machines[1].trace.machineId = "gone";
    expect(replay("gone.bundle.json", JSON.stringify(bundle)).text).toContain("gone（当前未注册）");
    const schema = replay("v2.bundle.json", JSON.stringify({ ...bundle, schemaVersion: 2 }));
    expect(schema).toMatchObject({ code: 1 });
    expect(schema.text).toContain("这不是有效的会话文件（schemaVersion 不符）");
  });
});
