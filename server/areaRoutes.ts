import type { FastifyInstance } from "fastify";
import { API } from "../src/core/config";
import { sendOk } from "./envelope";
import { AREAS, CITIES, PROVINCES, areaTree } from "./areaData";

/** Where an address is, as far as the reference server can tell without a geo database. */
export function areaOfIp(ip: string): string {
  const plain = ip.replace(/^::ffff:/, "");
  if (plain === "127.0.0.1" || plain === "::1" || plain === "localhost") return "本机";
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|fc|fd|fe80:)/i.test(plain)) return "局域网";
  return "未知地区";
}

/**
 * The area dictionary (provinces; cities by provinceId; areas by cityId; the tree) and the city
 * lookup that gives an operation-log entry its ip and area.
 */
export async function areaRoutes(app: FastifyInstance): Promise<void> {
  app.get(API.areaTree, async (_request, reply) => sendOk(reply, areaTree()));
  app.get(API.areaProvinces, async (_request, reply) => sendOk(reply, PROVINCES));
  app.get(API.areaCities, async (request, reply) => {
    const { provinceId } = request.query as { provinceId?: string };
    return sendOk(
      reply,
      CITIES.filter((city) => !provinceId || city.parentId === provinceId),
    );
  });
  app.get(API.areaAreas, async (request, reply) => {
    const { cityId } = request.query as { cityId?: string };
    return sendOk(
      reply,
      AREAS.filter((area) => !cityId || area.parentId === cityId),
    );
  });
  app.get(API.cityLookup, async (request, reply) => {
    const ip = request.ip.replace(/^::ffff:/, "");
    return sendOk(reply, { ip, area: areaOfIp(ip) });
  });
}
