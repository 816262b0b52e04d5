/** Req G§7, §9: "A check made within 1 s of the last returns a rate-limited result." */
export const STATUS_COOLDOWN_MS = 1_000;

/** Past this many remembered accounts, those whose last check is over are forgotten. */
const PRUNE_AT = 10_000;

/**
 * The glucose status's cooldown, per account (issue 36 point 13: it lived only in the browser, so a
 * page, the widget or a script could check as often as it liked). Answers whether a check of this
 * account comes within 1 s of its last one that was answered in full; only those are remembered, so a
 * caller polling faster still gets a full answer every second. In memory: each API process keeps its
 * own, which is enough to hold one browser's burst (its requests ride one connection).
 */
export function statusCooldown(now: () => number = Date.now) {
  const last = new Map<string, number>();
  return function isRateLimited(accountId: string): boolean {
    const t = now();
    const prev = last.get(accountId);
    if (prev !== undefined && t - prev < STATUS_COOLDOWN_MS) return true;
    if (last.size >= PRUNE_AT) for (const [id, at] of last) if (t - at >= STATUS_COOLDOWN_MS) last.delete(id);
    last.set(accountId, t);
    return false;
  };
}
