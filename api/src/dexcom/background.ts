import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { dexcomLinks } from '../db/schema-dexcom';
import type { Glucose } from './link';
import { syncReadings } from './sync';

/** How often the API looks for links due a sync; each link is due every `everyMinutes` ± 10 %. */
const TICK_MS = 10 * 60_000;

/**
 * Background sync: every connected link whose last sync is older than the period (with jitter, so
 * several processes spread out) is synced; the per-link lease keeps it to one sync at a time.
 * Answers a stop function. `everyMinutes` 0 turns it off.
 */
export function startBackgroundSync(g: Glucose, everyMinutes: number, log: FastifyBaseLogger): () => void {
  if (!everyMinutes) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const jitter = 1 + (Math.random() - 0.5) * 0.2;
      const due = new Date(Date.now() - everyMinutes * 60_000 * jitter);
      const links = await g.db
        .select({ id: dexcomLinks.accountId })
        .from(dexcomLinks)
        .where(
          and(
            eq(dexcomLinks.state, 'connected'),
            eq(dexcomLinks.needsReconnect, false),
            or(isNull(dexcomLinks.lastSyncAt), lt(dexcomLinks.lastSyncAt, due)),
          ),
        );
      for (const { id } of links) {
        // One patient's failure (expired token, provider down) must not stop the others.
        await syncReadings(g, id).catch(() => log.warn('background glucose sync failed for one link'));
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
