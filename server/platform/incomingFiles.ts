import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { refuse } from "../lib/refusal";

/** A file part written to disk while it arrived (never held in memory). */
export interface IncomingFile {
  field: string;
  name: string;
  /** The temporary file; move it to its final place or remove it. */
  path: string;
  size: number;
}

/** Bytes a user may still add, given what they keep and what their uploads under way have taken. */
export class UploadAllowance {
  private readonly taken = new Map<number, number>();

  constructor(private readonly capBytes: number) {}

  /**
   * Takes `bytes` for the user; false (nothing taken) when they would pass the cap. `kept` is read at
   * each call: an upload that finished meanwhile is counted as stored, not forgotten.
   */
  take(userId: number, kept: () => number, bytes: number): boolean {
    const now = this.taken.get(userId) ?? 0;
    if (kept() + now + bytes > this.capBytes) return false;
    this.taken.set(userId, now + bytes);
    return true;
  }

  /** Gives back what an upload took (stored or not: stored bytes count as kept from now on). */
  release(userId: number, bytes: number): void {
    const left = (this.taken.get(userId) ?? 0) - bytes;
    if (left > 0) this.taken.set(userId, left);
    else this.taken.delete(userId);
  }
}

export interface ReceiveRules {
  /** Where the temporary files go (same file system as their final place). */
  dir: string;
  userId: number;
  /** Bytes the user keeps now (their stored items). */
  kept: () => number;
  allowance: UploadAllowance;
  /** The most bytes of one request, and the text of its refusal (413). */
  requestBytes: number;
  requestText: string;
  /** The text when the user's own cap is passed (413). */
  quotaText: string;
  /** Busboy's limits for this request, when they differ from the plugin's registration (a larger file). */
  limits?: { fileSize?: number; files?: number };
}

/**
 * Streams every file part of a multipart request to a temporary file, counting its bytes against the
 * request's cap and the user's allowance as they arrive; past either, stops with 413 and removes what
 * it wrote. Resolves with the files (their bytes still taken from the allowance: `done` gives them back
 * once the caller has stored or removed them) and the fields.
 */
export async function receiveFiles(request: FastifyRequest, rules: ReceiveRules) {
  const files: IncomingFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  let refusal: string | null = null;
  const done = () => {
    for (const file of files) fs.rmSync(file.path, { force: true });
    rules.allowance.release(rules.userId, total);
  };
  fs.mkdirSync(rules.dir, { recursive: true });
  let writing: fs.WriteStream | null = null;
  try {
    for await (const part of request.parts(rules.limits ? { limits: rules.limits } : undefined)) {
      if (part.type !== "file") {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const file: IncomingFile = {
        field: part.fieldname,
        name: part.filename,
        path: path.join(rules.dir, randomBytes(16).toString("hex")),
        size: 0,
      };
      files.push(file);
      const count = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (total + chunk.length > rules.requestBytes) refusal = rules.requestText;
          else if (!rules.allowance.take(rules.userId, rules.kept, chunk.length)) refusal = rules.quotaText;
          if (refusal) return callback(new Error(refusal));
          total += chunk.length;
          file.size += chunk.length;
          callback(null, chunk);
        },
      });
      writing = fs.createWriteStream(file.path, { flags: "wx", mode: 0o600 });
      await pipeline(part.file, count, writing);
    }
  } catch (error) {
    // A stream stopped mid-way may open its file after the error: remove files once it has closed.
    const open = writing;
    if (open && !open.closed) await new Promise<void>((resolve) => open.once("close", () => resolve()));
    done();
    if (refusal) refuse(413, refusal);
    throw error;
  }
  return { files, fields, done };
}
