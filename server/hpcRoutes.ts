import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { API, LIMITS, platformConfig } from "../src/core/config";
import { signedIn } from "./bearer";
import { sendError, sendOk } from "./envelope";
import { CENTER_TEXT, openHpcCenter, type CenterAccountRow, type HpcCenter } from "./hpcCenter";
import type { Platform } from "./platform";
import type { HpcAccountView, UserRow } from "./users";

/** The HPC form's validation text (shell spec §5), also the server's answer to an incomplete save. */
export const INCOMPLETE_TEXT = "请完善数据再保存！";
export const KEY_UPLOAD_FAILED = "上传失败，请重新上传！";
const MAX_KEY_CHARS = 16_384;

/** A bound HPC account of the signed-in user: the one named by the tenant header, else the one in use. */
export class HpcNotBoundError extends Error {
  readonly statusCode = 506;
  constructor() {
    super("no HPC account bound");
  }
}

/**
 * For routes that reach the cluster (storage first): the signed-in user's HPC account in use, picked
 * by the tenant header when it names one of theirs. Without any bound account it throws an error with
 * status 506, which the server's error handler answers (the client shows its 506 catalogue text).
 */
export function requireBoundHpc(request: FastifyRequest): HpcAccountView & { cluster: string } {
  const { user } = signedIn(request);
  const accounts = request.server.platform.users.hpcAccounts(user);
  const tenant = request.headers[platformConfig.tenantHeader.toLowerCase()];
  const chosen =
    accounts.find((account) => account.encryptAccount === tenant) ??
    accounts.find((account) => account.current) ??
    accounts[0];
  if (!chosen) throw new HpcNotBoundError();
  const [, cluster = ""] = Buffer.from(chosen.encryptAccount, "base64").toString("utf8").split("@");
  return { ...chosen, cluster };
}

/** The centre's answer: HTTP 200 with its own body code; `message` carries the info text. */
function sendCenter(reply: FastifyReply, code: number, info?: string, data: unknown = null) {
  return reply
    .code(200)
    .send(code === 200 ? { code, message: "success", data } : { code, message: info, info, data });
}

function decodePassword(encoded: unknown): string | undefined {
  if (typeof encoded !== "string" || encoded === "") return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return undefined;
  return Buffer.from(encoded, "base64").toString("utf8");
}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

interface BindingRow {
  id: number;
  user_id: number;
  account: string;
  bind_type: number;
}

function requireCode(request: FastifyRequest, platform: Platform, code: string): void {
  const { user } = signedIn(request);
  if (!platform.users.codes(user.id).includes(code)) {
    throw Object.assign(new Error(`needs ${code}`), { statusCode: 403 });
  }
}

/** The HPC calls of shell spec §7, the gateway's user/user/self and the back office's account calls. */
export async function hpcRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const center: HpcCenter = await openHpcCenter(platform.db, platform.now);
  const { db } = platform;

  const binding = (userId: number, account: string) =>
    db.prepare("SELECT * FROM hpc_accounts WHERE user_id = ? AND account = ?").get(userId, account) as
      BindingRow | undefined;
  const setCurrent = (userId: number, bindingId: number | null) =>
    db.prepare("UPDATE users SET current_hpc_account_id = ? WHERE id = ?").run(bindingId, userId);
  const groupFor = (request: FastifyRequest, user: UserRow) => {
    const groups = platform.users.groups(user.id);
    const wanted = request.headers[platformConfig.groupHeader.toLowerCase()];
    return groups.find((group) => group.id === wanted) ?? groups[0] ?? { id: "", title: "" };
  };

  app.post(API.hpcCheckCredential, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const password = decodePassword(body.password);
    if (!text(body.username) || password === undefined)
      return sendCenter(reply, 401, CENTER_TEXT.wrongCredential);
    const answer = await center.checkCredential(text(body.username), password);
    return sendCenter(reply, answer.code, answer.info, answer.data);
  });

  app.post(API.hpcSendCode, async (request, reply) => {
    const account = text((request.body as Record<string, unknown> | undefined)?.user_name);
    const answer = center.issueCode(account);
    if (answer.code !== 200 || !answer.data) return sendCenter(reply, answer.code, answer.info);
    platform.outbox.send({
      to: account,
      channel: "hpc",
      subject: "HPC账号验证码",
      text: `您的HPC账号验证码为 ${answer.data.code}，${LIMITS.hpcCodeLifetimeMs / 60_000}分钟内有效。`,
      code: answer.data.code,
    });
    return sendCenter(reply, 200, undefined, { sent: true });
  });

  app.post(API.hpcCheckCode, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const answer = center.checkCode(text(body.username), text(body.verification_code));
    return sendCenter(reply, answer.code, answer.info);
  });

  app.post(API.hpcSave, async (request, reply) => {
    const { user } = signedIn(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const account = text(body.account);
    const password = decodePassword(body.password);
    const privateKey = typeof body.privateKey === "string" ? body.privateKey : "";
    if (
      Number(body.accountType) !== 1 ||
      !account ||
      password === undefined ||
      !text(body.privateId) ||
      !privateKey.trim()
    )
      return sendCenter(reply, 400, INCOMPLETE_TEXT);
    const credential = await center.checkCredential(account, password);
    if (credential.code !== 200) return sendCenter(reply, credential.code, credential.info);
    const row = center.byAccount(account) as CenterAccountRow;
    if (!center.checkKey(row, privateKey)) return sendCenter(reply, 400, CENTER_TEXT.wrongKey);
    if (row.needs_code) {
      const code = text(body.verificationCode);
      if (!code) return sendCenter(reply, 400, INCOMPLETE_TEXT);
      const used = center.consumeCheckedCode(account, code);
      if (used.code !== 200) return sendCenter(reply, used.code, used.info);
    }
    const existing = binding(user.id, account);
    if (!existing) {
      const group = groupFor(request, user);
      const id = Number(
        db
          .prepare(
            `INSERT INTO hpc_accounts (user_id, account_type, account, cluster, bind_type, bind_group_id, bind_group_name)
             VALUES (?, 1, ?, ?, 1, ?, ?)`,
          )
          .run(user.id, account, row.cluster, group.id, group.title).lastInsertRowid,
      );
      if (user.current_hpc_account_id === null) setCurrent(user.id, id);
    }
    const fresh = platform.users.byId(user.id) as UserRow;
    const saved = platform.users.hpcAccounts(fresh).find((view) => view.account === account);
    return sendCenter(reply, 200, undefined, saved);
  });

  app.put(API.hpcSwitch, async (request, reply) => {
    const { user } = signedIn(request);
    const id = String((request.body as Record<string, unknown> | undefined)?.id ?? "");
    const target = platform.users.hpcAccounts(user).find((account) => account.id === id);
    if (!target) return sendError(reply, 404, CENTER_TEXT.unknownAccount);
    setCurrent(user.id, Number(id));
    return sendOk(reply, platform.users.hpcAccounts(platform.users.byId(user.id) as UserRow));
  });

  app.delete(`${API.hpcBinding}/:id`, async (request, reply) => {
    const { user } = signedIn(request);
    const id = Number((request.params as { id: string }).id);
    const row = db.prepare("SELECT * FROM hpc_accounts WHERE id = ? AND user_id = ?").get(id, user.id) as
      BindingRow | undefined;
    if (!row) return sendError(reply, 404, CENTER_TEXT.unknownAccount);
    if (row.bind_type === 2) return sendError(reply, 403, "用户绑定的账号不能编辑或删除");
    db.prepare("DELETE FROM hpc_accounts WHERE id = ?").run(id);
    if (user.current_hpc_account_id === id) {
      const next = db
        .prepare("SELECT id FROM hpc_accounts WHERE user_id = ? ORDER BY id LIMIT 1")
        .get(user.id) as { id: number } | undefined;
      setCurrent(user.id, next?.id ?? null);
    }
    return sendOk(reply, platform.users.hpcAccounts(platform.users.byId(user.id) as UserRow));
  });

  app.post(API.hpcRefreshToken, async (request, reply) => {
    const bound = requireBoundHpc(request);
    return sendOk(reply, {
      account: bound.account,
      token: randomBytes(24).toString("hex"),
      expiresIn: LIMITS.hpcTokenRefreshMs / 1000,
    });
  });

  app.post(API.hpcUploadKey, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const fileName = text(body.fileName);
    const content = typeof body.content === "string" ? body.content : "";
    const looksLikeKey = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+-----END [A-Z ]*PRIVATE KEY-----/.test(
      content,
    );
    if (!fileName || !looksLikeKey || content.length > MAX_KEY_CHARS)
      return sendCenter(reply, 400, KEY_UPLOAD_FAILED);
    return sendCenter(reply, 200, undefined, {
      privateId: fileName.replace(/\.[^.]*$/, ""),
      privateKey: content,
    });
  });

  app.get(API.hpcUserSelf, async (request, reply) => {
    const bound = requireBoundHpc(request);
    return sendOk(reply, {
      spec: {
        account: bound.account,
        cluster: bound.cluster,
        home: `/public/home/${bound.account}`,
        encryptAccount: bound.encryptAccount,
      },
    });
  });

  const adminRows = (filters: { account?: string; status?: string }) => {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (filters.account) {
      where.push("c.account LIKE ?");
      params.push(`%${filters.account}%`);
    }
    if (filters.status === "0" || filters.status === "1") {
      where.push("c.status = ?");
      params.push(Number(filters.status));
    }
    const rows = db
      .prepare(
        `SELECT c.*, (SELECT group_concat(u.user_name, ',') FROM hpc_accounts h JOIN users u ON u.id = h.user_id
                      WHERE h.account = c.account) AS bind_users
         FROM hpc_center_accounts c ${where.length ? `WHERE ${where.join(" AND ")}` : ""} ORDER BY c.id`,
      )
      .all(...params) as (CenterAccountRow & { bind_users: string | null })[];
    return rows.map((row) => ({
      id: String(row.id),
      accountType: row.account_type,
      account: row.account,
      cluster: row.cluster,
      status: row.status,
      needsCode: row.needs_code === 1,
      bindUserNames: row.bind_users ? row.bind_users.split(",") : [],
      createdAt: row.created_at,
    }));
  };

  app.get(API.hpcAdminPage, async (request, reply) => {
    requireCode(request, platform, "hpc-manage");
    const query = request.query as Record<string, string | undefined>;
    const pageNum = Math.max(1, Number(query.pageNum) || LIMITS.defaultPageNum);
    const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || LIMITS.defaultPageSize));
    const rows = adminRows(query);
    return sendOk(reply, {
      list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: rows.length,
      pageNum,
      pageSize,
    });
  });

  app.get(API.hpcAdminList, async (request, reply) => {
    requireCode(request, platform, "hpc-manage");
    return sendOk(reply, adminRows(request.query as Record<string, string | undefined>));
  });

  app.put(API.hpcAdminUpdateStatus, async (request, reply) => {
    requireCode(request, platform, "hpc-manage");
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = Number(body.status);
    if (status !== 0 && status !== 1) return sendError(reply, 400, "状态无效");
    if (!center.setStatus(Number(body.id), status)) return sendError(reply, 404, CENTER_TEXT.unknownAccount);
    return sendOk(reply, null);
  });

  app.get(`${API.hpcAdminGroup}/:id`, async (request, reply) => {
    requireCode(request, platform, "hpc-manage");
    const row = center.byId(Number((request.params as { id: string }).id));
    if (!row) return sendError(reply, 404, CENTER_TEXT.unknownAccount);
    const groups = db
      .prepare(
        `SELECT h.bind_group_id AS bindGroupId, h.bind_group_name AS bindGroupName, h.bind_type AS bindType,
                u.id AS bindUserId, u.user_name AS bindUserName
         FROM hpc_accounts h JOIN users u ON u.id = h.user_id WHERE h.account = ? ORDER BY h.id`,
      )
      .all(row.account) as { bindUserId: number }[];
    return sendOk(
      reply,
      groups.map((group) => ({ ...group, bindUserId: String(group.bindUserId) })),
    );
  });
}
