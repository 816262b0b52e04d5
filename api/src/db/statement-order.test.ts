import { orderedQueries, requestArrival, type RequestTurn } from './statement-order';

/** A fake PGlite: records the statements in the order it runs them. */
function recording() {
  const order: string[] = [];
  const client = orderedQueries({
    query: async (q: string) => {
      order.push(q);
      return Promise.resolve();
    },
  });
  return { order, client };
}

// The embedded database's statements wait for the event loop's next turn, so requests arriving
// meanwhile are read between two statements of the requests already running (issue 16).
it('lets the event loop read new requests between two chained statements', async () => {
  const { order, client } = recording();
  const running = (async () => {
    await client.query('first');
    await client.query('second');
  })();
  setImmediate(() => order.push('new request read'));
  await running;
  expect(order).toEqual(['first', 'new request read', 'second']);
});

// 200 sign-ins at once: each statement of the first one waited behind one statement of every other,
// and it answered after 25 s. The request that arrived first now runs to its end first.
it('serves the statements of the request that arrived first before later ones', async () => {
  const { order, client } = recording();
  const request = (name: string, arrivedAt: number) =>
    requestArrival.run({ at: arrivedAt, statements: 0 }, async () => {
      for (const n of [1, 2, 3]) await client.query(`${name}${n}`);
    });
  await Promise.all([request('late', 20), request('early', 10), request('middle', 15)]);
  // In queue order: late1, early1, middle1, late2, early2, …
  expect(order).toEqual([
    'early1',
    'early2',
    'early3',
    'middle1',
    'middle2',
    'middle3',
    'late1',
    'late2',
    'late3',
  ]);
});

// An export streams thousands of rows, a statement each: in its arrival turn it would hold the
// database until its end. Past 40 statements it queues like a statement issued then.
it('lets a long request share the database once its turn is used up', async () => {
  const { order, client } = recording();
  const long: RequestTurn = { at: 1, statements: 40 }; // its turn used up
  const exporting = requestArrival.run(long, async () => {
    for (const n of [1, 2]) await client.query(`export${n}`);
  });
  const signIn = requestArrival.run({ at: 5, statements: 0 }, async () => {
    await new Promise((r) => setImmediate(r)); // arrives once the export's first statement is queued
    for (const n of [1, 2]) await client.query(`sign-in${n}`);
  });
  await Promise.all([exporting, signIn]);
  expect(order).toEqual(['export1', 'sign-in1', 'sign-in2', 'export2']);
});

it('passes the arguments and answers the result unchanged', async () => {
  const client = orderedQueries({ query: async (q: string, p: number[]) => ({ q, p }) });
  await expect(client.query('select $1', [1])).resolves.toEqual({ q: 'select $1', p: [1] });
});
