import { useEffect, useRef } from 'react';
import type { DexcomStatus } from '@dcp/shared/contracts';

/** How often a link's first sync is asked after, and for how long at most (a stuck one is left). */
export const FIRST_SYNC_POLL_MS = 5_000;
export const FIRST_SYNC_POLL_LIMIT_MS = 5 * 60_000;

/** A connected link that has never finished a sync: its first one is still bringing readings in. */
export const firstSyncRunning = (s: DexcomStatus | undefined) => Boolean(s?.connected && !s.lastSync);

/**
 * While a link's first sync goes on in the background (issue 36 point 14: the callback moves on after
 * its three attempts), asks the status again every few seconds; once the sync has ended, `onDone`
 * loads the charts again, so the page shows every reading without a reload.
 */
export function useFirstSync(
  status: DexcomStatus | undefined,
  recheck: () => Promise<void>,
  onDone: () => Promise<void>,
) {
  const running = firstSyncRunning(status);
  const since = useRef<number | null>(null);
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running && status?.lastSync) void onDone();
    wasRunning.current = running;
    if (!running) {
      since.current = null;
      return;
    }
    since.current ??= Date.now();
    if (Date.now() - since.current > FIRST_SYNC_POLL_LIMIT_MS) return;
    const t = setTimeout(() => void recheck(), FIRST_SYNC_POLL_MS);
    return () => clearTimeout(t);
  }, [running, status, recheck, onDone]);
  return running;
}
