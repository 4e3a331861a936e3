import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { SERVICES_API, SERVICE_TEXT } from "../../src/contracts/services";
import { Int, MAX_ID, OneOf, PageQuery, refuse, route, T, type AllOf, type AnyOf } from "../http";
import type { CallStore } from "./callStore";
import type { ServiceStore } from "../platform/ai/serviceStore";

/** A query's service filter: absent for all the user's services, else a valid id (not "abc"). */
export const ServiceIdFilter = T.Optional(Int(1, MAX_ID, SERVICE_TEXT.serviceIdInvalid));

interface MonitorDeps {
  services: ServiceStore;
  calls: CallStore;
  read: AllOf | AnyOf;
}

/** The overview's and the monitoring tab's figures: board, count-type, top, count-monitor, page-monitor, service-call-msg. */
export async function monitorRoutes(app: FastifyInstance, deps: MonitorDeps) {
  const { services, calls, read } = deps;
  /** Refuses a service id that is not one of the user's. */
  const scope = (userId: number, serviceId: number | undefined) => {
    if (serviceId !== undefined && !services.get(userId, serviceId)) refuse(404, SERVICE_TEXT.notFound);
    return serviceId;
  };

  route(app, {
    method: "GET",
    url: SERVICES_API.board,
    access: read,
    handler: ({ user, reply }) => {
      const counts = services.counts(user.id);
      const figures = calls.figures(user.id);
      return sendOk(reply, {
        total: counts.total,
        running: counts.running,
        stopped: counts.stopped,
        callTotal: figures.total,
        callToday: figures.todayTotal,
        successRate: figures.successRate,
        p95LatencyMs: figures.p95LatencyMs,
      });
    },
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.countType,
    access: read,
    handler: ({ user, reply }) => sendOk(reply, services.countByType(user.id)),
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.top,
    access: read,
    schema: { querystring: T.Object({ limit: T.Optional(Int(1, 20)) }) },
    handler: ({ user, query, reply }) => sendOk(reply, calls.top(user.id, query.limit ?? 5)),
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.countMonitor,
    access: read,
    schema: { querystring: T.Object({ serviceId: ServiceIdFilter }) },
    handler: ({ user, query, reply }) =>
      sendOk(reply, calls.figures(user.id, scope(user.id, query.serviceId))),
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.pageMonitor,
    access: read,
    schema: {
      querystring: T.Object({
        ...PageQuery,
        serviceId: ServiceIdFilter,
        success: T.Optional(OneOf([0, 1])),
      }),
    },
    handler: ({ user, query, reply }) => {
      scope(user.id, query.serviceId);
      return sendOk(reply, calls.page(user.id, query));
    },
  });

  route(app, {
    method: "GET",
    url: SERVICES_API.dailyCalls,
    access: read,
    schema: { querystring: T.Object({ serviceId: ServiceIdFilter, days: T.Optional(Int(1, 90)) }) },
    handler: ({ user, query, reply }) =>
      sendOk(reply, calls.daily(user.id, query.days ?? 7, scope(user.id, query.serviceId))),
  });
}
