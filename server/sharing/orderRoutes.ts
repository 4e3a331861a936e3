import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { WALLET_TEXT } from "../../src/contracts/walletPolicy";
import {
  ApproveBody,
  ORDER_LIMITS,
  ORDER_STATUS,
  ORDER_TEXT,
  OrderCreateBody,
  PriceBody,
  SHARE_RESOURCE,
  SHARING_API,
  SHARING_CODES,
  SHARING_LABELS,
  type ShareResourceType,
} from "../../src/contracts/sharing";
import { anyOf, IdParams, Int, MAX_ID, OneOf, PageQuery, refuse, route, T, Text } from "../http";
import type { Platform } from "../platform";
import { OrderStore } from "./orderStore";

/** Developers apply (code business-hall); operations handle (sharing-A03: 共享管理). */
const APPLICANT = anyOf(SHARING_CODES.applicant);
const OPERATIONS = anyOf(SHARING_CODES.orders);
const RESOURCE_TYPES = Object.values(SHARE_RESOURCE);

const Filters = {
  ...PageQuery,
  resourceType: T.Optional(OneOf(RESOURCE_TYPES, ORDER_TEXT.resourceType)),
  status: T.Optional(OneOf(Object.values(ORDER_STATUS))),
  keyword: T.Optional(Text(200)),
  startTime: T.Optional(Int(0, MAX_ID)),
  endTime: T.Optional(Int(0, MAX_ID)),
};

/**
 * Sharing work orders (ai-domain §7 apply-order: page, create, pass-list, approve, update-price,
 * manage-stat). A passed order grants the applicant the resource (grants.ts) and records one share use
 * in the usage log at the pass.
 */
export async function orderRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  const orders = new OrderStore(platform);
  const order = (id: number) => orders.get(id) ?? refuse(404, ORDER_TEXT.orderNotFound);
  /** An order its applicant handles: operations prices and approves other users' orders only. */
  const handled = (id: number, userId: number) => {
    const found = order(id);
    if (found.applicantId === userId) refuse(403, ORDER_TEXT.ownOrder);
    return found;
  };

  route(app, {
    method: "POST",
    url: SHARING_API.orderCreate,
    access: APPLICANT,
    log: { name: "申请共享", module: "共享管理" },
    schema: { body: OrderCreateBody },
    handler: ({ user, body, reply }) => {
      const reason = body.reason.trim() || refuse(400, ORDER_TEXT.reason);
      if ([...reason].length > ORDER_LIMITS.reason) refuse(400, ORDER_TEXT.reasonMax);
      const type = body.resourceType as ShareResourceType;
      const resource = orders.resource(type, body.resourceId) ?? refuse(404, ORDER_TEXT.notFound);
      if (resource.userId === user.id) refuse(400, ORDER_TEXT.own);
      if (!resource.isPublic) refuse(400, ORDER_TEXT.notPublic);
      const live = orders.live(user.id, type, resource.id);
      if (live) refuse(400, live.status === ORDER_STATUS.passed ? ORDER_TEXT.granted : ORDER_TEXT.pending);
      return sendOk(reply, orders.create(user.id, type, resource, reason));
    },
  });

  route(app, {
    method: "GET",
    url: SHARING_API.orderPage,
    access: OPERATIONS,
    schema: { querystring: T.Object(Filters) },
    handler: ({ query, reply }) => sendOk(reply, orders.page(query)),
  });

  route(app, {
    method: "GET",
    url: SHARING_API.myOrderPage,
    access: APPLICANT,
    schema: { querystring: T.Object(Filters) },
    handler: ({ user, query, reply }) => sendOk(reply, orders.page(query, user.id)),
  });

  route(app, {
    method: "GET",
    url: SHARING_API.passList,
    access: APPLICANT,
    schema: {
      querystring: T.Object({ resourceType: T.Optional(OneOf(RESOURCE_TYPES, ORDER_TEXT.resourceType)) }),
    },
    handler: ({ user, query, reply }) =>
      sendOk(
        reply,
        orders.page(
          { pageNum: 1, pageSize: 1000, status: ORDER_STATUS.passed, resourceType: query.resourceType },
          user.id,
        ).list,
      ),
  });

  route(app, {
    method: "GET",
    url: SHARING_API.orderStat,
    access: OPERATIONS,
    handler: ({ reply }) => sendOk(reply, orders.stat()),
  });

  route(app, {
    method: "PUT",
    url: SHARING_API.approve,
    access: OPERATIONS,
    log: { name: "审批共享申请", module: "共享管理" },
    schema: {
      params: IdParams(SHARING_LABELS.order),
      body: ApproveBody,
    },
    handler: ({ user, params, body, reply }) => {
      const current = handled(params.id, user.id);
      const handler = user.display_name || user.user_name;
      const open: number[] =
        body.status === ORDER_STATUS.accepted
          ? [ORDER_STATUS.submitted]
          : [ORDER_STATUS.submitted, ORDER_STATUS.accepted];
      if (!open.includes(current.status)) refuse(400, ORDER_TEXT.state);
      if (body.status === ORDER_STATUS.rejected) {
        const why = (body.rejectReason ?? "").trim() || refuse(400, ORDER_TEXT.rejectReason);
        if ([...why].length > ORDER_LIMITS.rejectReason) refuse(400, ORDER_TEXT.rejectReasonMax);
        return sendOk(reply, orders.setStatus(current.id, body.status, handler, why));
      }
      if (body.status === ORDER_STATUS.passed && !platform.wallets.hasWallet(current.applicantId)) {
        // Never charged where they cannot see it (src/contracts/walletPolicy.ts): an applicant without
        // a wallet passes only free, at a custom price of 0 or a share price of 0 in force.
        const at = platform.now();
        const charge = current.priceSet ? current.price : platform.wallets.shareChargeAt(at);
        if (charge > 0) refuse(400, WALLET_TEXT.noWallet);
      }
      const updated = orders.setStatus(current.id, body.status, handler);
      if (body.status === ORDER_STATUS.passed) {
        // The applicant's use of the shared resource, billed once per passed order: at the order's
        // custom price when operations set one, else at the share price in force.
        const at = platform.now();
        platform.usage.record({
          userId: updated.applicantId,
          kind: "share",
          quantity: 1,
          refType: "apply-order",
          refId: String(updated.id),
          startedAt: at,
          endedAt: at,
          ...(updated.priceSet ? { priceCents: updated.price } : {}),
        });
      }
      return sendOk(reply, updated);
    },
  });

  route(app, {
    method: "PUT",
    url: SHARING_API.updatePrice,
    access: OPERATIONS,
    log: { name: "修改共享价格", module: "共享管理" },
    schema: { body: PriceBody },
    handler: ({ user, body, reply }) => {
      const current = handled(body.id, user.id);
      if (current.status !== ORDER_STATUS.submitted && current.status !== ORDER_STATUS.accepted)
        refuse(400, ORDER_TEXT.state);
      if (body.price > 0 && !platform.wallets.hasWallet(current.applicantId))
        refuse(400, WALLET_TEXT.noWallet);
      return sendOk(reply, orders.setPrice(current.id, body.price));
    },
  });
}
