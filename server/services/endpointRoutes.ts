import type { FastifyInstance, FastifyRequest } from "fastify";
import { PUBLISH_MANAGE, SERVICE_ENDPOINT, SERVICES_API, SERVICE_TEXT } from "../../src/contracts/services";
import multipart from "@fastify/multipart";
import { sendOk } from "../lib/envelope";
import { WALLET_TEXT } from "../../src/contracts/walletPolicy";
import { frameworkRefusal, IdParams, Refusal, refuse, route } from "../http";
import type { Platform } from "../platform";
import { newCallTiming, serverTiming } from "./callTiming";
import { answerOf, MAX_IMAGE_BYTES, WindowLimiter, type ServiceEngine } from "./engine";
import type { ServiceStore } from "../platform/ai/serviceStore";
import type { TokenRow, TokenStore } from "./tokenStore";

/** The service URL of service `id`: POST an image with `Authorization: Bearer <service token>`. */
export const endpointPath = (id: number) => `${SERVICE_ENDPOINT}/${id}/predict`;
export { PUBLISH_MANAGE, SERVICE_ENDPOINT };

/** Calls per token per minute, and demo calls per caller address per minute. */
export const TOKEN_CALLS_PER_MINUTE = 600;
export const DEMO_CALLS_PER_MINUTE = 20;
const RAW_TYPES = ["image/png", "image/jpeg"];
/** Read a little past the image limit, so an oversized image is answered (and recorded) by the route. */
const BODY_LIMIT = 2 * MAX_IMAGE_BYTES;

const tooMany = (): never => {
  throw new Refusal(429, SERVICE_TEXT.tooManyCalls, { headers: { "retry-after": "60" } });
};

const bearer = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];

/** The image of a call: the multipart part `file`, or (the service URL only) a raw image/png or image/jpeg body. */
async function imageOf(request: FastifyRequest, allowRaw: boolean): Promise<Uint8Array> {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (request.isMultipart()) {
    let bytes: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        const content = await part.toBuffer();
        if (part.fieldname === "file" && !bytes) bytes = content;
      }
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 413) refuse(413, SERVICE_TEXT.imageTooLarge);
      throw error;
    }
    if (!bytes || !bytes.length) return refuse(400, SERVICE_TEXT.noImage);
    return bytes;
  }
  if (!allowRaw) return refuse(415, SERVICE_TEXT.contentTypeDemo);
  if (!RAW_TYPES.includes(type)) return refuse(415, SERVICE_TEXT.contentType);
  const body = request.body;
  if (!Buffer.isBuffer(body) || !body.length) return refuse(400, SERVICE_TEXT.noImage);
  if (body.length > MAX_IMAGE_BYTES) refuse(413, SERVICE_TEXT.imageTooLarge);
  return body;
}

interface EndpointOptions {
  platform: Platform;
  services: ServiceStore;
  tokens: TokenStore;
  engine: ServiceEngine;
}

/** The inference endpoint of every service and the portal's demo call, in their own scope (body parsers). */
export async function endpointRoutes(app: FastifyInstance, options: EndpointOptions) {
  const { platform, services, tokens, engine } = options;
  const perToken = new WindowLimiter(TOKEN_CALLS_PER_MINUTE, 60_000, platform.now);
  const perAddress = new WindowLimiter(DEMO_CALLS_PER_MINUTE, 60_000, platform.now);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 10, parts: 12 } });
  app.addContentTypeParser(RAW_TYPES, { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  // Any other type is read (bounded) and refused by the route, so the call is recorded with its 415.
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: BODY_LIMIT }, (_request, _body, done) =>
    done(null, null),
  );
  // What the framework refuses before a route runs (a body over the limit, a malformed multipart) is
  // recorded in monitoring like any other call: a flood of huge bodies shows on the service's page.
  // The handlers record their own calls: only a request refused before its handler is recorded here.
  const handled = new WeakSet<FastifyRequest>();
  app.addHook("preHandler", async (request) => {
    handled.add(request);
  });
  app.addHook("onError", async (request, _reply, error) => {
    const known = error instanceof Refusal || handled.has(request) ? undefined : frameworkRefusal(error);
    if (!known) return;
    const service = services.byId(Number((request.params as { id?: string }).id));
    const demo = request.url.startsWith(PUBLISH_MANAGE);
    if (!service || (demo && !service.is_public)) return;
    const token = demo ? undefined : tokens.byToken(bearer(request.headers.authorization) ?? "");
    const [status, text] = known;
    await engine
      .recorded(
        service,
        demo ? "demo" : "token",
        () => (token?.service_id === service.id ? token.id : null),
        () => Promise.reject(new Refusal(status, text)),
      )
      .catch(() => undefined);
  });

  route(app, {
    method: "POST",
    url: SERVICES_API.predict,
    access: "public",
    log: false,
    bodyLimit: BODY_LIMIT,
    schema: { params: IdParams("服务") },
    handler: async ({ params, request, reply }) => {
      const started = performance.now();
      const timing = newCallTiming();
      let predicted = 0;
      const service = services.byId(params.id) ?? refuse(404, SERVICE_TEXT.notFound);
      let token: TokenRow | undefined;
      const { result, latencyMs } = await engine.recorded(
        service,
        "token",
        () => token?.id ?? null,
        async () => {
          const text = bearer(request.headers.authorization) ?? refuse(401, SERVICE_TEXT.tokenMissing);
          const found = tokens.byToken(text) ?? refuse(401, SERVICE_TEXT.tokenUnknown);
          if (found.service_id !== service.id) refuse(403, SERVICE_TEXT.tokenForeign);
          token = found;
          if (!found.status) refuse(403, SERVICE_TEXT.tokenDisabled);
          if (found.expire_at !== null && found.expire_at <= platform.now())
            refuse(403, SERVICE_TEXT.tokenExpired);
          if (!service.status) refuse(409, SERVICE_TEXT.stopped);
          // The balance rule (src/contracts/walletPolicy.ts): calls billed to an owing owner are refused.
          platform.wallets.assertMayUse(service.user_id, WALLET_TEXT.callRefused);
          if (!perToken.allow(String(found.id))) tooMany();
          const bytes = await imageOf(request, true);
          timing.checkMs = performance.now() - started;
          const prediction = await engine.infer(service, bytes, timing);
          predicted = performance.now();
          return prediction;
        },
      );
      timing.recordMs = performance.now() - predicted;
      // Where the call's time went (a caller's devtools and the bench show it per stage).
      reply.header("server-timing", serverTiming(timing, reply.elapsedTime));
      return sendOk(reply, answerOf(result, latencyMs));
    },
  });

  route(app, {
    method: "POST",
    url: SERVICES_API.demo,
    access: "public",
    log: false,
    bodyLimit: BODY_LIMIT,
    schema: { params: IdParams("服务") },
    handler: async ({ params, request, reply }) => {
      const service = services.byId(params.id);
      if (!service || !service.is_public) return refuse(404, SERVICE_TEXT.notFound);
      if (!service.status) refuse(409, SERVICE_TEXT.notPublic);
      if (!perAddress.allow(request.ip)) tooMany();
      const { result, latencyMs } = await engine.recorded(
        service,
        "demo",
        () => null,
        async () => engine.infer(service, await imageOf(request, false)),
      );
      return sendOk(reply, answerOf(result, latencyMs));
    },
  });
}
