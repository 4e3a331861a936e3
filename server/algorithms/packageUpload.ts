import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { PACKAGE_TEXT, UPLOAD_ID, type PackageUpload } from "../../src/contracts/algorithmPackages";
import { refuse } from "../lib/refusal";
import { receiveFiles, UploadAllowance } from "../platform/incomingFiles";
import { inspectPackage } from "./versionPackage";

/** How long a checked upload waits for 新增算法版本's 保存 before it is swept. */
const STAGED_MS = 60 * 60 * 1000;
const ARCHIVE = /\.(zip|tar\.gz|tgz|tar)$/i;
/** Uploads under way of one user at most this many bytes together (a few packages at once). */
const allowance = new UploadAllowance(Number.MAX_SAFE_INTEGER);

const stagedRoot = (filesDir: string) => path.join(filesDir, "uploads");
const userDir = (filesDir: string, userId: number) => path.join(stagedRoot(filesDir), String(userId));

/** Removes the user's staged uploads older than an hour (an abandoned dialog leaves one behind). */
function sweep(filesDir: string, userId: number, now: number) {
  const dir = userDir(filesDir, userId);
  if (!fs.existsSync(dir)) return;
  for (const name of fs.readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (now - fs.statSync(entry).mtimeMs > STAGED_MS) fs.rmSync(entry, { recursive: true, force: true });
  }
}

/**
 * A package uploaded from the browser (one archive part, streamed to disk as it arrives, never held in
 * memory), checked as a package from storage is (docs/algorithm-packages.md); refused: nothing of it
 * is kept. Accepted: kept under `{filesDir}/uploads/{userId}/{uploadId}/` until a version takes it.
 */
export async function receivePackage(
  request: FastifyRequest,
  filesDir: string,
  userId: number,
  maxBytes: number,
): Promise<PackageUpload> {
  if (!request.isMultipart()) refuse(400, PACKAGE_TEXT.uploadMissing);
  sweep(filesDir, userId, Date.now());
  const tooLarge = PACKAGE_TEXT.uploadTooLarge(maxBytes / 1_048_576);
  const { files, done } = await receiveFiles(request, {
    dir: path.join(stagedRoot(filesDir), ".incoming"),
    userId,
    kept: () => 0,
    allowance,
    requestBytes: maxBytes,
    requestText: tooLarge,
    quotaText: tooLarge,
    limits: { fileSize: maxBytes + 1, files: 2 },
  });
  const uploadId = randomBytes(16).toString("hex");
  const staged = path.join(userDir(filesDir, userId), uploadId);
  try {
    if (files.length > 1) refuse(400, PACKAGE_TEXT.uploadOne);
    const file = files[0];
    if (!file || file.size === 0) refuse(400, PACKAGE_TEXT.uploadMissing);
    const name = path.basename(file!.name.replaceAll("\\", "/"));
    if (!ARCHIVE.test(name)) refuse(400, PACKAGE_TEXT.notPackage);
    fs.mkdirSync(staged, { recursive: true });
    const target = path.join(staged, name);
    fs.renameSync(file!.path, target);
    const manifest = await inspectPackage(target, maxBytes);
    return { uploadId, name, size: file!.size, manifest };
  } catch (error) {
    fs.rmSync(staged, { recursive: true, force: true });
    throw error;
  } finally {
    done();
  }
}

/** The archive of the user's staged upload (404 in words when it is gone or not theirs). */
export function stagedPackage(filesDir: string, userId: number, uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) refuse(404, PACKAGE_TEXT.uploadGone);
  const dir = path.join(userDir(filesDir, userId), uploadId);
  const [name] = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  if (!name) refuse(404, PACKAGE_TEXT.uploadGone);
  return path.join(dir, name!);
}

/** Forgets a staged upload once a version has taken (copied) it. */
export function dropStaged(archive: string): void {
  fs.rmSync(path.dirname(archive), { recursive: true, force: true });
}
