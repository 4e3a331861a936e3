import type { TSchema } from "@sinclair/typebox";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { WebSocket } from "ws";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from "fastify";
import type { UserRow } from "../platform/users";
import type { Access } from "../platform/access";
import { noteFor, type LogRule, type OperationNote } from "./operationLog";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route (server/platform/access.ts); every route of the server declares it. */
    access?: Access;
    /** Also accept `?token=` (a storage token or the session token): for URLs a browser opens itself. */
    tokenInQuery?: boolean;
    /** Schema failures also carry the storage gateway's `info` and `spec` fields. */
    gateway?: boolean;
    /** How a successful write is named in the operation log, or `false`: not logged (operationLog.ts). */
    log?: LogRule;
    /** A call other than GET that an unaudited user may make (see RouteDefinition.openToUnaudited). */
    openToUnaudited?: boolean;
    /** A call a user holding no code may make (see RouteDefinition.openToCodeless). */
    openToCodeless?: boolean;
  }
}

/** The parts of a request a route validates, each a TypeBox schema. */
export interface RouteSchema {
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
}

type TypedRequest<S extends RouteSchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  TypeBoxTypeProvider
>;

/** What a handler gets: the validated, typed parts, the signed-in user, and Fastify's request and reply. */
export interface RouteContext<S extends RouteSchema, A extends Access> {
  request: TypedRequest<S>;
  reply: FastifyReply;
  /** The signed-in user (null only on public routes). */
  user: A extends "public" ? null : UserRow;
  query: TypedRequest<S>["query"];
  params: TypedRequest<S>["params"];
  body: TypedRequest<S>["body"];
  /** The call's operation-log entry (written after a successful write): skip it or add a detail. */
  log: OperationNote;
}

export interface RouteDefinition<S extends RouteSchema, A extends Access> {
  method: HTTPMethods;
  url: string;
  access: A;
  schema?: S;
  /** Largest body in bytes (Fastify's default 1 MiB otherwise); larger answers 413. */
  bodyLimit?: number;
  tokenInQuery?: boolean;
  gateway?: boolean;
  /**
   * Every successful write (non-GET) of a signed-in user is logged by default, named from its method
   * and url; declare `{ name, module }` (short Chinese texts: 绑定HPC账号, HPC账号) to name it, or `false`
   * for calls that must not be logged (sign-in, the op-log write itself, heartbeats, reads sent as POST).
   */
  log?: LogRule;
  /**
   * Every call but GET is a write, refused (403) to an unaudited user (Permissions.check). Set this on
   * the few an unaudited user needs: a read sent as POST (a search body), signing out, the user's own
   * operation log.
   */
  openToUnaudited?: boolean;
  /**
   * A signed-in user who holds no code is refused every route (403) but these few: signing out,
   * their own info and code list (the page needs them to say so), their own operation log.
   */
  openToCodeless?: boolean;
  /**
   * Answers the call: usually `sendOk(reply, data)`; refuse with `refuse(status, text)` or by throwing a
   * Refusal. Anything else thrown is a 500 (logged).
   */
  handler: (context: RouteContext<S, A>) => unknown;
  /** A websocket route (GET only): the socket of an upgraded request; `handler` answers plain requests. */
  wsHandler?: (socket: WebSocket, request: FastifyRequest) => void;
}

/**
 * Adds one route of the platform API: its access rule and schemas go to Fastify (checked before the
 * handler runs: 401/403, then 400 naming the field), the handler gets the typed parts.
 *
 * @example
 * route(app, {
 *   method: "GET",
 *   url: "/api/aimanager/v1/things/page",
 *   access: anyOf("thingM"),
 *   schema: { querystring: T.Object({ ...PageQuery, name: T.Optional(Text(50)) }) },
 *   handler: ({ user, query, reply }) => sendOk(reply, things.page(user.id, query)),
 * });
 */
export function route<S extends RouteSchema = RouteSchema, A extends Access = Access>(
  app: FastifyInstance,
  definition: RouteDefinition<S, A>,
): void {
  const { handler } = definition;
  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const typed = request as TypedRequest<S>;
    const { note, fail } = noteFor(request);
    try {
      return await handler({
        request: typed,
        reply,
        user: request.user as RouteContext<S, A>["user"],
        query: typed.query,
        params: typed.params,
        body: typed.body,
        log: note,
      });
    } catch (error) {
      // A refusal (even one answered with HTTP 200, like the storage gateway's) changed nothing.
      fail();
      throw error;
    }
  };
  app.route({
    method: definition.method,
    url: definition.url,
    schema: definition.schema,
    ...(definition.bodyLimit ? { bodyLimit: definition.bodyLimit } : {}),
    config: {
      access: definition.access,
      tokenInQuery: definition.tokenInQuery ?? false,
      gateway: definition.gateway ?? false,
      ...(definition.log !== undefined ? { log: definition.log } : {}),
      openToUnaudited: definition.openToUnaudited ?? false,
      openToCodeless: definition.openToCodeless ?? false,
    },
    ...(definition.wsHandler ? { wsHandler: withSession(definition.wsHandler) } : {}),
    handler: answer as RouteHandlerMethod,
  });
}

/** A socket handler whose socket closes when its session ends (SessionStore.attachSocket). */
function withSession(wsHandler: NonNullable<RouteDefinition<RouteSchema, Access>["wsHandler"]>) {
  return (socket: WebSocket, request: FastifyRequest) => {
    if (request.sessionToken) request.server.platform.sessions.attachSocket(request.sessionToken, socket);
    wsHandler(socket, request);
  };
}

/** A route as the server declared it: for tests and documentation that walk every route. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  tokenInQuery: boolean;
  openToUnaudited: boolean;
  openToCodeless: boolean;
  /** A storage gateway route: its refusals carry `info` beside the message. */
  gateway: boolean;
  schema: RouteSchema | undefined;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every route added so far, in order (HEAD twins of GET routes left out). */
    routeTable: DeclaredRoute[];
  }
}

/**
 * Records every route in `app.routeTable`, and refuses, when the server starts, any route under /api
 * that was not added with `route` (so has no access rule): one way for every route.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: DeclaredRoute[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (options) => {
    const url = options.url ?? "";
    const access = options.config?.access;
    if ((url === "/api" || url.startsWith("/api/")) && access === undefined)
      throw new Error(`route ${String(options.method)} ${url} declares no access rule: add it with route()`);
    for (const method of [options.method].flat())
      if (method !== "HEAD")
        table.push({
          method,
          url,
          access,
          tokenInQuery: options.config?.tokenInQuery ?? false,
          openToUnaudited: options.config?.openToUnaudited ?? false,
          openToCodeless: options.config?.openToCodeless ?? false,
          gateway: options.config?.gateway ?? false,
          schema: options.schema as RouteSchema | undefined,
        });
  });
}
