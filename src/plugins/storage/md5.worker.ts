/// <reference lib="webworker" />
import { md5OfBlob } from "./upload/md5";
import type { Md5Reply, Md5Request } from "./upload/md5Client";

/**
 * The MD5 worker: hashes a file (a Blob handed over without copying its bytes) slice by slice, so the
 * page never freezes; posts progress, then the digest or the read error.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (message: MessageEvent<Md5Request>) => {
  const { id, file } = message.data;
  const post = (reply: Md5Reply) => scope.postMessage(reply);
  try {
    const digest = await md5OfBlob(file, (hashed, total) => post({ id, kind: "progress", hashed, total }));
    post({ id, kind: "done", digest });
  } catch (error) {
    post({ id, kind: "error", message: error instanceof Error ? error.message : String(error) });
  }
};
