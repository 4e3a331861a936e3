import { OP_LOG_API } from "../../src/contracts/opLog";
import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { route, T, Text } from "../http";
import { AREAS, CITIES, PROVINCES, areaTree } from "./areaData";
import { areaOfIp } from "../lib/ipArea";

const AreaId = T.Optional(Text(20));

/**
 * The area dictionary (provinces; cities by provinceId; areas by cityId; the tree) and the city
 * lookup that gives an operation-log entry its ip and area. Any signed-in user reads them.
 */
export async function areaRoutes(app: FastifyInstance): Promise<void> {
  const read = (url: string, answer: () => unknown) =>
    route(app, { method: "GET", url, access: "signedIn", handler: ({ reply }) => sendOk(reply, answer()) });
  read(OP_LOG_API.areaTree, areaTree);
  read(OP_LOG_API.areaProvinces, () => PROVINCES);

  route(app, {
    method: "GET",
    url: OP_LOG_API.areaCities,
    access: "signedIn",
    schema: { querystring: T.Object({ provinceId: AreaId }) },
    handler: ({ query, reply }) =>
      sendOk(
        reply,
        CITIES.filter((city) => !query.provinceId || city.parentId === query.provinceId),
      ),
  });

  route(app, {
    method: "GET",
    url: OP_LOG_API.areaAreas,
    access: "signedIn",
    schema: { querystring: T.Object({ cityId: AreaId }) },
    handler: ({ query, reply }) =>
      sendOk(
        reply,
        AREAS.filter((area) => !query.cityId || area.parentId === query.cityId),
      ),
  });

  route(app, {
    method: "GET",
    url: OP_LOG_API.cityLookup,
    access: "signedIn",
    handler: ({ request, reply }) => {
      const ip = request.ip.replace(/^::ffff:/, "");
      return sendOk(reply, { ip, area: areaOfIp(ip) });
    },
  });
}
