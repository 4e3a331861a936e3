import type { FastifyInstance } from "fastify";
import { IdParams, refuse, route } from "../http";
import type { DecorationFiles } from "./decorationFiles";
import { PORTAL_API, PORTAL_LABELS, PORTAL_TEXT } from "../../src/contracts/portal";

/**
 * The seeded decoration pictures (the default portal's navigation pictures), public: the portal
 * shows them to visitors. Pictures the back office uploads go through the shared chunk endpoint
 * (spec §7: decoration/file/chunkUpload, server/storage/chunkUploadRoutes.ts) and are served by their
 * file-service ticket.
 */
export function decorationRoutes(app: FastifyInstance, files: DecorationFiles) {
  route(app, {
    method: "GET",
    url: PORTAL_API.decorationFile,
    access: "public",
    schema: { params: IdParams(PORTAL_LABELS.file) },
    handler: ({ params, reply }) => {
      const file = files.get(params.id) ?? refuse(404, PORTAL_TEXT.fileNotFound);
      return reply
        .header("content-type", file.mime)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "public, max-age=86400")
        .send(file.bytes);
    },
  });
}
