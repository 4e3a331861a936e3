import type { FastifyReply, FastifyRequest } from "fastify";
import { signedIn } from "./bearer";
import { sendError } from "./envelope";
import type { Platform } from "./platform";

/**
 * The server stays the authority over permission codes: answers 403 and returns false when the
 * signed-in user lacks `code`.
 */
export function requireCode(
  platform: Platform,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): boolean {
  const { user } = signedIn(request);
  if (platform.users.codes(user.id).includes(code)) return true;
  sendError(reply, 403);
  return false;
}
