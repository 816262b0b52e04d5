import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadTokenKey } from './token-crypto';

// Issue 23 point 8: the provider-token key is required whenever the database is shared
// (DATABASE_URL), not only with NODE_ENV=production: a key per data folder leaves each process
// unable to open the tokens the others sealed.

const dir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-key-'));

it('is required with a shared database, in production or not', () => {
  expect(() => loadTokenKey(undefined, dir(), false)).toThrow(
    /DEXCOM_TOKEN_KEY is required with DATABASE_URL/,
  );
});

it('is taken as given, or generated once per data folder on the embedded database', () => {
  const given = Buffer.alloc(32, 3);
  expect(loadTokenKey(given.toString('base64'), dir(), false)).toEqual(given);
  const folder = dir();
  const first = loadTokenKey(undefined, folder, true);
  expect(first).toHaveLength(32);
  expect(loadTokenKey(undefined, folder, true)).toEqual(first);
});
