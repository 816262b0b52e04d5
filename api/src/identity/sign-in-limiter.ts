/** Wrong secrets allowed per account before it is locked, and for how long (settings). */
export interface SignInLimits {
  maxFailures: number;
  lockMinutes: number;
}

interface Entry {
  failures: number;
  /** Failures older than the window are forgotten. */
  since: number;
  lockedUntil: number;
}

/**
 * Counts wrong passwords (or codes) per account in memory: after `maxFailures` within `lockMinutes`
 * the account is refused for `lockMinutes`, even with the right password. The embedded identity is one
 * process on one machine, so memory is the right place (a restart forgets, as Cognito's lock expires).
 */
export class SignInLimiter {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly limits: SignInLimits,
    private readonly now: () => number = Date.now,
  ) {}

  private get windowMs() {
    return this.limits.lockMinutes * 60_000;
  }

  locked(key: string): boolean {
    const e = this.entries.get(key);
    return Boolean(e && e.lockedUntil > this.now());
  }

  fail(key: string): void {
    const now = this.now();
    let e = this.entries.get(key);
    if (!e || now - e.since > this.windowMs) {
      if (this.entries.size > 10_000) this.prune(now);
      e = { failures: 0, since: now, lockedUntil: 0 };
      this.entries.set(key, e);
    }
    e.failures += 1;
    if (e.failures >= this.limits.maxFailures) e.lockedUntil = now + this.windowMs;
  }

  succeed(key: string): void {
    if (!this.locked(key)) this.entries.delete(key);
  }

  private prune(now: number) {
    for (const [k, e] of this.entries)
      if (e.lockedUntil <= now && now - e.since > this.windowMs) this.entries.delete(k);
  }
}
