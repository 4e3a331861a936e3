import type { FastifyInstance } from "fastify";
import { sendOk } from "../lib/envelope";
import { ImportResult, ImportRow, USER_ADMIN_API } from "../../src/contracts/userAdmin";
import { allOf, route, T } from "../http";
import { hashPassword } from "../lib/passwords";
import type { RoleStore } from "../platform/roleStore";
import type { UserAdminStore } from "./userAdminStore";
import {
  passwordProblem,
  type RawUserFields,
  Tab,
  trimmedFields,
  USER_FIELD_TEXT,
  USER_LIST_CODES,
  userFieldProblem,
  userNameProblem,
} from "../platform/userFields";
import { CODE } from "../../src/contracts/permissionCodes";

const USER_IMPORT = allOf(CODE.userManage, USER_LIST_CODES.import);

const IMPORTED = "导入成功";

/**
 * Import of spreadsheet rows (code userM-import): each row created (not audited yet) or refused with
 * its reason. The rows are checked and their passwords hashed first, then every accepted row is
 * written in one transaction: a server stopped midway leaves all of them or none.
 */
export async function userImportRoutes(
  app: FastifyInstance,
  users: UserAdminStore,
  roles: RoleStore,
): Promise<void> {
  route(app, {
    method: "POST",
    url: USER_ADMIN_API.userImport,
    access: USER_IMPORT,
    schema: {
      body: T.Object({ belongSystem: Tab, rows: T.Array(ImportRow, { minItems: 1, maxItems: 500 }) }),
    },
    log: { name: "导入用户", module: "用户配置" },
    handler: async ({ body, reply }) => {
      const results: ImportResult[] = [];
      const accepted: { result: ImportResult; hash: string; fields: RawUserFields }[] = [];
      const seen = new Set<string>();
      for (const [index, row] of body.rows.entries()) {
        const userName = row.userName?.trim() ?? "";
        const fields = {
          displayName: row.displayName ?? "",
          phone: row.phone ?? "",
          email: row.email ?? "",
          idNumber: row.idNumber ?? "",
        };
        const password = row.password ?? "";
        const problem =
          userNameProblem(userName) ??
          (users.nameTaken(userName) || seen.has(userName) ? USER_FIELD_TEXT.userNameTaken : null) ??
          userFieldProblem(fields) ??
          passwordProblem(password);
        const result = { row: index + 2, userName, ok: !problem, message: problem ?? IMPORTED };
        results.push(result);
        if (problem) continue;
        seen.add(userName);
        accepted.push({ result, hash: await hashPassword(password), fields });
      }
      roles.guarded(() => {
        for (const { result, hash, fields } of accepted) {
          // Taken while the passwords were hashed: refused like any taken name.
          if (users.nameTaken(result.userName)) {
            Object.assign(result, { ok: false, message: USER_FIELD_TEXT.userNameTaken });
            continue;
          }
          users.create(result.userName, hash, { ...trimmedFields(fields), belongSystem: body.belongSystem });
        }
      });
      return sendOk(reply, results);
    },
  });
}
