import { STORAGE } from "../../src/contracts/storage";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { create as tarCreate, extract as tarExtract, ReadEntry } from "tar";
import { hasUnsafeCharacters } from "../lib/names";
import type { OperationRecords } from "./operationRecords";
import type { ResolvedPath, StorageRoots } from "../platform/storageRoots";
import { STORAGE_TEXT, StorageRefusal } from "../platform/storageText";
import { unzip } from "../platform/unzip";

const T = STORAGE.opType;

export interface OperationRequest {
  type: number;
  from: string[];
  target: string[];
  /** Octal permission for type 5, e.g. `755`. */
  mod?: string;
}

/** The owner type 6 restores: the storage account's uid and gid (here the server process's own). */
export interface Owner {
  uid: number;
  gid: number;
}

type Log = (line: string) => void;
type Job = (log: Log) => Promise<void>;

const isDir = (abs: string) => fs.statSync(abs).isDirectory();
const exists = (abs: string) => fs.existsSync(abs) || isLink(abs);
function isLink(abs: string): boolean {
  try {
    return fs.lstatSync(abs).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * POST storage/opt: each type checks every path before touching anything (a refusal answers at once
 * and leaves no record), then runs in the background as an operation record whose output lines stream.
 */
export class StorageOperations {
  private readonly running = new Map<number, Promise<void>>();
  /**
   * Where a pack or a copy is written before it is complete (`{base}/.partial`, outside every user's
   * folder, on the same disk so the last step is a rename): a crash never leaves a truncated result
   * under the final name. Emptied when the server starts (what is there was interrupted).
   */
  readonly scratch: string;

  constructor(
    private readonly roots: StorageRoots,
    private readonly records: OperationRecords,
    private readonly owner: Owner,
  ) {
    this.scratch = path.join(roots.base, ".partial");
    fs.rmSync(this.scratch, { recursive: true, force: true });
  }

  /**
   * Runs `write` on a fresh scratch name, then renames the result to `final` (refused when something
   * took that name meanwhile); the scratch is removed whatever happens.
   */
  private async writeThenPlace(final: ResolvedPath, write: (temporary: string) => Promise<void>) {
    await fs.promises.mkdir(this.scratch, { recursive: true });
    const temporary = path.join(this.scratch, randomBytes(12).toString("hex"));
    try {
      await write(temporary);
      if (exists(final.abs)) throw new StorageRefusal(STORAGE_TEXT.exists);
      await fs.promises.rename(temporary, final.abs);
    } finally {
      await fs.promises.rm(temporary, { recursive: true, force: true });
    }
  }

  /** Validates, records and starts the operation; returns its task id. */
  start(userId: number, userName: string, request: OperationRequest): number {
    const recorded = { ...request, target: [...request.target] };
    const job = this.plan(userName, recorded);
    const id = this.records.create(userId, recorded.type, recorded.from, recorded.target);
    const log: Log = (line) => this.records.appendLine(id, line);
    const run = (async () => {
      try {
        await job(log);
        log(STORAGE_TEXT.ok);
        this.records.finish(id, STORAGE.opStatus.done, STORAGE_TEXT.ok);
      } catch (error) {
        const info =
          error instanceof StorageRefusal
            ? error.info
            : `${STORAGE_TEXT.failed}：${this.withoutServerPaths((error as Error).message)}`;
        log(info);
        this.records.finish(id, STORAGE.opStatus.failed, info);
      } finally {
        this.running.delete(id);
      }
    })();
    this.running.set(id, run);
    return id;
  }

  /**
   * A system error's text as the user may see it: a path under the storage folder becomes its remote
   * path (`/GPUFS/admin/a.txt`), a scratch name `…`, and any other absolute path of the server is cut.
   */
  private withoutServerPaths(message: string): string {
    return message
      .split(this.scratch)
      .join("…")
      .split(this.roots.base)
      .join("")
      .replace(/(^|[\s'"(])\/(?!GPUFS\/|PUBLIC\/)[^\s'",)]+/g, "$1…");
  }

  /** Resolves when every running operation has ended. */
  async idle(): Promise<void> {
    await Promise.all(this.running.values());
  }

  private sources(userName: string, from: string[], allowRoot = false): ResolvedPath[] {
    if (!from.length) throw new StorageRefusal(STORAGE_TEXT.noSource);
    return from.map((remote) => this.roots.resolve(userName, remote, { mustExist: true, allowRoot }));
  }

  /** A path to be created: confined, free, and its name without control or direction characters. */
  private fresh(userName: string, remote: string | undefined): ResolvedPath {
    if (hasUnsafeCharacters(remote ?? "")) throw new StorageRefusal(STORAGE_TEXT.unsafeName);
    const resolved = this.roots.resolve(userName, remote, { allowRoot: false });
    if (exists(resolved.abs)) throw new StorageRefusal(STORAGE_TEXT.exists);
    return resolved;
  }

  private plan(userName: string, request: OperationRequest): Job {
    const { from, target } = request;
    switch (request.type) {
      case T.delete: {
        const items = this.sources(userName, from);
        return async (log) => {
          for (const item of items) {
            log(`删除 ${item.remote}`);
            await fs.promises.rm(item.abs, { recursive: true, force: true });
          }
        };
      }
      case T.copy: {
        const items = this.sources(userName, from);
        const folder = this.roots.resolve(userName, target[0], { mustExist: true });
        if (!isDir(folder.abs)) throw new StorageRefusal(STORAGE_TEXT.notFolder);
        const pairs = items.map((item) => {
          const destination = this.fresh(userName, `${folder.remote}/${path.basename(item.abs)}`);
          if (folder.abs === item.abs || folder.abs.startsWith(item.abs + path.sep))
            throw new StorageRefusal(STORAGE_TEXT.intoItself);
          return { item, destination };
        });
        return async (log) => {
          for (const { item, destination } of pairs)
            await this.writeThenPlace(destination, (temporary) =>
              fs.promises.cp(item.abs, temporary, {
                recursive: true,
                errorOnExist: true,
                force: false,
                verbatimSymlinks: true,
                filter: (source) => {
                  log(
                    `复制 ${item.remote}${source.slice(item.abs.length)} -> ${destination.remote}${source.slice(item.abs.length)}`,
                  );
                  return true;
                },
              }),
            );
        };
      }
      case T.mkdir: {
        const folder = this.fresh(userName, target[0] ?? from[0]);
        return async (log) => {
          await fs.promises.mkdir(folder.abs, { recursive: true });
          log(`新建文件夹 ${folder.remote}`);
        };
      }
      case T.rename: {
        const [item] = this.sources(userName, from.slice(0, 1));
        const wanted = target[0] ?? "";
        // A bare new name is one segment in the same folder; anything else must be a full remote path.
        if (!wanted.startsWith("/") && wanted.includes("/")) throw new StorageRefusal(STORAGE_TEXT.outside);
        const next = this.fresh(
          userName,
          wanted.startsWith("/") ? wanted : `${path.posix.dirname(item!.remote)}/${wanted}`,
        );
        if (next.abs.startsWith(item!.abs + path.sep)) throw new StorageRefusal(STORAGE_TEXT.intoItself);
        return async (log) => {
          await fs.promises.rename(item!.abs, next.abs);
          log(`重命名 ${item!.remote} -> ${next.remote}`);
        };
      }
      case T.chmod: {
        const mod = (request.mod ?? "").trim();
        if (!mod) throw new StorageRefusal(STORAGE_TEXT.badMod);
        if (!/^[0-7]{3,4}$/.test(mod)) throw new StorageRefusal(STORAGE_TEXT.badModFormat);
        const items = this.sources(userName, from, true);
        return async (log) => {
          for (const item of items) {
            await fs.promises.chmod(item.abs, Number.parseInt(mod, 8));
            log(`chmod ${mod} ${item.remote}`);
          }
        };
      }
      case T.chown: {
        const items = this.sources(userName, from, true);
        const { uid, gid } = this.owner;
        return async (log) => {
          const walk = async (abs: string, remote: string): Promise<void> => {
            await fs.promises.lchown(abs, uid, gid);
            log(`chown ${uid}:${gid} ${remote}`);
            const stat = await fs.promises.lstat(abs);
            if (!stat.isDirectory()) return;
            for (const name of await fs.promises.readdir(abs))
              await walk(path.join(abs, name), `${remote}/${name}`);
          };
          for (const item of items) await walk(item.abs, item.remote);
        };
      }
      case T.pack: {
        const items = this.sources(userName, from);
        const parent = path.dirname(items[0]!.abs);
        if (items.some((item) => path.dirname(item.abs) !== parent))
          throw new StorageRefusal("打包的文件须在同一目录下");
        const archive = this.fresh(userName, target[0] || `${items[0]!.remote}.tar`);
        request.target = [archive.remote];
        if (items.some((item) => archive.abs.startsWith(item.abs + path.sep)))
          throw new StorageRefusal(STORAGE_TEXT.intoItself);
        return async (log) => {
          await this.writeThenPlace(archive, (temporary) =>
            tarCreate(
              {
                file: temporary,
                cwd: parent,
                portable: true,
                filter: (entry) => {
                  log(`a ${entry}`);
                  return true;
                },
              },
              items.map((item) => path.basename(item.abs)),
            ),
          );
          log(`打包完成 ${archive.remote}`);
        };
      }
      case T.unpack: {
        const [archive] = this.sources(userName, from.slice(0, 1));
        const lower = archive!.abs.toLowerCase();
        const kind = lower.endsWith(".zip") ? "zip" : lower.endsWith(".tar") ? "tar" : undefined;
        if (!kind || isDir(archive!.abs)) throw new StorageRefusal(STORAGE_TEXT.notArchive);
        const destination = this.roots.resolve(userName, target[0] || path.posix.dirname(archive!.remote));
        request.target = [destination.remote];
        if (exists(destination.abs) && !isDir(destination.abs))
          throw new StorageRefusal(STORAGE_TEXT.notFolder);
        /** Every entry is confined like a request path (realpath of its nearest existing parent). */
        const confined = (name: string) => {
          try {
            return this.roots.resolve(userName, `${destination.remote}/${name}`, { allowRoot: false });
          } catch {
            return undefined;
          }
        };
        return async (log) => {
          await fs.promises.mkdir(destination.abs, { recursive: true });
          if (kind === "zip") {
            await unzip(archive!.abs, confined, log);
            return;
          }
          await tarExtract({
            file: archive!.abs,
            cwd: destination.abs,
            onwarn: (_code, message) => log(`跳过：${String(message)}`),
            filter: (entryPath, entry) => {
              const link =
                entry instanceof ReadEntry && (entry.type === "SymbolicLink" || entry.type === "Link");
              if (link || !confined(entryPath)) {
                log(`跳过 ${entryPath}`);
                return false;
              }
              log(`x ${entryPath}`);
              return true;
            },
          });
        };
      }
      default:
        throw new StorageRefusal(STORAGE_TEXT.badType);
    }
  }
}
