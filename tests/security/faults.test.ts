// @vitest-environment node
import { STORAGE_API, STORAGE } from "../../src/contracts/storage";

import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { list as tarList } from "tar";
import { describe, expect, it } from "vitest";

import { seededTempDir } from "../server/helpers";
import { processToken, serverProcesses } from "../support/serverProcess";
import { REAL_PROCESS_TEST_MS } from "../support/budgets";

/**
 * The server as a process (`tsx server/main.ts` on an ephemeral loopback port), killed with SIGKILL
 * while an upload, a pack and a copy are under way, then started again on the same data folder.
 */
const { start: startProcess, kill } = serverProcesses();

const md5 = (data: Buffer) => createHash("md5").update(data).digest("hex");

describe("a server killed mid-way", () => {
  it(
    "leaves nothing half-written under a final name, says the operations were interrupted, and the upload resumes",
    async () => {
      const dataDir = await seededTempDir("fault-test-");
      let { child, base } = await startProcess(dataDir);
      const auth = { authorization: `Bearer ${await processToken(base, "admin", "Admin@123")}` };
      await fetch(`${base}${STORAGE_API.storageUserPath}`, { headers: auth });
      const root = path.join(dataDir, "storage", "GPUFS", "admin");
      const FILES = 400;
      for (let n = 0; n < FILES; n += 1) {
        fs.mkdirSync(path.join(root, "work", `d${n % 10}`), { recursive: true });
        fs.writeFileSync(path.join(root, "work", `d${n % 10}`, `f${n}.bin`), randomBytes(16_384));
      }
      fs.mkdirSync(path.join(root, "dest"));

      const file = randomBytes(3 * STORAGE.uploadChunkBytes + 777);
      const chunk = async (start: number) => {
        const bytes = file.subarray(start, Math.min(start + STORAGE.uploadChunkBytes, file.length));
        const form = new FormData();
        form.append("currentChunkSize", String(bytes.length));
        form.append("totalSize", String(file.length));
        form.append("file", new Blob([bytes]), "big.bin");
        const answer = await fetch(
          `${base}${STORAGE_API.storageUpload}?file=${encodeURIComponent("/GPUFS/admin/big.bin")}`,
          {
            method: "PUT",
            headers: {
              ...auth,
              "content-range": `bytes ${start}-${start + bytes.length - 1}/${file.length}`,
            },
            body: form,
          },
        );
        return (await answer.json()) as { code: number };
      };
      expect((await chunk(0)).code).toBe(200);
      expect((await chunk(STORAGE.uploadChunkBytes)).code).toBe(200);

      const operate = (body: object) =>
        fetch(`${base}${STORAGE_API.storageOpt}`, {
          method: "POST",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      await operate({ type: STORAGE.opType.pack, from: ["/GPUFS/admin/work"], target: [] });
      await operate({
        type: STORAGE.opType.copy,
        from: ["/GPUFS/admin/work"],
        target: ["/GPUFS/admin/dest"],
      });
      await kill(child);

      ({ child, base } = await startProcess(dataDir));
      // Nothing half-written: each result is absent or complete; no temporary is left.
      expect(fs.existsSync(path.join(dataDir, "storage", ".partial"))).toBe(false);
      const tar = path.join(root, "work.tar");
      if (fs.existsSync(tar)) {
        let entries = 0;
        await tarList({ file: tar, onReadEntry: () => (entries += 1) });
        expect(entries).toBe(FILES + 11);
      }
      const copied = path.join(root, "dest", "work");
      if (fs.existsSync(copied)) expect(fs.readdirSync(copied, { recursive: true }).length).toBe(FILES + 10);
      const records = (await (
        await fetch(`${base}${STORAGE_API.storageOpt}?page=1&limit=10&order_by=id`, { headers: auth })
      ).json()) as {
        spec: { status: number; info: string }[];
      };
      expect(records.spec).toHaveLength(2);
      for (const record of records.spec)
        expect([STORAGE.opStatus.done, STORAGE.opStatus.failed]).toContain(record.status);
      for (const record of records.spec.filter((item) => item.status === STORAGE.opStatus.failed))
        expect(record.info).toBe("服务重启，操作中断");

      // The upload resumes where the server's bytes end, and the file is the one sent.
      const held = (await (
        await fetch(
          `${base}${STORAGE_API.storageUploadOffset}?file=${encodeURIComponent("/GPUFS/admin/big.bin")}`,
          {
            headers: auth,
          },
        )
      ).json()) as { spec: { size: number } };
      expect(held.spec.size).toBe(2 * STORAGE.uploadChunkBytes);
      expect((await chunk(2 * STORAGE.uploadChunkBytes)).code).toBe(200);
      expect((await chunk(3 * STORAGE.uploadChunkBytes)).code).toBe(200);
      expect(md5(fs.readFileSync(path.join(root, "big.bin")))).toBe(md5(file));

      // An interrupted pack can be run again (no 目标已存在 from a truncated archive).
      if (!fs.existsSync(tar)) {
        const again = (await (
          await operate({ type: STORAGE.opType.pack, from: ["/GPUFS/admin/work"], target: [] })
        ).json()) as {
          code: number;
        };
        expect(again.code).toBe(200);
      }
      await kill(child);
    },
    REAL_PROCESS_TEST_MS,
  );
});
