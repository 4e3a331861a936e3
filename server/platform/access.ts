import type { UserRow, UserStore } from "./users";
import { HTTP_TEXT } from "../lib/messages";
import { Refusal } from "../lib/refusal";

/**
 * Who may call a route:
 * - `"public"`: anyone, no token (the token endpoints, the dev outbox, a file by its ticket);
 * - `"signedIn"`: any live session;
 * - `{ anyOf: [...] }`: a session whose user holds at least one of the codes;
 * - `{ allOf: [...] }`: a session whose user holds every one of the codes.
 */
export type Access = "public" | "signedIn" | AnyOf | AllOf;
export interface AnyOf {
  anyOf: readonly string[];
}
export interface AllOf {
  allOf: readonly string[];
}

/** Shorthands for the two code rules: `anyOf("dataM", "taskM")`, `allOf("a", "b")`. */
export const anyOf = (...codes: string[]): AnyOf => ({ anyOf: codes });
export const allOf = (...codes: string[]): AllOf => ({ allOf: codes });

/** What a rule may look at besides the user: the route being called. */
export interface RouteCall {
  method: string;
  url: string;
  /** The route lets an unaudited user make this call even though it is not a GET. */
  openToUnaudited?: boolean;
  /** The route answers a user who holds no code (sign-out, their own info and empty code list). */
  openToCodeless?: boolean;
}

/** Shell spec §5: a user who is not audited (auditStatus 0 and belongSystem not 1) sees no menu. */
export const isUnaudited = (user: UserRow): boolean => user.audit_status === 0 && user.belong_system !== 1;

/** Every call but GET (and its HEAD twin) changes something. */
export const isWrite = (call: RouteCall): boolean => call.method !== "GET" && call.method !== "HEAD";

/**
 * The one place the server decides whether a user may call a route. Codes come from
 * `UserStore.codes` only, which derives them from the user's roles (server/roles), so a role edit
 * changes what every route allows at the next call. Route-wide rules that hold for every route (such as refusing writes to unaudited users)
 * belong in `check`, after the code rule.
 */
export class Permissions {
  constructor(private readonly users: UserStore) {}

  /** The permission codes the user holds. */
  codes(userId: number): string[] {
    return this.users.codes(userId);
  }

  /** Whether the user holds `code`. */
  has(userId: number, code: string): boolean {
    return this.codes(userId).includes(code);
  }

  /**
   * Null when `user` may make this call; otherwise the refusal: 403 拒绝访问 for a missing code, 403
   * HTTP_TEXT.noCodes for a user holding no code at all (but on the routes open to them), 403 with HTTP_TEXT.unaudited for a write of an unaudited user (unless the route is open to
   * them: signing out, their own operation log, a read sent as POST).
   */
  check(user: UserRow, access: Access, call: RouteCall): Refusal | null {
    if (access === "public") return null;
    if (access !== "signedIn") {
      const held = new Set(this.codes(user.id));
      const allowed =
        "anyOf" in access
          ? access.anyOf.some((code) => held.has(code))
          : access.allOf.every((code) => held.has(code));
      if (!allowed) return new Refusal(403);
    } else if (!call.openToCodeless && this.codes(user.id).length === 0) {
      // A user without any code (shell spec §5: told so, then signed out) may do nothing else.
      return new Refusal(403, HTTP_TEXT.noCodes);
    }
    if (isUnaudited(user) && isWrite(call) && !call.openToUnaudited)
      return new Refusal(403, HTTP_TEXT.unaudited);
    return null;
  }
}
