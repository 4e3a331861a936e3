import type { FastifyRequest } from "fastify";
import type { FileMeta } from "./fileStore";

export function metaFrom(query: Record<string, string | undefined>): FileMeta {
  return {
    application: query.application,
    category: query.category,
    entityType: query.entityType,
    entityId: query.entityId,
    resourceOwnerId: query.resourceOwnerId,
    resourceOwnerName: query.resourceOwnerName,
    resourceOwnerType: query.resourceOwnerType,
    taskId: query.taskId,
  };
}

/** Every file part of a multipart request as name and bytes (fields are returned beside them). */
export async function readParts(request: FastifyRequest) {
  const files: { field: string; name: string; bytes: Buffer }[] = [];
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === "file")
      files.push({ field: part.fieldname, name: part.filename, bytes: await part.toBuffer() });
    else fields[part.fieldname] = String(part.value);
  }
  return { files, fields };
}
