import { signInLocks } from '../src/db/schema-identity';
import { DEMO_PASSWORD } from '../src/seed';
import { startStack, type Stack } from './helpers';
import { initiateVia } from './identity-helpers';

// The embedded identity stops answering (its process ended, or a sign-in past the forward's time
// limit on a loaded machine): /identity says so with a 503 the identity SDK retries, never a 500, and
// the sign-in lock does not count the unanswered attempt as a wrong password.

let s: Stack;
beforeAll(async () => {
  s = await startStack();
}, 120_000);
afterAll(() => s?.stop());

it('answers 503 in the identity service’s own shape, and counts no failed sign-in', async () => {
  expect((await initiateVia(s, 'patient', 'patient@demo.test', DEMO_PASSWORD)).status).toBe(200);
  await s.identity.stop();
  const res = await initiateVia(s, 'patient', 'patient@demo.test', DEMO_PASSWORD);
  expect(res.status).toBe(503);
  expect(res.body).toEqual({
    __type: 'InternalErrorException',
    message: 'The sign-in service is not answering; please try again',
  });
  const locks = await s.app.dcp.database.db.select().from(signInLocks);
  expect(locks.filter((l) => l.failures > 0)).toEqual([]);
});
