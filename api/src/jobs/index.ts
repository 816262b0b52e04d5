import type { Clock } from 'pg-boss';
import { publishAuditHead, type HeadLog } from '../audit';
import type { Config } from '../config';
import type { Database } from '../db';
import { jobsSchema } from '../db/roles';
import { ensureAuditKey } from '../audit/key';
import { loadTokenKey } from '../leaves/token-crypto';
import { SYNC_DUE_CRON, queueDueSyncs, syncLinkJob } from '../dexcom/background';
import { sendGapMails } from '../dexcom/gaps';
import { glucoseService } from '../dexcom/link';
import type { Mailer } from '../mail';
import { createOutbox, outboxCipher, type Outbox } from '../mail/outbox';
import { purgeExpired } from '../people/erasure-run';
import { remindersCron, sendReminders } from '../reminders/send';
import { reminderTokens, type ReminderTokens } from '../reminders/token';
import { REVIEW_DIGEST_CRON, sendReviewDigests } from '../surveys/review-digest';
import { startJobs, type Jobs } from '../leaves/job-queue';

export type { Jobs } from '../leaves/job-queue';

export interface Background {
  jobs: Jobs;
  outbox: Outbox;
  /** The questionnaire reminders' opt-out links (signed, no session). */
  reminderTokens: ReminderTokens;
  stop(): Promise<void>;
}

export interface BackgroundOptions {
  database: Database;
  config: Config;
  mailer: Mailer;
  /** Work jobs here (default config.runWorker); an API with RUN_WORKER=0 only enqueues. */
  work?: boolean;
  /** The queue's clock, also the one recurring jobs read the time from (tests move it). */
  clock?: Clock;
  log?: (msg: string) => void;
  /** The structured log the audit chain's head is published to (the `audit.head` job). */
  headLog?: HeadLog;
}

/** Every `minutes` as a cron slot (1–59 minutes, or whole hours); null when turned off (0). */
export function headCron(minutes: number): string | null {
  if (minutes <= 0) return null;
  if (minutes < 60) return `*/${minutes} * * * *`;
  return `0 */${Math.max(1, Math.round(minutes / 60))} * * *`;
}

/** Erased patients' kept records whose retention ran out go once a day (issue 37 point 4). */
export const ERASURE_PURGE_CRON = '30 3 * * *';

export { jobsSchema };

/**
 * Starts the job queue and declares every job: e-mails (outbox), glucose sync, the review digest,
 * questionnaire reminders, the audit head. Every recurring job is a cron schedule in the database, so
 * N processes schedule it once.
 */
export async function startBackground(o: BackgroundOptions): Promise<Background> {
  const { database, config } = o;
  const work = o.work ?? config.runWorker;
  const jobs = await startJobs({
    schema: jobsSchema(config.dbSchema),
    // On PostgreSQL the migrations made the queue's schema (the API's role may not create one).
    ...(database.pglite
      ? { pglite: database.pglite }
      : { connectionString: config.databaseUrl, createSchema: false }),
    work,
    clock: o.clock,
    log: o.log,
  });
  try {
    const key = loadTokenKey(config.keys.dexcomToken, config.dataDir, config.embedded);
    const outbox = createOutbox(
      database.db,
      o.mailer,
      outboxCipher(key),
      () => jobs,
      config.outboxClaimSeconds,
    );
    const tokens = reminderTokens(key);
    const g = glucoseService(database.db, config);
    await jobs.define<{ id: string }>({
      name: 'mail.send',
      run: async ({ id }) => void (await outbox.deliver(id)),
      retries: 8,
      retryDelaySeconds: 30,
      retryDelayMaxSeconds: 3600,
      expireSeconds: 120,
    });
    await jobs.define({ name: 'mail.sweep', run: async () => void (await outbox.sweep()), retries: 0 });
    // Rows are chained as they are written; the head goes to the log now and then, for the operator
    // to keep outside the database (issue 23 point 6; a thin call into api/src/audit).
    const headLog = o.headLog;
    if (headLog)
      await jobs.define({
        name: 'audit.head',
        run: async () => void (await publishAuditHead(database.db, headLog)),
        retries: 0,
      });
    await jobs.define({
      name: 'glucose.due',
      run: async () => void (await queueDueSyncs(g, jobs, config.dexcom.syncEveryMinutes)),
      retries: 0,
    });
    await jobs.define<{ accountId: string }>({
      name: 'glucose.sync',
      run: ({ accountId }) => syncLinkJob(g, accountId, o.log),
      retries: 2,
      retryDelaySeconds: 60,
      expireSeconds: 600,
    });
    await jobs.define({
      name: 'review.digest',
      run: async () =>
        void (await sendReviewDigests({ db: database.db, outbox, portalOrigin: config.portalOrigin })),
      retries: 3,
      retryDelaySeconds: 300,
    });
    // Questionnaire reminders (issue 25 point 1): what fell due since the last run, on the queue's clock.
    // What the patients' e-mail jobs need, with the run's time on the queue's clock.
    const patientMail = () => ({
      db: database.db,
      outbox,
      tokens,
      portalOrigin: config.portalOrigin,
      apiOrigin: config.publicUrl,
      now: new Date(o.clock?.now() ?? Date.now()),
    });
    await jobs.define({
      name: 'survey.reminders',
      run: async () => void (await sendReminders(patientMail())),
      retries: 3,
      retryDelaySeconds: 300,
    });
    // Broken CGM links (issue 42 point 3): one e-mail per gap, on the reminders' schedule and clock.
    await jobs.define({
      name: 'glucose.gaps',
      run: async () => void (await sendGapMails(patientMail())),
      retries: 3,
      retryDelaySeconds: 300,
    });
    await jobs.define({
      name: 'erasure.purge',
      run: async () => {
        const auditKey = config.auditHmacKey ?? ensureAuditKey(config.dataDir);
        await purgeExpired(database.db, auditKey, new Date(o.clock?.now() ?? Date.now()));
      },
      retries: 3,
      retryDelaySeconds: 300,
    });
    if (work) {
      await jobs.every('mail.sweep', '* * * * *');
      await jobs.every('review.digest', REVIEW_DIGEST_CRON);
      const reminders = remindersCron(config.remindersEveryMinutes);
      if (reminders) await jobs.every('survey.reminders', reminders);
      if (reminders) await jobs.every('glucose.gaps', reminders);
      const head = headCron(config.auditHeadEveryMinutes);
      if (headLog && head) await jobs.every('audit.head', head);
      await jobs.every('glucose.due', SYNC_DUE_CRON);
      await jobs.every('erasure.purge', ERASURE_PURGE_CRON);
      // What a previous life left goes out now, not at the next minute; what it held mid-send (its
      // claim still running) once the claim has run out.
      await jobs.enqueue('mail.sweep', {});
      const delaySeconds = config.outboxClaimSeconds + 1;
      await jobs.enqueue('mail.sweep', {}, { key: 'after-restart', delaySeconds });
    }
    return { jobs, outbox, reminderTokens: tokens, stop: () => jobs.stop() };
  } catch (e) {
    await jobs.stop();
    throw e;
  }
}
