import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { dexcomLinks } from '../db/schema-dexcom';
import type { Jobs } from '../leaves/job-queue';
import type { Glucose } from './link';
import { syncReadings, type SyncResult } from './sync';

// Background glucose sync on the job queue (issue 29 point 2): `glucose.due` runs on a schedule and
// queues one `glucose.sync` per connected link whose last sync is older than the period; the link's id
// is the job's key, so a link waits in the queue once and is synced by one process at a time (the
// per-link lease in sync.ts stays as a second guard for the routes' own "Refresh").

export const SYNC_DUE_CRON = '*/10 * * * *';

/** Queues a sync for every link due one; answers how many were queued. */
export async function queueDueSyncs(g: Glucose, jobs: Jobs, everyMinutes: number): Promise<number> {
  if (!everyMinutes) return 0;
  const links = await g.db
    .select({ id: dexcomLinks.accountId })
    .from(dexcomLinks)
    .where(
      and(
        eq(dexcomLinks.state, 'connected'),
        eq(dexcomLinks.needsReconnect, false),
        or(
          isNull(dexcomLinks.lastSyncAt),
          lt(dexcomLinks.lastSyncAt, sql`now() - make_interval(mins => ${everyMinutes})`),
        ),
      ),
    );
  let queued = 0;
  for (const { id } of links)
    if (await jobs.enqueue('glucose.sync', { accountId: id }, { key: id })) queued++;
  return queued;
}

/**
 * The sync's own answer if it ends within `ms`; else an in-progress answer while the sync goes on in
 * this process (issue 36 point 14), its failure only logged. Should the process stop first, the link
 * still has no recent sync and the scheduled `glucose.due` queues it again.
 */
export async function answerWithin(
  run: Promise<SyncResult>,
  ms: number,
  onLateFailure: (e: unknown) => void,
): Promise<SyncResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    const done = await Promise.race([run, late]);
    if (done) return done;
  } finally {
    clearTimeout(timer);
  }
  run.catch(onLateFailure);
  return { inserted: 0, fetched: 0, lastSync: null, inProgress: true };
}

/** One link's sync (the `glucose.sync` job); a provider failure throws, so the queue retries it. */
export async function syncLinkJob(g: Glucose, accountId: string, log?: (msg: string) => void): Promise<void> {
  await syncReadings(g, accountId, Date.now(), (detail, msg) => log?.(`${msg}: ${JSON.stringify(detail)}`));
}

/** Seconds since the least recently synced connected link was synced (a metric: sync lag). */
export async function oldestSyncAgeSeconds(g: Pick<Glucose, 'db'>): Promise<number> {
  const [r] = await g.db
    .select({ s: sql<number | null>`extract(epoch from now() - min(${dexcomLinks.lastSyncAt}))::float8` })
    .from(dexcomLinks)
    .where(and(eq(dexcomLinks.state, 'connected'), eq(dexcomLinks.needsReconnect, false)));
  return Number(r?.s ?? 0);
}
