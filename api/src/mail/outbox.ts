import { hkdfSync } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db';
import { mailOutbox } from '../db/schema-outbox';
import { tokenCipher, type TokenCipher } from '../leaves/token-crypto';
import type { Jobs } from '../leaves/job-queue';
import type { Mailer } from './index';
import type { Rendered } from './templates';

// The e-mail outbox (issue 29 point 2, issue 23 point 7). A change that causes an e-mail writes the
// e-mail in its own transaction (`add`); after the commit the request makes the first attempt itself
// (`dispatch`: the user sees the result as before, and tests read the mail at once); anything that
// failed, or that a crash left behind, is sent by the job queue: `mail.send` retries with back-off,
// and `mail.sweep` (every minute) hands it every row no sender holds. A row is claimed before it is
// sent and marked sent after, so two processes never send it at once and a sent row is never resent.
// The one window left is a crash between the relay's "250 accepted" and the mark: that e-mail goes
// out once more, with the same Message-ID (a lost e-mail is the worse failure; docs/deploy.md).

export type MailKind =
  | 'invitation'
  | 'one-time'
  | 'assignment'
  | 'plan-ready'
  | 'password-link'
  | 'password-code'
  | 'continue-link'
  | 'review-digest'
  | 'reminder'
  | 'reminder-test'
  | 'glucose-gap'
  | 'erasure';

/** After this many attempts the row is given up (failed_at) and counted; an operator looks. */
export const MAX_ATTEMPTS = 12;

export interface Outbox {
  /** Writes the e-mail in the caller's transaction (or alone); answers its id. */
  add(db: Db | Tx, kind: MailKind, to: string, message: Rendered): Promise<string>;
  /** First attempt right after the commit; a failure leaves it to the queue (answers whether it went). */
  dispatch(id: string): Promise<boolean>;
  /** One attempt (the `mail.send` job). Throws when the relay refused, so the queue retries. */
  deliver(id: string): Promise<'sent' | 'not-due'>;
  /** Queues every row no sender holds (the `mail.sweep` job); answers how many. */
  sweep(): Promise<number>;
  /** Waiting rows (a metric). */
  pending(): Promise<number>;
}

/** The outbox's own key, derived from the installation's at-rest key (HKDF: never the same bytes). */
export function outboxCipher(atRestKey: Buffer): TokenCipher {
  return tokenCipher(Buffer.from(hkdfSync('sha256', atRestKey, '', 'dcp mail outbox v1', 32)));
}

/**
 * `claimSeconds`: how long a sender holds a row (longer than one SMTP exchange with its timeouts); the
 * sweep also leaves rows younger than that to the request that wrote them.
 */
export function createOutbox(
  db: Db,
  mailer: Mailer,
  cipher: TokenCipher,
  jobs: () => Jobs | undefined,
  claimSeconds: number,
): Outbox {
  const retryLater = async (id: string) => {
    await jobs()?.enqueue('mail.send', { id }, { key: id, delaySeconds: 30 });
  };
  const outbox: Outbox = {
    async add(tx, kind, to, message) {
      const { subject, text, unsubscribe } = message;
      const sealed = cipher.seal(JSON.stringify({ to, subject, text, unsubscribe }));
      const [row] = await tx.insert(mailOutbox).values({ kind, sealed }).returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      return row.id;
    },
    async dispatch(id) {
      try {
        return (await outbox.deliver(id)) === 'sent';
      } catch {
        await retryLater(id).catch(() => undefined); // the sweep finds it anyway
        return false;
      }
    },
    async deliver(id) {
      const [row] = await db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
        })
        .where(
          and(
            eq(mailOutbox.id, id),
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .returning({ sealed: mailOutbox.sealed, attempts: mailOutbox.attempts });
      if (!row?.sealed) return 'not-due';
      const m = JSON.parse(cipher.open(row.sealed)) as { to: string } & Rendered;
      try {
        const message = {
          subject: m.subject,
          text: m.text,
          ...(m.unsubscribe ? { unsubscribe: m.unsubscribe } : {}),
        };
        await mailer.send(m.to, message, { messageId: `<${id}@outbox.dcp>` });
      } catch (e) {
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        await db
          .update(mailOutbox)
          .set({
            claimedUntil: null,
            lastError: (e as Error).name,
            ...(giveUp ? { failedAt: sql`now()` } : {}),
          })
          .where(eq(mailOutbox.id, id));
        throw e;
      }
      await db
        .update(mailOutbox)
        .set({ sentAt: sql`now()`, sealed: null, claimedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, id));
      return 'sent';
    },
    async sweep() {
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
            lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${claimSeconds})`),
            or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
          ),
        )
        .limit(500);
      for (const { id } of rows) await jobs()?.enqueue('mail.send', { id }, { key: id });
      return rows.length;
    },
    async pending() {
      const [r] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
      return r?.n ?? 0;
    },
  };
  return outbox;
}
