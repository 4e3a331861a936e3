// @vitest-environment node
import { STORAGE_API, STORAGE } from "../../src/contracts/storage";
import fs from "node:fs";
import path from "node:path";
import WebSocket from "ws";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeAll, signIn } from "./helpers";
import { runOperation, storageFixture, type StorageFixture } from "./storageHelpers";

let fx: StorageFixture;
let base: string;
beforeEach(async () => {
  fx = await storageFixture();
  await fx.app.listen({ port: 0, host: "127.0.0.1" });
  const address = fx.app.server.address() as { port: number };
  base = `ws://127.0.0.1:${address.port}`;
});
afterEach(closeAll);

/** Every message until the server closes, with the close code. */
function collect(url: string): Promise<{ lines: string[]; code: number; error?: Error }> {
  return new Promise((resolve) => {
    const lines: string[] = [];
    const socket = new WebSocket(url);
    socket.on("message", (data) => lines.push(String(data)));
    socket.on("close", (code) => resolve({ lines, code }));
    socket.on("error", (error) => resolve({ lines, code: -1, error }));
  });
}

describe("the operation websocket /storage/opt/{id}?token=", () => {
  it("streams a running operation's output line by line and closes when it ends", async () => {
    const folder = path.join(fx.root, "many");
    fs.mkdirSync(folder);
    for (let index = 0; index < 300; index += 1)
      fs.writeFileSync(path.join(folder, `f${index}.txt`), `file ${index}`);
    const started = (
      await fx.call("POST", STORAGE_API.storageOpt, {
        type: STORAGE.opType.pack,
        from: ["/GPUFS/admin/many"],
      })
    ).json();
    const stream = await collect(`${base}${STORAGE_API.storageOpt}/${started.spec.id}?token=${fx.token}`);
    expect(stream.code).toBe(1000);
    expect(stream.lines[0]).toBe("a many");
    expect(stream.lines.filter((line) => line.startsWith("a many/f"))).toHaveLength(300);
    expect(stream.lines.at(-1)).toBe("操作成功");
    const record = (await fx.call("GET", STORAGE_API.storageOpt)).json().spec[0];
    expect(record).toMatchObject({ id: started.spec.id, status: STORAGE.opStatus.done });
  });

  it("replays a finished operation's lines, failure included, then closes", async () => {
    fs.writeFileSync(path.join(fx.root, "broken.zip"), "not a zip");
    const failed = await runOperation(fx, { type: STORAGE.opType.unpack, from: ["/GPUFS/admin/broken.zip"] });
    expect(failed.record?.status).toBe(STORAGE.opStatus.failed);
    const stream = await collect(`${base}${STORAGE_API.storageOpt}/${failed.record!.id}?token=${fx.token}`);
    expect(stream.code).toBe(1000);
    expect(stream.lines.at(-1)).toMatch(/^操作失败：/);
  });

  it("accepts a storage token from storage/token in place of the session token", async () => {
    const { record } = await runOperation(fx, { type: STORAGE.opType.mkdir, target: ["/GPUFS/admin/y"] });
    const issued = (await fx.call("GET", STORAGE_API.storageToken)).json();
    expect(issued).toMatchObject({
      code: 200,
      data: { token: expect.stringMatching(/^[0-9a-f]{48}$/), expiresIn: 600 },
    });
    const stream = await collect(`${base}${STORAGE_API.storageOpt}/${record!.id}?token=${issued.data.token}`);
    expect(stream).toMatchObject({ code: 1000 });
    expect(stream.lines.at(-1)).toBe("操作成功");
    const download = await fx.app.inject({
      url: `${STORAGE_API.storageDownload}?file=/GPUFS/admin/README.txt&token=${issued.data.token}`,
    });
    expect(download.statusCode).toBe(200);
  });

  it("refuses a wrong token (401), a user without HPC account (506) and someone else's operation", async () => {
    const { record } = await runOperation(fx, { type: STORAGE.opType.mkdir, target: ["/GPUFS/admin/x"] });
    const wrong = await collect(`${base}${STORAGE_API.storageOpt}/${record!.id}?token=nope`);
    expect(wrong.error?.message).toContain("401");
    const dev = await signIn(fx.app, "dev", "Dev@123");
    const unbound = await collect(`${base}${STORAGE_API.storageOpt}/${record!.id}?token=${dev}`);
    expect(unbound.error?.message).toContain("506");
    const missing = await collect(`${base}${STORAGE_API.storageOpt}/99999?token=${fx.token}`);
    expect(missing).toMatchObject({ lines: [], code: 4404 });
  });

  it("resumes after the lines a dropped client holds (?from=n): nothing lost, nothing twice", async () => {
    const folder = path.join(fx.root, "resume");
    fs.mkdirSync(folder);
    for (let index = 0; index < 200; index += 1)
      fs.writeFileSync(path.join(folder, `f${index}.txt`), `file ${index}`);
    const started = (
      await fx.call("POST", STORAGE_API.storageOpt, {
        type: STORAGE.opType.pack,
        from: ["/GPUFS/admin/resume"],
      })
    ).json();
    const url = `${base}${STORAGE_API.storageOpt}/${started.spec.id}?token=${fx.token}`;
    // The first connection drops (no close frame) after 20 lines.
    const first = await new Promise<string[]>((resolve) => {
      const lines: string[] = [];
      const socket = new WebSocket(url);
      socket.on("message", (data) => {
        lines.push(String(data));
        if (lines.length === 20) {
          socket.terminate();
          resolve(lines);
        }
      });
    });
    const rest = await collect(`${url}&from=${first.length}`);
    expect(rest.code).toBe(1000);
    const whole = await collect(url);
    expect([...first, ...rest.lines]).toEqual(whole.lines);
    expect(whole.lines.filter((line) => line.startsWith("a resume/f"))).toHaveLength(200);
    expect(whole.lines.at(-1)).toBe("操作成功");

    expect((await collect(`${url}&from=${whole.lines.length - 1}`)).lines).toEqual(["操作成功"]);
    expect(await collect(`${url}&from=${whole.lines.length}`)).toMatchObject({ lines: [], code: 1000 });
    expect(await collect(`${url}&from=-1`)).toMatchObject({ lines: [], code: 4400 });
    expect(await collect(`${url}&from=two`)).toMatchObject({ lines: [], code: 4400 });
  });
});
