import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath, Refusal } from "./";

function isDevPath(url: string): boolean {
  return url === "/__dev" || url.startsWith("/__dev/");
}

/**
 * Serves the built app from `staticDir` (when given) with a single-page fallback: a GET that matches
 * no file and is not an /api or /__dev call answers index.html. Everything else unmatched is a 404
 * envelope with its catalogue text (请求地址无效).
 */
export async function registerSite(app: FastifyInstance, staticDir: string | undefined): Promise<void> {
  const indexFile = staticDir ? path.join(staticDir, "index.html") : undefined;
  if (staticDir) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticDir),
      wildcard: true,
      index: ["index.html"],
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const spaRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(request.url) &&
      !isDevPath(request.url);
    if (spaRequest && indexFile && fs.existsSync(indexFile)) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    throw new Refusal(404);
  });
}
