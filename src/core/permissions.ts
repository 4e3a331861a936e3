import { BehaviorSubject, type Observable } from "rxjs";

/** A permission requirement: one code, or several (all of them unless `any`). Empty means none. */
export type PermissionCode = string | readonly string[] | undefined;

export interface PermissionCheck {
  code?: PermissionCode;
  /** With several codes: one is enough. */
  any?: boolean;
}

/** Pure check of shell spec §6: empty code is true; an array means all, or any with the flag. */
export function hasPermission(codes: ReadonlySet<string>, code: PermissionCode, any = false): boolean {
  if (code === undefined || code === "") return true;
  if (typeof code === "string") return codes.has(code);
  if (code.length === 0) return true;
  return any ? code.some((one) => codes.has(one)) : code.every((one) => codes.has(one));
}

/** The unaudited rule (spec §4): auditStatus 0 and belongSystem not 1 sees no menu. */
export function isUnaudited(user: { auditStatus: number; belongSystem: number } | null): boolean {
  return !!user && user.auditStatus === 0 && user.belongSystem !== 1;
}

/** The registry of the signed-in user's codes; menus, routes and buttons ask it. */
export class PermissionRegistry {
  private readonly codes = new BehaviorSubject<ReadonlySet<string>>(new Set());

  set(codes: readonly string[]): void {
    this.codes.next(new Set(codes));
  }

  clear(): void {
    this.codes.next(new Set());
  }

  has(code: PermissionCode, options: { any?: boolean } = {}): boolean {
    return hasPermission(this.codes.value, code, options.any);
  }

  get list(): string[] {
    return [...this.codes.value];
  }

  get changes(): Observable<ReadonlySet<string>> {
    return this.codes.asObservable();
  }
}
