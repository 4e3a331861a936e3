import type { FastifyRequest } from "fastify";
import { platformConfig } from "../../src/core/config";
import { Refusal } from "../lib/refusal";
import type { HpcAccountView } from "../platform/users";
import { signedIn } from "./identity";

export const HPC_TEXT = {
  userBound: "用户绑定的账号不能编辑或删除",
  badStatus: "状态无效",
  /** The refusal (506) of a call that reaches the cluster without a bound account (shell spec §8's text). */
  unbound: "当前账号未绑定HPC账号，无法操作，请绑定后重试",
} as const;

/**
 * For routes that reach the cluster (storage first): the signed-in user's HPC account in use, picked
 * by the tenant header when it names one of theirs. Without any bound account it refuses with status
 * 506 and its text (as `message` and the storage gateway's `info`), so no refusal arrives without words.
 */
export function requireBoundHpc(request: FastifyRequest): HpcAccountView & { cluster: string } {
  const { user } = signedIn(request);
  const accounts = request.server.platform.users.hpcAccounts(user);
  const tenant = request.headers[platformConfig.tenantHeader.toLowerCase()];
  const chosen =
    accounts.find((account) => account.encryptAccount === tenant) ??
    accounts.find((account) => account.current) ??
    accounts[0];
  if (!chosen) throw new Refusal(506, HPC_TEXT.unbound, { extra: { info: HPC_TEXT.unbound } });
  const [, cluster = ""] = Buffer.from(chosen.encryptAccount, "base64").toString("utf8").split("@");
  return { ...chosen, cluster };
}
