import type { FastifyReply } from "fastify";

export interface SuccessBody<T> {
  code: 200;
  message: "success";
  data: T;
}

/** Success envelope of every platform call. */
export function sendOk<T>(reply: FastifyReply, data: T): FastifyReply {
  const body: SuccessBody<T> = { code: 200, message: "success", data };
  return reply.code(200).send(body);
}
