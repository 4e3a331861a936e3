import type { FastifyReply } from "fastify";

export interface SuccessBody<T> {
  code: 200;
  message: "success";
  data: T;
}

export interface ErrorBody {
  code: number;
  message?: string;
}

/** Success envelope of every platform call. */
export function sendOk<T>(reply: FastifyReply, data: T): FastifyReply {
  const body: SuccessBody<T> = { code: 200, message: "success", data };
  return reply.code(200).send(body);
}

/**
 * Error envelope: the HTTP status repeated as `code`. `message` only when there is a specific text for
 * the user; without it the client shows its own catalogue text for the status.
 */
export function sendError(reply: FastifyReply, status: number, message?: string): FastifyReply {
  const body: ErrorBody = message ? { code: status, message } : { code: status };
  return reply.code(status).send(body);
}
