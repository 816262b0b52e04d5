import { yieldingQueries } from '.';

// The embedded database's statements wait for the event loop's next turn, so requests arriving
// meanwhile are read between two statements of the requests already running (issue 16).
it('lets the event loop read new requests between two chained statements', async () => {
  const order: string[] = [];
  const client = yieldingQueries({
    query: async (q: string) => {
      order.push(q);
      return Promise.resolve();
    },
  });
  const running = (async () => {
    await client.query('first');
    await client.query('second');
  })();
  setImmediate(() => order.push('new request read'));
  await running;
  expect(order).toEqual(['first', 'new request read', 'second']);
});

it('passes the arguments and answers the result unchanged', async () => {
  const client = yieldingQueries({ query: async (q: string, p: number[]) => ({ q, p }) });
  await expect(client.query('select $1', [1])).resolves.toEqual({ q: 'select $1', p: [1] });
});
