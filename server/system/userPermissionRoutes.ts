import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import type { UserPermissionView } from "../../src/contracts/system";
import { SYSTEM_API } from "../../src/contracts/system";
import { anyOf, PageQuery, route, T, Text } from "../http";
import type { Platform } from "../platform";
import type { UserRow } from "../platform/users";
import { SYSTEM_MANAGE } from "./centreRoutes";
import { pageOffset } from "../lib/paging";
import { WORKSPACE_AREA_CODES } from "../../src/contracts/permissionCodes";

/** The area codes (spec §6) a user needs to enter each workspace area. */
const AREA_CODES = WORKSPACE_AREA_CODES;

/**
 * Users and permissions (system-manage): every user with the codes they hold now (from
 * `platform.permissions`, so from their roles once roles decide them), filtered by account or name,
 * by a code they hold (who may do this?) and by area; paged, by account.
 */
export async function userPermissionRoutes(app: FastifyInstance, { platform }: { platform: Platform }) {
  route(app, {
    method: "GET",
    url: SYSTEM_API.userPermissions,
    access: anyOf(SYSTEM_MANAGE),
    schema: {
      querystring: T.Object({
        ...PageQuery,
        keyword: T.Optional(Text(50)),
        code: T.Optional(Text(80)),
        area: T.Optional(
          T.Union(
            AREA_CODES.map((code) => T.Literal(code)),
            { "x-message": "区域无效" },
          ),
        ),
      }),
    },
    handler: ({ query, reply }) => {
      const users: UserRow[] = platform.users.allByAccount();
      const keyword = query.keyword?.trim().toLowerCase();
      const code = query.code?.trim();
      const rows: UserPermissionView[] = [];
      for (const user of users) {
        if (keyword && !`${user.user_name}\n${user.display_name}`.toLowerCase().includes(keyword)) continue;
        const codes = platform.permissions.codes(user.id);
        if (code && !codes.includes(code)) continue;
        if (query.area && !codes.includes(query.area)) continue;
        rows.push({
          id: user.id,
          userName: user.user_name,
          displayName: user.display_name,
          disabled: user.disabled === 1,
          auditStatus: user.audit_status,
          belongSystem: user.belong_system,
          groups: platform.users.groups(user.id).map((group) => group.title),
          areas: AREA_CODES.filter((area) => codes.includes(area)),
          codes,
        });
      }
      const from = pageOffset(query.pageNum, query.pageSize);
      return sendOk(reply, {
        list: rows.slice(from, from + query.pageSize),
        total: rows.length,
        pageNum: query.pageNum,
        pageSize: query.pageSize,
      });
    },
  });
}
