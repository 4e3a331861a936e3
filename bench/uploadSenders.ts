import { STORAGE_API } from "../src/contracts/storage";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { API, platformConfig } from "../src/core/config";
import { KEEP_NAMES } from "./uploadProbes";

/**
 * The three senders of the upload bench, each sending the same 1 MiB chunks sequentially to the
 * reference server: the app's upload queue (the storage screen's file input, the registered machine,
 * its axios effects), a bare loop of XMLHttpRequest PUTs in the same page, and curl.
 */

const MiB = 1_048_576;
export const FILE_INPUT = '[data-testid="storage-file-input"]';

/** Writes `mebibytes` of random bytes (1 MiB blocks) to a file. */
export function randomFile(file: string, mebibytes: number): void {
  const handle = fs.openSync(file, "w");
  try {
    for (let index = 0; index < mebibytes; index++) fs.writeSync(handle, randomBytes(MiB));
  } finally {
    fs.closeSync(handle);
  }
}

export interface QueueRun {
  /** The file chosen (the input's change event) to the '上传成功' tip: quota check and list refresh included. */
  endToEndMs: number;
  /** usedJSHeapSize every 500 ms meanwhile. */
  heap: number[];
}

/**
 * The queue: a file on disk set on the storage screen's file input, as a user choosing it would
 * (Playwright's setInputFiles: a disk-backed File, read slice by slice). Resolves at the '上传成功'
 * tip that appears after the file was chosen. (A file generated in the page as one 512 MiB Blob broke
 * Chromium's blob storage here: net::ERR_BLOB_REFERENCED_BLOB_BROKEN.)
 */
export async function uploadWithQueue(page: Page, file: string): Promise<QueueRun> {
  // The previous round's 上传成功 goes first (3 s): a toast of the same key still showing would be
  // updated in place, and the tip of this round would add no node to observe.
  await page
    .locator(".bp6-toast", { hasText: "上传成功" })
    .first()
    .waitFor({ state: "detached", timeout: 15_000 });
  await page.evaluate(KEEP_NAMES);
  await page.evaluate((selector) => {
    const memory = () =>
      (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
    const heap = [memory()];
    const sampler = setInterval(() => heap.push(memory()), 500);
    const input = document.querySelector<HTMLInputElement>(selector)!;
    let chosenAt = 0;
    // Capture phase on the document: before React's own change handler queues the file.
    const onChange = (event: Event) => {
      if (event.target === input && !chosenAt) chosenAt = performance.now();
    };
    document.addEventListener("change", onChange, { capture: true });
    const tipShown = new Promise<number>((resolve) => {
      const observer = new MutationObserver((records) => {
        // A new toast, or the batch's progress toast turned into its summary (same key, new text).
        const touched = records.flatMap((record) =>
          record.type === "childList" ? [...record.addedNodes] : [record.target],
        );
        if (touched.some((node) => /上传成功|upload success/.test(node.textContent ?? ""))) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(document.body, { childList: true, characterData: true, subtree: true });
    });
    const timeout = new Promise<number>((_, reject) =>
      setTimeout(() => reject(new Error("upload not finished after 240 s")), 240_000),
    );
    (window as unknown as { __benchQueue: Promise<QueueRun> }).__benchQueue = Promise.race([
      tipShown,
      timeout,
    ]).then((shownAt) => {
      clearInterval(sampler);
      document.removeEventListener("change", onChange, { capture: true });
      heap.push(memory());
      return { endToEndMs: shownAt - chosenAt, heap };
    });
  }, FILE_INPUT);
  await page.setInputFiles(FILE_INPUT, file);
  return page.evaluate(() => (window as unknown as { __benchQueue: Promise<QueueRun> }).__benchQueue);
}

/**
 * The floor of any browser app: the same chunks sent by a bare loop of XMLHttpRequest PUTs (FormData
 * with the same fields, one at a time, no axios, no machine, no React), from the same disk-backed file
 * in the same page.
 */
export async function uploadBareXhr(page: Page, file: string, remote: string): Promise<void> {
  const id = "bench-bare-input";
  await page.evaluate(KEEP_NAMES);
  await page.evaluate((id) => {
    const input = document.createElement("input");
    input.type = "file";
    input.id = id;
    input.hidden = true;
    document.body.append(input);
  }, id);
  await page.setInputFiles(`#${id}`, file);
  await page.evaluate(
    async ({ id, url }) => {
      const input = document.getElementById(id) as HTMLInputElement;
      const chosen = input.files![0]!;
      const token = (JSON.parse(atob(localStorage.getItem("token") ?? "")) as { t: string }).t;
      const size = 1_048_576;
      // The queue's run samples the heap every 500 ms: the bare loop pays the same.
      const memory = () =>
        (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize;
      const sampler = setInterval(memory, 500);
      for (let index = 0; index * size < chosen.size; index++) {
        const form = new FormData();
        form.append("file", chosen.slice(index * size, (index + 1) * size), "bare.bin");
        form.append("currentChunkSize", String(size));
        form.append("totalSize", String(chosen.size));
        form.append("currentIndex", String(index + 1));
        await new Promise<number>((resolve) => {
          const request = new XMLHttpRequest();
          request.open("PUT", url);
          request.setRequestHeader("Authorization", `Bearer ${token}`);
          request.setRequestHeader(
            "Content-Range",
            `bytes ${index * size}-${(index + 1) * size - 1}/${chosen.size}`,
          );
          request.onloadend = () => resolve(request.status);
          request.send(form);
        });
      }
      clearInterval(sampler);
      input.remove();
    },
    { id, url: `${STORAGE_API.storageUpload}?file=${encodeURIComponent(remote)}` },
  );
}

/** Signs in through the API (password grant), for curl. */
export async function apiToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}${API.token}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      username: "admin",
      password: "Admin@123",
      client_id: platformConfig.clientId,
      client_secret: platformConfig.clientSecret,
      grant_type: "password",
    }).toString(),
  });
  if (!response.ok) throw new Error(`sign-in for curl: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Writes the file's 1 MiB chunks apart, for curl (once per bench). */
export function chunkFiles(file: string, mebibytes: number): { dir: string; chunks: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-curl-"));
  const handle = fs.openSync(file, "r");
  const buffer = Buffer.alloc(MiB);
  try {
    const chunks = Array.from({ length: mebibytes }, (_, index) => {
      const chunk = path.join(dir, `chunk-${index}`);
      const read = fs.readSync(handle, buffer, 0, MiB, index * MiB);
      fs.writeFileSync(chunk, buffer.subarray(0, read));
      return chunk;
    });
    return { dir, chunks };
  } finally {
    fs.closeSync(handle);
  }
}

/** curl: the same chunks, sequential, one process (`next` in a config file), bodies checked for code 200. */
export async function uploadWithCurl(origin: string, token: string, remote: string, chunks: string[]) {
  const total = chunks.length * MiB;
  const lines: string[] = [];
  chunks.forEach((chunk, index) => {
    if (index > 0) lines.push("next");
    lines.push(
      `url = "${origin}${STORAGE_API.storageUpload}?file=${encodeURIComponent(remote)}"`,
      `request = "PUT"`,
      `header = "Authorization: Bearer ${token}"`,
      `header = "Content-Range: bytes ${index * MiB}-${(index + 1) * MiB - 1}/${total}"`,
      `form = "file=@${chunk};filename=${path.posix.basename(remote)}"`,
      `form = "currentChunkSize=${MiB}"`,
      `form = "totalSize=${total}"`,
      `form = "currentIndex=${index + 1}"`,
      `silent`,
      `write-out = "\\n"`,
    );
  });
  const config = path.join(path.dirname(chunks[0]!), "curl.config");
  fs.writeFileSync(config, `${lines.join("\n")}\n`);
  const started = performance.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("curl", ["--config", config], { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (data: Buffer) => (text += data.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`curl exited ${code}`))));
  });
  const ms = performance.now() - started;
  const ok = output.split("\n").filter((line) => /"code":\s*200/.test(line)).length;
  return { ms, ok };
}
