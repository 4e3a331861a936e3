import type { FastifyInstance } from "fastify";
import { SERVICES_API, SERVICE_TEXT } from "../../src/contracts/services";
import dayjs from "dayjs";
import { sendOk } from "../lib/envelope";
import {
  type AllOf,
  type AnyOf,
  Id,
  IdParams,
  Int,
  OneOf,
  PathId,
  refuse,
  route,
  T,
  Text,
  Name,
} from "../http";
import type { Platform } from "../platform";
import { endpointPath } from "./endpointRoutes";
import { ServiceIdFilter } from "./monitorRoutes";
import type { ServiceStore } from "../platform/ai/serviceStore";
import type { TokenStore } from "./tokenStore";

export { PUBLISH_HISTORY } from "../../src/contracts/services";
const LOG_MODULE = "服务令牌";
const NAME_MAX = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Validity: a number of days from now, or an expiry date (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss); neither never expires. */
const Validity = {
  validDays: T.Optional(Int(1, 3650, "有效天数须为1~3650")),
  expireTime: T.Optional(Text(30)),
};

interface TokenDeps {
  platform: Platform;
  services: ServiceStore;
  tokens: TokenStore;
  codes: { read: AllOf | AnyOf; write: AllOf | AnyOf };
}

/** publish-history: the tokens of a service and its URL. */
export async function tokenRoutes(app: FastifyInstance, deps: TokenDeps) {
  const { platform, services, tokens, codes } = deps;
  const ownedService = (userId: number, id: number) =>
    services.get(userId, id) ?? refuse(404, SERVICE_TEXT.notFound);
  const ownedToken = (userId: number, id: number) =>
    tokens.owned(userId, id) ?? refuse(404, SERVICE_TEXT.tokenNotFound);

  const nameOf = (text: string) => {
    const name = text.trim();
    if (!name) refuse(400, SERVICE_TEXT.tokenNameEmpty);
    if ([...name].length > NAME_MAX) refuse(400, SERVICE_TEXT.tokenNameTooLong);
    return name;
  };
  const expiryOf = (body: { validDays?: number; expireTime?: string }): number | null => {
    if (body.validDays !== undefined) return platform.now() + body.validDays * DAY_MS;
    const text = body.expireTime?.trim();
    if (!text) return null;
    const date = /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? dayjs(text).endOf("day")
      : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)
        ? dayjs(text)
        : undefined;
    if (!date?.isValid()) return refuse(400, SERVICE_TEXT.expiryInvalid);
    if (date.valueOf() <= platform.now()) refuse(400, SERVICE_TEXT.expiryPast);
    return date.valueOf();
  };

  route(app, {
    method: "GET",
    url: SERVICES_API.tokens,
    access: codes.read,
    schema: { querystring: T.Object({ serviceId: ServiceIdFilter }) },
    handler: ({ user, query, reply }) => {
      const serviceId = query.serviceId ?? refuse(400, SERVICE_TEXT.serviceIdEmpty);
      ownedService(user.id, serviceId);
      return sendOk(reply, tokens.list(serviceId));
    },
  });

  route(app, {
    method: "POST",
    url: SERVICES_API.tokens,
    access: codes.write,
    log: { name: "新建服务令牌", module: LOG_MODULE },
    schema: { body: T.Object({ serviceId: Id("服务"), name: Name(1000, "令牌名称"), ...Validity }) },
    handler: ({ user, body, reply }) => {
      ownedService(user.id, body.serviceId);
      const row = tokens.add(body.serviceId, nameOf(body.name), expiryOf(body));
      return sendOk(reply, tokens.view(row));
    },
  });

  route(app, {
    method: "PUT",
    url: SERVICES_API.tokens,
    access: codes.write,
    log: { name: "编辑服务令牌", module: LOG_MODULE },
    schema: { body: T.Object({ id: Id("令牌"), name: Name(1000, "令牌名称"), ...Validity }) },
    handler: ({ user, body, reply }) => {
      const row = ownedToken(user.id, body.id);
      tokens.update(row.id, nameOf(body.name), expiryOf(body));
      return sendOk(reply, tokens.view(ownedToken(user.id, body.id)));
    },
  });

  route(app, {
    method: "DELETE",
    url: SERVICES_API.token,
    access: codes.write,
    log: { name: "删除服务令牌", module: LOG_MODULE },
    schema: { params: IdParams("令牌") },
    handler: ({ user, params, reply }) => {
      tokens.remove(ownedToken(user.id, params.id).id);
      return sendOk(reply, null);
    },
  });

  route(app, {
    method: "PUT",
    url: SERVICES_API.tokenStatus,
    access: codes.write,
    log: { name: "启用或禁用服务令牌", module: LOG_MODULE },
    schema: { params: T.Object({ id: PathId("令牌"), status: OneOf([0, 1], "状态无效") }) },
    handler: ({ user, params, reply }) => {
      const row = ownedToken(user.id, params.id);
      tokens.setStatus(row.id, params.status === 1 ? 1 : 0);
      return sendOk(reply, tokens.view(ownedToken(user.id, row.id)));
    },
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.url,
    access: codes.read,
    schema: { querystring: T.Object({ tokenId: Id("令牌") }) },
    handler: ({ user, query, request, reply }) => {
      const row = ownedToken(user.id, query.tokenId);
      const path = endpointPath(row.service_id);
      const url = `${request.protocol}://${request.host}${path}`;
      return sendOk(reply, {
        url,
        path,
        token: row.token,
        method: "POST",
        curl: `curl -X POST '${url}' -H 'Authorization: Bearer ${row.token}' -F 'file=@image.png'`,
      });
    },
  });
}
