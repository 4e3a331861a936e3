import { STORAGE_API } from "../../src/contracts/storage";
import { createHash } from "node:crypto";
import annotationPlugin from "../../src/plugins/annotation";
import {
  createServerAdapter,
  createTestCore,
  signInAs,
  startTestServer,
  type DemoAccountName,
} from "../../src/testing";
import type { ShellCore } from "../../src/ui/CoreContext";
import { BASE, taskSetup, type AnnotationFixture, type TaskSetup } from "../server/annotationFixture";
import { signIn } from "../server/helpers";

/**
 * The server side of the annotation screen tests: the reference server (real clock: the shell's session
 * checks its 8-hour lifetime against the real time) with a dataset of PNGs, a label group, a team of annot1
 * and annot2 and a task, by tests/server/annotationFixture.ts's `taskSetup`. The file upload is written by
 * hand: under jsdom, Node's Response cannot serialise jsdom's FormData. `close` in afterAll.
 */
export async function annotationServer(
  images = 4,
): Promise<{ f: AnnotationFixture; s: TaskSetup; close(): Promise<void> }> {
  const server = await startTestServer();
  const app = server.app;
  const [admin, dev, annot1, annot2] = await Promise.all([
    signIn(app, "admin", "Admin@123"),
    signIn(app, "dev", "Dev@123"),
    signIn(app, "annot1", "Annot1@123"),
    signIn(app, "annot2", "Annot2@123"),
  ]);
  const f: AnnotationFixture = {
    app,
    clock: { now: () => Date.now(), advance: () => {} },
    tokens: { admin, dev, annot1, annot2 },
    call: async (token, method, path, payload) => {
      const response = await app.inject({
        method,
        url: `${BASE}/${path}`,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      const body = response.json() as { code: number; message?: string; data?: unknown };
      return { status: response.statusCode, code: body.code, message: body.message, data: body.data };
    },
    ticket: (token, name, bytes) => uploadTicket(f, token, name, bytes),
  };
  return { f, s: await taskSetup(f, images), close: server.close };
}

async function uploadTicket(
  f: AnnotationFixture,
  token: string,
  name: string,
  bytes: Buffer,
): Promise<string> {
  const boundary = `----ws${createHash("md5").update(name).digest("hex")}`;
  const fields: Record<string, string> = {
    chunkNumber: "1",
    totalChunks: "1",
    totalSize: String(bytes.length),
    currentChunkSize: String(bytes.length),
    identifier: createHash("md5").update(bytes).digest("hex"),
    filename: name,
  };
  const parts = Object.entries(fields).map(
    ([key, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
  );
  const payload = Buffer.concat([
    Buffer.from(parts.join("")),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await f.app.inject({
    method: "POST",
    url: STORAGE_API.chunkUpload,
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    payload,
  });
  const body = response.json() as { code: number; data: string };
  if (body.code !== 200) throw new Error(`chunk upload: ${response.body}`);
  return body.data;
}

/** A core talking to the fixture's server, with the annotation plugin, signed in as a demo account. */
export async function annotationCore(
  f: AnnotationFixture,
  account: "admin" | "dev" | "annot1" | "annot2",
): Promise<ShellCore> {
  const core = createTestCore({ adapter: createServerAdapter(f.app) });
  core.plugins.register(annotationPlugin);
  await core.plugins.activateAll();
  // annot1 and annot2 are seeded demo accounts; DemoAccountName does not list them yet.
  await signInAs(core, account as DemoAccountName);
  return core;
}

/** Sends an operation as `token` and fails loudly when the server refuses it. */
export async function operate(f: AnnotationFixture, token: string, path: string, payload?: unknown) {
  const answer = await f.call(token, "POST", path, payload ?? {});
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.message}`);
  return answer.data;
}
