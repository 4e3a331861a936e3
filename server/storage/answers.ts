import type { FastifyReply } from "fastify";

/** The gateway's answer: body code 200 with `spec` (and `total`); refusals are StorageRefusal (text.ts). */
export function answer(reply: FastifyReply, body: Record<string, unknown> = {}) {
  return reply.code(200).send({ code: 200, message: "success", info: "", ...body });
}

/** `from`/`target` as a list of paths: strings, `{path}` items, or the spec's JSON string of them. */
export function pathList(value: unknown): string[] {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      list = [list];
    }
  }
  if (!Array.isArray(list)) return list === undefined || list === null || list === "" ? [] : [String(list)];
  return list.map((item) =>
    item && typeof item === "object" ? String((item as { path?: unknown }).path ?? "") : String(item),
  );
}
