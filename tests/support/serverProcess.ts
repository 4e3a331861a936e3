import { spawn, type ChildProcess } from "node:child_process";
import { afterAll } from "vitest";
import { platformConfig } from "../../src/core/config";

/**
 * The server as a process (`tsx server/main.ts` on an ephemeral loopback port) for the fault tests:
 * started on a data folder, killed with SIGKILL mid-way, started again on the same folder. Every
 * process a file starts is killed after its tests.
 */
export function serverProcesses() {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill("SIGKILL");
  });

  /** Starts the server on `dataDir`; resolves with its address once it prints it. */
  async function start(dataDir: string): Promise<{ child: ChildProcess; base: string }> {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, PORT: "0", HOST: "127.0.0.1", PLATFORM_DATA_DIR: dataDir, LOG_LEVEL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    const base = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout!.on("data", (data: Buffer) => {
        out += data.toString();
        const match = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      child.on("exit", (code) => reject(new Error(`server exited ${code}: ${out}`)));
    });
    return { child, base };
  }

  /** SIGKILL: no shutdown hook runs; resolves once the process is gone. */
  const kill = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });

  return { start, kill };
}

/** Signs in to a server process with the password grant; the access token. */
export async function processToken(base: string, username: string, password: string): Promise<string> {
  const answer = await fetch(`${base}/api/auth/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username,
      password,
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    }),
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}
