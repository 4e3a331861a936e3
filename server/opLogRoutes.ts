import type { FastifyInstance } from "fastify";
import { API, LIMITS } from "../src/core/config";
import { signedIn } from "./bearer";
import { sendError, sendOk } from "./envelope";
import { DATE_TIME, OpLogStore, validEntry, type OpLogFilter } from "./opLogStore";
import { requireCode } from "./permissionCheck";
import type { Platform } from "./platform";

export const OP_LOG_READ_CODE = "system-manage";
/** The largest page a read may ask for (an export pages through larger sets). */
export const MAX_PAGE_SIZE = 1000;
/** The most entries one write may carry. */
export const MAX_BATCH = 1000;

type Query = Record<string, string | undefined>;

export function pageParams(query: Query) {
  const number = (text: string | undefined, fallback: number) => {
    const value = Number.parseInt(text ?? "", 10);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    pageNum: number(query.pageNum, LIMITS.defaultPageNum),
    pageSize: Math.min(MAX_PAGE_SIZE, number(query.pageSize, LIMITS.defaultPageSize)),
  };
}

/**
 * Operation logs: the batched write (any signed-in user; an array; invalid entries are counted and
 * skipped, an id already stored is ignored) and the paged, filtered read (system-manage).
 */
export async function opLogRoutes(app: FastifyInstance, { platform }: { platform: Platform }): Promise<void> {
  const store = new OpLogStore(platform.db, platform.now);

  app.post(API.opLogWrite, { bodyLimit: 2 * 1024 * 1024 }, async (request, reply) => {
    const { user } = signedIn(request);
    const body = request.body;
    if (!Array.isArray(body) || body.length > MAX_BATCH) return sendError(reply, 400, "日志格式错误");
    const valid = body.filter(validEntry);
    const accepted = store.insert(valid, user.id, request.ip);
    return sendOk(reply, {
      accepted,
      duplicates: valid.length - accepted,
      rejected: body.length - valid.length,
    });
  });

  app.get(API.opLogRead, async (request, reply) => {
    if (!requireCode(platform, request, reply, OP_LOG_READ_CODE)) return reply;
    const query = request.query as Query;
    const time = (text: string | undefined) => (text && DATE_TIME.test(text) ? text : undefined);
    const filter: OpLogFilter = {
      user: query.user?.trim() || undefined,
      pageName: query.pageName?.trim() || undefined,
      content: query.content?.trim() || undefined,
      startTime: time(query.startTime),
      endTime: time(query.endTime),
    };
    const { pageNum, pageSize } = pageParams(query);
    return sendOk(reply, store.page(filter, pageNum, pageSize));
  });
}
