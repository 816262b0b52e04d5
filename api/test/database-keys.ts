import { randomBytes } from 'node:crypto';
import { DATABASE_KEYS, type DatabaseKey } from '../src/config-keys';

/**
 * The keys every process on one PostgreSQL database is given (api/src/config-keys.ts): scripts/test.mjs
 * gives one set to a whole run, as an operator would; a file run by hand with DATABASE_URL makes its
 * own once, into process.env, so the processes it starts (child-api.ts, the migrate CLI) get the same.
 */
export function databaseKeys(): Record<DatabaseKey, string> {
  const names = Object.keys(DATABASE_KEYS) as DatabaseKey[];
  for (const name of names) process.env[name] ||= randomBytes(32).toString('base64');
  return Object.fromEntries(names.map((name) => [name, process.env[name]!])) as Record<DatabaseKey, string>;
}
