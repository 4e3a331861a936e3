/**
 * Sign-in throttling (guessing passwords is slowed, not only refused): a sliding window of attempts per account and per address.
 *
 * Every password sign-in counts against its account (the name as typed, so unknown names count too)
 * and against the caller's address, from the moment it arrives (so a burst of parallel guesses is
 * counted before any password is checked). A successful sign-in clears its account's attempts and
 * takes its own attempt back from the address, so the real user who mistyped is let in again as soon
 * as they get it right, and a shared address (an office, the journeys on 127.0.0.1) is not slowed by
 * successes. Over the limit the call answers 429 with Retry-After: the seconds until the oldest
 * attempt of the window expires (at most the window, a minute).
 *
 * Not @fastify/rate-limit: it counts every request (successes too) in fixed windows, keys one value
 * per route (not account and address at once), runs before the body (the account) is parsed, and
 * cannot forgive an account on success.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 60_000,
  /** Attempts per account within the window. */
  perAccount: 5,
  /** Attempts per address within the window (failures; successes are taken back). */
  perAddress: 20,
  /** Keys kept before expired ones are swept. */
  sweepAbove: 10_000,
} as const;

export const THROTTLE_TEXT = (seconds: number) => `登录尝试过于频繁，请 ${seconds} 秒后再试`;

export interface Attempt {
  /** Call when the password was right: the account is forgiven, the address gets its attempt back. */
  succeeded(): void;
}

export class SignInThrottle {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly limits: typeof SIGN_IN_LIMITS = SIGN_IN_LIMITS,
  ) {}

  /**
   * Counts an attempt of `account` from `address`; answers the seconds to wait when either is over
   * its limit (the attempt is then not counted), else the attempt.
   */
  attempt(account: string, address: string): { retryAfter: number } | Attempt {
    const now = this.now();
    const accountKey = `account:${account.trim().toLowerCase()}`;
    const addressKey = `address:${address}`;
    const wait = Math.max(
      this.waitMs(accountKey, this.limits.perAccount, now),
      this.waitMs(addressKey, this.limits.perAddress, now),
    );
    if (wait > 0) return { retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
    this.sweep(now);
    this.times(accountKey, now).push(now);
    this.times(addressKey, now).push(now);
    return {
      succeeded: () => {
        this.attempts.delete(accountKey);
        const times = this.attempts.get(addressKey);
        const index = times?.lastIndexOf(now) ?? -1;
        if (times && index >= 0) times.splice(index, 1);
      },
    };
  }

  /** The attempts of `key` still within the window (older ones dropped). */
  private times(key: string, now: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((time) => now - time < this.limits.windowMs);
    this.attempts.set(key, kept);
    return kept;
  }

  private waitMs(key: string, limit: number, now: number): number {
    const times = this.times(key, now);
    if (times.length < limit) return 0;
    return times[times.length - limit]! + this.limits.windowMs - now;
  }

  private sweep(now: number): void {
    if (this.attempts.size <= this.limits.sweepAbove) return;
    for (const [key, times] of this.attempts)
      if (!times.some((time) => now - time < this.limits.windowMs)) this.attempts.delete(key);
  }
}
