import { HPC_API, type CenterAccountView } from "../../src/contracts/hpc";
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LIMITS, platformConfig } from "../../src/core/config";
import { sendOk } from "../lib/envelope";
import { anyOf, IdParams, OneOf, PageQuery, Refusal, refuse, route, T, Text, Name } from "../http";
import { CENTER_TEXT, openHpcCenter, type CenterAccountRow, type HpcCenter } from "./hpcCenter";
import type { Platform } from "../platform";
import type { UserRow } from "../platform/users";
import { HPC_TEXT, requireBoundHpc } from "../http/hpcBinding";

import { HpcBindingStore } from "./bindings";
import { pageSlice } from "../lib/paging";
import { CODE } from "../../src/contracts/permissionCodes";

/** The HPC form's validation text (shell spec §5), also the server's answer to an incomplete save. */
export const INCOMPLETE_TEXT = "请完善数据再保存！";
export const KEY_UPLOAD_FAILED = "上传失败，请重新上传！";
const MAX_KEY_CHARS = 16_384;
export const HPC_ADMIN_CODE = CODE.hpcManage;

export { HPC_TEXT, requireBoundHpc };

/** The centre's answer: HTTP 200 with its own body code 200. */
function sendCenter(reply: FastifyReply, data: unknown = null) {
  return reply.code(200).send({ code: 200, message: "success", data });
}

/** The centre's refusal: HTTP 200 with its own body code; `message` and `info` carry the text. */
const centreRefusal = (code: number, info?: string) =>
  new Refusal(code, info, { httpStatus: 200, extra: { info, data: null } });

function decodePassword(encoded: string | undefined): string | undefined {
  if (!encoded) return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return undefined;
  return Buffer.from(encoded, "base64").toString("utf8");
}

const text = (value: string | undefined): string => (value ?? "").trim();

/** A form field of the binding calls: text, checked by the handler (the centre's own texts). */
const Field = T.Optional(Text(256));
/** The id of an HPC account as the API gives it: decimal text. */
const AccountId = T.String({ pattern: "^[1-9][0-9]{0,15}$" });
const CenterFilters = {
  account: T.Optional(Text(100)),
  status: T.Optional(OneOf([0, 1])),
};

/** The operation log's module of a user's own HPC calls. */
const HPC_LOG_MODULE = "HPC账号";

/** The HPC calls of shell spec §7, the gateway's user/user/self and the back office's account calls. */
export async function hpcRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const center: HpcCenter = await openHpcCenter(platform.db, platform.now);
  const bindings = new HpcBindingStore(platform.db);
  const groupFor = (request: FastifyRequest, user: UserRow) => {
    const groups = platform.users.groups(user.id);
    const wanted = request.headers[platformConfig.groupHeader.toLowerCase()];
    return groups.find((group) => group.id === wanted) ?? groups[0] ?? { id: "", title: "" };
  };

  /** The centre's answer as it is: its data, or its code and text. */
  const answerOf = <D>(reply: FastifyReply, answer: { code: number; info?: string; data?: D }) => {
    if (answer.code !== 200) throw centreRefusal(answer.code, answer.info);
    return sendCenter(reply, answer.data ?? null);
  };

  route(app, {
    method: "POST",
    url: HPC_API.hpcCheckCredential,
    // A check before saving, not a change: the save is logged.
    log: false,
    access: "signedIn",
    schema: { body: T.Object({ username: Field, password: T.Optional(Text(4096)) }) },
    handler: async ({ body, reply }) => {
      const password = decodePassword(body.password);
      if (!text(body.username) || password === undefined)
        throw centreRefusal(401, CENTER_TEXT.wrongCredential);
      return answerOf(reply, await center.checkCredential(text(body.username), password));
    },
  });

  route(app, {
    method: "POST",
    url: HPC_API.hpcSendCode,
    log: { name: "发送HPC验证码", module: HPC_LOG_MODULE },
    access: "signedIn",
    schema: { body: T.Object({ user_name: Field }) },
    handler: ({ body, reply }) => {
      const account = text(body.user_name);
      const answer = center.issueCode(account);
      if (answer.code !== 200 || !answer.data) throw centreRefusal(answer.code, answer.info);
      platform.outbox.send({
        to: account,
        channel: "hpc",
        subject: "HPC账号验证码",
        text: `您的HPC账号验证码为 ${answer.data.code}，${LIMITS.hpcCodeLifetimeMs / 60_000}分钟内有效。`,
        code: answer.data.code,
      });
      return sendCenter(reply, { sent: true });
    },
  });

  route(app, {
    method: "POST",
    url: HPC_API.hpcCheckCode,
    log: false,
    access: "signedIn",
    schema: { body: T.Object({ username: Field, verification_code: Field }) },
    handler: ({ body, reply }) =>
      answerOf(reply, center.checkCode(text(body.username), text(body.verification_code))),
  });

  route(app, {
    method: "POST",
    url: HPC_API.hpcSave,
    log: { name: "绑定HPC账号", module: HPC_LOG_MODULE },
    access: "signedIn",
    schema: {
      body: T.Object({
        accountType: T.Optional(T.Union([T.Integer({ minimum: 0, maximum: 100 }), T.Null()])),
        account: Field,
        password: T.Optional(Text(4096)),
        privateId: Field,
        privateKey: T.Optional(Text(MAX_KEY_CHARS)),
        verificationCode: Field,
      }),
    },
    handler: async ({ request, user, body, reply }) => {
      const account = text(body.account);
      const password = decodePassword(body.password);
      const privateKey = body.privateKey ?? "";
      if (
        body.accountType !== 1 ||
        !account ||
        password === undefined ||
        !text(body.privateId) ||
        !privateKey.trim()
      )
        throw centreRefusal(400, INCOMPLETE_TEXT);
      const credential = await center.checkCredential(account, password);
      if (credential.code !== 200) throw centreRefusal(credential.code, credential.info);
      const row = center.byAccount(account) as CenterAccountRow;
      if (!center.checkKey(row, privateKey)) throw centreRefusal(400, CENTER_TEXT.wrongKey);
      if (row.needs_code) {
        const code = text(body.verificationCode);
        if (!code) throw centreRefusal(400, INCOMPLETE_TEXT);
        const used = center.consumeCheckedCode(account, code);
        if (used.code !== 200) throw centreRefusal(used.code, used.info);
      }
      if (!bindings.byAccount(user.id, account)) {
        const id = bindings.bind(user.id, account, row.cluster, groupFor(request, user));
        if (user.current_hpc_account_id === null) bindings.setCurrent(user.id, id);
      }
      const fresh = platform.users.byId(user.id) as UserRow;
      return sendCenter(
        reply,
        platform.users.hpcAccounts(fresh).find((view) => view.account === account),
      );
    },
  });

  route(app, {
    method: "PUT",
    url: HPC_API.hpcSwitch,
    log: { name: "切换HPC账号", module: HPC_LOG_MODULE },
    access: "signedIn",
    schema: { body: T.Object({ id: AccountId }) },
    handler: ({ user, body, reply }) => {
      const target = platform.users.hpcAccounts(user).find((account) => account.id === body.id);
      if (!target) return refuse(404, CENTER_TEXT.unknownAccount);
      bindings.setCurrent(user.id, Number(body.id));
      return sendOk(reply, platform.users.hpcAccounts(platform.users.byId(user.id) as UserRow));
    },
  });

  route(app, {
    method: "DELETE",
    url: HPC_API.hpcBindingOf,
    log: { name: "解除HPC账号绑定", module: HPC_LOG_MODULE },
    access: "signedIn",
    schema: { params: IdParams() },
    handler: ({ user, params, reply }) => {
      const { id } = params;
      const row = bindings.own(id, user.id);
      if (!row) return refuse(404, CENTER_TEXT.unknownAccount);
      if (row.bind_type === 2) return refuse(403, HPC_TEXT.userBound);
      bindings.remove(id);
      if (user.current_hpc_account_id === id) bindings.setCurrent(user.id, bindings.first(user.id) ?? null);
      return sendOk(reply, platform.users.hpcAccounts(platform.users.byId(user.id) as UserRow));
    },
  });

  route(app, {
    method: "POST",
    url: HPC_API.hpcRefreshToken,
    // A heartbeat of the HPC session: nothing changes.
    log: false,
    access: "signedIn",
    handler: ({ request, reply }) => {
      const bound = requireBoundHpc(request);
      return sendOk(reply, {
        account: bound.account,
        token: randomBytes(24).toString("hex"),
        expiresIn: LIMITS.hpcTokenRefreshMs / 1000,
      });
    },
  });

  route(app, {
    method: "POST",
    url: HPC_API.hpcUploadKey,
    log: { name: "上传HPC密钥文件", module: HPC_LOG_MODULE, hide: ["content"] },
    access: "signedIn",
    schema: {
      body: T.Object({
        fileName: T.Optional(Name(256, "文件名")),
        content: T.Optional(T.String({ maxLength: 1_048_576 })),
      }),
    },
    handler: ({ body, reply }) => {
      const fileName = text(body.fileName);
      const content = body.content ?? "";
      const looksLikeKey = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+-----END [A-Z ]*PRIVATE KEY-----/.test(
        content,
      );
      if (!fileName || !looksLikeKey || content.length > MAX_KEY_CHARS)
        throw centreRefusal(400, KEY_UPLOAD_FAILED);
      return sendCenter(reply, { privateId: fileName.replace(/\.[^.]*$/, ""), privateKey: content });
    },
  });

  route(app, {
    method: "GET",
    url: HPC_API.hpcUserSelf,
    access: "signedIn",
    handler: ({ request, reply }) => {
      const bound = requireBoundHpc(request);
      return sendOk(reply, {
        spec: {
          account: bound.account,
          cluster: bound.cluster,
          home: `/public/home/${bound.account}`,
          encryptAccount: bound.encryptAccount,
        },
      });
    },
  });

  const adminRows = (filters: { account?: string; status?: number }) =>
    bindings.centerAccounts(filters).map((row): CenterAccountView => ({
      id: String(row.id),
      accountType: row.account_type,
      account: row.account,
      cluster: row.cluster,
      status: row.status,
      needsCode: row.needs_code === 1,
      bindUserNames: row.bind_users ? row.bind_users.split(",") : [],
      createdAt: row.created_at,
    }));

  route(app, {
    method: "GET",
    url: HPC_API.hpcAdminPage,
    access: anyOf(HPC_ADMIN_CODE),
    schema: { querystring: T.Object({ ...PageQuery, ...CenterFilters }) },
    handler: ({ query, reply }) => {
      const { pageNum, pageSize } = query;
      const rows = adminRows(query);
      return sendOk(reply, {
        list: pageSlice(rows, pageNum, pageSize),
        total: rows.length,
        pageNum,
        pageSize,
      });
    },
  });

  route(app, {
    method: "GET",
    url: HPC_API.hpcAdminList,
    access: anyOf(HPC_ADMIN_CODE),
    schema: { querystring: T.Object(CenterFilters) },
    handler: ({ query, reply }) => sendOk(reply, adminRows(query)),
  });

  route(app, {
    method: "PUT",
    url: HPC_API.hpcAdminUpdateStatus,
    log: { name: "切换HPC账号状态", module: "HPC账号管理" },
    access: anyOf(HPC_ADMIN_CODE),
    schema: { body: T.Object({ id: AccountId, status: OneOf([0, 1], HPC_TEXT.badStatus) }) },
    handler: ({ body, reply }) => {
      if (!center.setStatus(Number(body.id), body.status)) return refuse(404, CENTER_TEXT.unknownAccount);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "GET",
    url: HPC_API.hpcAdminGroupOf,
    access: anyOf(HPC_ADMIN_CODE),
    schema: { params: IdParams() },
    handler: ({ params, reply }) => {
      const row = center.byId(params.id);
      if (!row) return refuse(404, CENTER_TEXT.unknownAccount);
      const groups = bindings.bindingsOf(row.account);
      return sendOk(
        reply,
        groups.map((group) => ({ ...group, bindUserId: String(group.bindUserId) })),
      );
    },
  });
}
