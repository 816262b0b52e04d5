import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** The HTTP request a statement serves: when it arrived, and how many statements it has run. */
export interface RequestTurn {
  at: number;
  statements: number;
}

/**
 * The request each statement serves (server.ts starts one per request). A statement outside any
 * request (a background job) counts as arriving when it is issued.
 */
export const requestArrival = new AsyncLocalStorage<RequestTurn>();

/** `requestArrival.run`'s store for a request arriving now. */
export const arrivingNow = (): RequestTurn => ({ at: performance.now(), statements: 0 });

/**
 * Statements a request runs in its arrival turn. Past that (an export streaming thousands of rows)
 * each one queues as if it arrived when issued, so a long request shares the database with the ones
 * arriving meanwhile instead of holding it to its end. Set well above what a page's request runs,
 * far below an export's rows.
 */
const IN_TURN = 40;

interface Waiting {
  at: number;
  seq: number;
  go: () => void;
}

/** Before `b` in the queue: the earlier request, and among one request's statements the earlier one. */
const before = (a: Waiting, b: Waiting) => a.at < b.at || (a.at === b.at && a.seq < b.seq);

/**
 * PGlite runs each statement synchronously in the API's thread, one at a time. Two things decide who
 * waits when 200 patients arrive at once (issue 16, issue 27 point 6):
 *
 * - Between two statements the event loop gets its turn (`setImmediate`), where new requests are read.
 *   PGlite hands its connection from one statement to the next through promise callbacks only, so
 *   without that turn the statements of requests already admitted kept the chain going and new ones
 *   were not read for tens of seconds (70–120 s requests).
 * - The next statement is the one whose request arrived first, not the one queued first. Served in
 *   queue order, every statement of a request waited behind one statement of each of the ≈ 200 other
 *   requests, so a sign-in of several statements took as many rounds: the first answered after 25 s.
 *   In arrival order a request, once its turn comes, runs to its end; a request waits for the ones
 *   that arrived before it, not for all of them again at every statement. A long one gets IN_TURN
 *   statements that way, then takes its place in the queue like any statement.
 *
 * Statements inside a transaction run on its own handle and are not queued here (the transaction
 * already holds PGlite's one connection). PostgreSQL's driver does real I/O per statement, with a pool
 * of connections, and is not wrapped.
 */
export function orderedQueries<C extends { query: (...args: never[]) => Promise<unknown> }>(client: C): C {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const waiting: Waiting[] = [];
  let running = false;
  let seq = 0;
  const next = () => {
    const head = waiting.shift();
    running = head !== undefined;
    head?.go();
  };
  const enqueue = (entry: Waiting) => {
    let i = waiting.length;
    while (i > 0 && before(entry, waiting[i - 1]!)) i--;
    waiting.splice(i, 0, entry);
    if (!running) {
      running = true;
      setImmediate(next);
    }
  };
  Object.assign(client, {
    query: async (...args: unknown[]) => {
      const turn = requestArrival.getStore();
      const inTurn = turn !== undefined && turn.statements++ < IN_TURN;
      const at = inTurn ? turn.at : performance.now();
      await new Promise<void>((go) => enqueue({ at, seq: seq++, go }));
      try {
        return await query(...args);
      } finally {
        setImmediate(next);
      }
    },
  });
  return client;
}
