import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { LOCAL_POOLS } from '../src/contracts';
import { openDatabase } from '../src/db';
import { accounts, auditLog } from '../src/db/schema';
import { startCognitoLocal, type IdentityHandle } from '../src/identity/cognito-local';
import { repoRoot } from '../src/paths';
import { SMTPServer } from './mail-capture';
import { freePort } from './helpers';

// Issue 37 point 6: a new installation's first superadmin, made by the installer's command
// (`npm run create-superadmin -- --email …`, the API image's `cli.ts create-superadmin`), run here as
// an operator runs it against a database with nobody in it and the embedded identity provider: the
// identity user waits for its first sign-in with the invitation's temporary password, the invitation
// goes out through the relay, the act is audited, and a second run is refused.

jest.setTimeout(240_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-first-'));
const received: { to: string; raw: string }[] = [];
let identity: IdentityHandle;
let relay: InstanceType<typeof SMTPServer>;
let env: Record<string, string>;

beforeAll(async () => {
  identity = await startCognitoLocal({ dataDir, port: await freePort() });
  const smtp = await freePort();
  relay = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { rcptTo: { address: string }[] } },
      cb: () => void,
    ) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, raw });
        cb();
      });
    },
  });
  await new Promise<void>((r) => relay.listen(smtp, '127.0.0.1', r));
  // An installation with nobody in it: no demo people, on the embedded database.
  env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    COGNITO_ENDPOINT: identity.endpoint,
    START_IDENTITY: '0',
    SEED_DEMO: '0',
    SMTP_PORT: String(smtp),
    LOG_LEVEL: 'silent',
  };
});
afterAll(async () => {
  await identity?.stop();
  await new Promise<void>((r) => relay?.close(() => r()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The command, as the installer types it. */
function createSuperadmin(...args: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'api/src/cli.ts', 'create-superadmin', ...args],
      {
        cwd: repoRoot(),
        env: { ...process.env, JEST_WORKER_ID: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    for (const o of [child.stdout, child.stderr]) o.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/** The e-mail's text, quoted-printable undone (the temporary password may hold an '='). */
const textOf = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

const sdk = () =>
  new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 't', secretAccessKey: 't' },
  });

async function inDatabase<T>(read: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase(loadConfig({ ...process.env, ...env } as NodeJS.ProcessEnv));
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

it('refuses bad input and creates nothing', async () => {
  const bad = await createSuperadmin('--email', 'not-an-address');
  expect(bad.code).toBe(2);
  expect(bad.out).toContain('usage: npm run create-superadmin');
  expect(await createSuperadmin().then((r) => r.code)).toBe(2);
  expect(received).toEqual([]);
});

it('creates the first superadmin, invited to a first sign-in; a second run is refused', async () => {
  const made = await createSuperadmin(
    '--email',
    'First@Install.test',
    '--first-name',
    'Fay',
    '--locale',
    'en-GB',
  );
  expect(made).toMatchObject({ code: 0, out: expect.stringContaining('superadmin created') });

  // The invitation: to the address given, with the superadmin's sign-in page and a temporary password.
  const mail = received.find((m) => m.to === 'first@install.test');
  expect(mail).toBeDefined();
  const text = textOf(mail!.raw);
  expect(text).toContain('An account as superadmin has been created for you at the Diabetes Care Portal.');
  expect(text).toContain('/sign-in-superadmin');
  const password = /Temporary password: (\S+)/.exec(text)?.[1];
  expect(password).toBeTruthy();

  // The identity provider knows the person, and that password opens the first sign-in's new password step.
  const user = await sdk().send(
    new AdminGetUserCommand({
      UserPoolId: LOCAL_POOLS.superadmin.userPoolId,
      Username: 'first@install.test',
    }),
  );
  expect(user.UserStatus).toBe('FORCE_CHANGE_PASSWORD');
  const first = await sdk().send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL_POOLS.superadmin.clientId,
      AuthParameters: { USERNAME: 'first@install.test', PASSWORD: password! },
    }),
  );
  expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

  // A second run, even for another address, makes no one.
  const again = await createSuperadmin('--email', 'second@install.test');
  expect(again.code).toBe(1);
  expect(again.out).toContain('a superadmin exists already');
  await expect(
    sdk().send(
      new AdminGetUserCommand({
        UserPoolId: LOCAL_POOLS.superadmin.userPoolId,
        Username: 'second@install.test',
      }),
    ),
  ).rejects.toThrow(/not exist|not found/i);

  // One superadmin account, and the act in the audit trail (no actor: the server's console).
  const { supers, audited } = await inDatabase(async (db) => ({
    supers: await db
      .select({ id: accounts.id, email: accounts.email, status: accounts.status })
      .from(accounts)
      .where(eq(accounts.pool, 'superadmin')),
    audited: await db
      .select({ actor: auditLog.actorAccountId, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.action, 'superadmin.created-first')),
  }));
  expect(supers).toEqual([{ id: expect.any(String), email: 'first@install.test', status: 'ACTIVE' }]);
  expect(audited).toEqual([{ actor: null, target: `account:${supers[0]!.id}` }]);
  expect(received.filter((m) => m.to === 'second@install.test')).toEqual([]);
});
