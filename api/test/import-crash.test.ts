import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_POOLS } from '../src/contracts';
import { startCognitoLocal, type IdentityHandle } from '../src/identity/cognito-local';
import { repoRoot } from '../src/paths';
import { DEMO_PASSWORD } from '../src/seed';
import { SMTPServer } from './mail-capture';
import { freePort, get, post, postFile } from './helpers';

// Issue 23 point 7 / issue 29 point 2: an API process killed in the middle of a mass import — while it
// waits for the relay to accept an invitation — leaves no patient without an invitation and none with
// two. The API is a real second process (SIGKILL, then started again on the same data folder), the
// relay a real SMTP server that counts what it accepted; the import is then run again, as a doctor
// would, and every row's patient ends up with exactly one invitation.

jest.setTimeout(240_000);

const KILL_AT = 4;
const ROWS = 10;
const emails = Array.from({ length: ROWS }, (_, i) => `crash${i + 1}@import.test`);
const csv = ['email,firstName,lastName', ...emails.map((e, i) => `${e},Pat${i + 1},Crash`)].join('\n');

let identity: IdentityHandle;
let api: ChildProcess | undefined;
let relay: ReturnType<typeof startRelay>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-crash-'));
let env: Record<string, string>;
let url = '';

/**
 * Accepted mails (recipient and Message-ID); on the KILL_AT-th one the API is killed before the relay
 * answers, while other rows of the import are mid-way too (it creates several patients at once).
 */
function startRelay(port: number) {
  const accepted: { to: string; id: string }[] = [];
  let seen = 0;
  let killed: typeof api;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(
      stream: NodeJS.ReadableStream,
      session: { envelope: { rcptTo: { address: string }[] } },
      cb: (e?: Error) => void,
    ) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString()));
      stream.on('end', () => {
        // A mail the killed process still had in flight (it sends several at once) is not accepted
        // either: its connection dies with it. The next start sends again.
        if (api && api === killed) return cb(new Error('gone'));
        if (++seen === KILL_AT && api) {
          killed = api;
          api.kill('SIGKILL'); // the crash: this mail is never acknowledged
          return cb(new Error('gone'));
        }
        const id = /^Message-ID: *(\S+)/im.exec(raw)?.[1] ?? '';
        for (const r of session.envelope.rcptTo) accepted.push({ to: r.address, id });
        cb();
      });
    },
  });
  return {
    accepted,
    ready: new Promise<void>((r) => server.listen(port, '127.0.0.1', r)),
    close: () => new Promise<void>((r) => server.close(r)),
  };
}

async function startApi() {
  api = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli.ts', 'api'], {
    cwd: repoRoot(),
    env: { ...process.env, JEST_WORKER_ID: '', ...env },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (api.exitCode !== null) throw new Error(`API exited with ${api.exitCode}`);
    if ((await get(url, '/health/ready').catch(() => null))?.status === 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('API did not start');
}

beforeAll(async () => {
  identity = await startCognitoLocal({ dataDir, port: await freePort() });
  const smtp = await freePort();
  relay = startRelay(smtp);
  await relay.ready;
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  env = {
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: '',
    COGNITO_ENDPOINT: identity.endpoint,
    START_IDENTITY: '0',
    ALLOW_LOCAL_ISSUER: '1',
    SEED_DEMO: '1',
    SMTP_PORT: String(smtp),
    OUTBOX_CLAIM_SECONDS: '2',
    // The relay counts every message: no questionnaire reminders to the demo patients meanwhile.
    REMINDERS_EVERY_MINUTES: '0',
    LOG_LEVEL: 'silent',
  };
  await startApi();
}, 180_000);
afterAll(async () => {
  api?.kill('SIGKILL');
  await identity?.stop();
  await relay?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function doctorToken(): Promise<string> {
  const sdk = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 't', secretAccessKey: 't' },
  });
  const r = await sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL_POOLS.doctor.clientId,
      AuthParameters: { USERNAME: 'doctor@demo.test', PASSWORD: DEMO_PASSWORD },
    }),
  );
  sdk.destroy();
  return ((await post(url, '/auth/jwt', { token: r.AuthenticationResult!.IdToken })).body as { jwt: string })
    .jwt;
}

// What is guaranteed: one invitation per patient (one message: one temporary password, one link),
// never none. What is not: a message the relay accepted in the instant before the crash, whose "sent"
// mark had not committed, goes to the relay once more — the same message, with the same Message-ID,
// which mail systems and clients use to drop repeats (docs/deploy.md).
it('a crash mid-import leaves every patient with exactly one invitation', async () => {
  const token = await doctorToken();
  const me = ((await get(url, '/user/this', token)).body as { id: string }).id;
  const crashed = new Promise((r) => api!.once('exit', r));
  await postFile(url, `/user/bulkSignup?doctor=${me}`, csv, token).catch(() => undefined);
  await crashed;
  expect(relay.accepted.length).toBe(KILL_AT - 1);
  const beforeCrash = relay.accepted.length;
  // Started again on the same data folder; the doctor runs the same import again.
  await startApi();
  const again = await postFile(url, `/user/bulkSignup?doctor=${me}`, csv, token);
  expect(again.status).toBe(200);
  // The invitation held by the killed process goes out once its claim has run out (the queue).
  const to = (e: string) => relay.accepted.filter((a) => a.to === e);
  for (let i = 0; i < 120 && !emails.every((e) => to(e).length > 0); i++)
    await new Promise((r) => setTimeout(r, 500));
  await new Promise((r) => setTimeout(r, 4000)); // a retry that would double one has had its chance
  const messages = Object.fromEntries(emails.map((e) => [e, new Set(to(e).map((a) => a.id)).size]));
  expect(messages).toEqual(Object.fromEntries(emails.map((e) => [e, 1])));
  expect(relay.accepted.every((a) => /@outbox\.dcp>$/.test(a.id))).toBe(true);
  // Repeats only of messages accepted in the crash's instant: at most those before the crash.
  expect(relay.accepted.length - ROWS).toBeLessThanOrEqual(beforeCrash);
});
