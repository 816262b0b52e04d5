import type * as PgBossModule from 'pg-boss';
import type { Clock, Db as IDatabase, PgBoss } from 'pg-boss';
import type * as PgliteAdapter from 'pg-boss/dist/adapters/pglite.js';
import { nativeRequire } from '../native-require';

// Background work (design D§12, §14; issue 29 point 2): one small interface over pg-boss, a
// maintained PostgreSQL job queue that also runs in-process on the embedded PGlite (its pglite
// adapter), so the embedded default and a cluster of API processes run the same code. Measured
// before choosing (docs/deploy.md): graphile-worker needs a pg Pool of real connections and
// LISTEN/NOTIFY on a dedicated one, which PGlite does not offer; pg-boss 12 starts on PGlite in
// ≈ 0.4 s (schema install) and retries, dedupes and schedules there as on PostgreSQL.

/** What a job's handler learns about its run. */
export interface JobRun {
  id: string;
  /** 0 on the first run, 1 on the first retry, … */
  retryCount: number;
  signal: AbortSignal;
}

export interface JobDefinition<T extends object> {
  name: string;
  run(data: T, job: JobRun): Promise<void>;
  /** Retries after a failure (default 3), waiting `retryDelaySeconds` doubled each time (back-off). */
  retries?: number;
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** How long one run may take before it counts as failed (and is retried). Default 300 s. */
  expireSeconds?: number;
}

export interface EnqueueOptions {
  /**
   * Dedupe key: while a job of this name and key waits, another enqueue is dropped (answers null),
   * and two jobs of one key never run at the same time, in any process.
   */
  key?: string;
  /** Run no sooner than this many seconds from now, on the queue's clock. */
  delaySeconds?: number;
  /** Enqueue inside a caller's transaction (pg-boss's `db` option), so it commits or not with it. */
  db?: IDatabase;
}

export interface QueueDepth {
  name: string;
  /** Waiting to run (queued or deferred, retries included). */
  waiting: number;
  active: number;
  failed: number;
}

export interface Jobs {
  /** Declares a job; when this process works jobs, it also starts running them. */
  define<T extends object>(def: JobDefinition<T>): Promise<void>;
  enqueue<T extends object>(name: string, data: T, opts?: EnqueueOptions): Promise<string | null>;
  /**
   * Runs `name` on a cron schedule (minute precision, UTC). Across processes the schedule fires once
   * per slot, whichever process's scheduler sees it first.
   */
  every(name: string, cron: string, data?: object): Promise<void>;
  depth(): Promise<QueueDepth[]>;
  /** Called with a job's name whenever one of its runs fails (metrics). */
  onFailure(listener: (name: string) => void): void;
  stop(): Promise<void>;
  /** pg-boss itself, for tests and operators' tools. */
  readonly boss: PgBoss;
}

export interface JobsOptions {
  /** Where pg-boss keeps its tables: its own schema, beside the product's. */
  schema: string;
  /** PostgreSQL: a connection string (pg-boss opens its own small pool). */
  connectionString?: string;
  /**
   * Create `schema` when missing (default). The product's queue does not: the migrations create it, and
   * the API's own role may not create schemas (issue 38 point 3).
   */
  createSchema?: boolean;
  /** PGlite: the one in-process database (the adapter serialises with the product's statements). */
  pglite?: Parameters<typeof PgliteAdapter.fromPglite>[0];
  /** Work jobs and run the scheduler in this process (API with RUN_WORKER, or the worker). */
  work: boolean;
  /** Tests pass pg-boss's TestClock and move time by hand. */
  clock?: Clock;
  /** How often an idle worker looks for jobs (default 2 s). */
  pollSeconds?: number;
  log?: (msg: string) => void;
}

const loadBoss = () => nativeRequire<typeof PgBossModule>('pg-boss');

/** Starts pg-boss (installing or migrating its schema) and answers the interface. */
export async function startJobs(opts: JobsOptions): Promise<Jobs> {
  const { PgBoss } = loadBoss();
  const db = opts.pglite
    ? nativeRequire<typeof PgliteAdapter>('pg-boss/dist/adapters/pglite.js').fromPglite(opts.pglite)
    : undefined;
  const boss = new PgBoss({
    ...(db ? { db, backend: 'pglite' as const } : { connectionString: opts.connectionString, max: 4 }),
    createSchema: opts.createSchema ?? true,
    schema: opts.schema,
    supervise: opts.work,
    schedule: opts.work,
    ...(opts.clock ? { clock: opts.clock } : {}),
    application_name: 'dcp-jobs',
  });
  const listeners: ((name: string) => void)[] = [];
  // A lost connection or a failed maintenance run: reported, never thrown into the process.
  boss.on('error', (e) => opts.log?.(`job queue error: ${e.message}`));
  await boss.start();
  const names: string[] = [];
  let stopped: Promise<void> | undefined;
  return {
    boss,
    async define(def) {
      const retries = def.retries ?? 3;
      await boss.createQueue(def.name, {
        // One waiting and one running job per key at most (the dedupe key of enqueue).
        policy: 'stately',
        retryLimit: retries,
        retryDelay: def.retryDelaySeconds ?? 30,
        retryBackoff: true,
        retryDelayMax: def.retryDelayMaxSeconds ?? 3600,
        expireInSeconds: def.expireSeconds ?? 300,
      });
      names.push(def.name);
      if (!opts.work) return;
      await boss.work<typeof def extends JobDefinition<infer T> ? T : never>(
        def.name,
        { pollingIntervalSeconds: opts.pollSeconds ?? 2, batchSize: 1 },
        async ([job]) => {
          if (!job) return;
          try {
            await def.run(job.data, { id: job.id, retryCount: job.retryCount, signal: job.signal });
          } catch (e) {
            for (const l of listeners) l(def.name);
            throw e;
          }
        },
      );
    },
    enqueue(name, data, o = {}) {
      return boss.send(name, data, {
        ...(o.key ? { singletonKey: o.key } : {}),
        ...(o.delaySeconds ? { startAfter: o.delaySeconds } : {}),
        ...(o.db ? { db: o.db } : {}),
      });
    },
    async every(name, cron, data) {
      await boss.schedule(name, cron, data ?? null, { tz: 'UTC' });
    },
    async depth() {
      // The counts the queue monitor (supervise) last took: cheap, a few seconds old at most.
      const queues = names.length ? await boss.getQueues(names) : [];
      return queues.map((q) => ({
        name: q.name,
        waiting: q.queuedCount,
        active: q.activeCount,
        failed: q.failedCount,
      }));
    },
    onFailure(listener) {
      listeners.push(listener);
    },
    stop: () => (stopped ??= boss.stop({ graceful: true, timeout: 10_000, close: true })),
  };
}
