import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { loadConfig } from '../src/config';
import { LOCAL_POOLS, POOL_ORDER } from '../src/contracts';
import { startCognitoLocal, type IdentityHandle } from '../src/identity/cognito-local';
import { PASSWORD_POLICY } from '../src/identity/pool-settings';
import { createIdTokenVerifier } from '../src/identity/verify';
import { repoRoot } from '../src/paths';
import { freePort } from './helpers';

// Issue 39 point 1 (done-when): `npm run create-identity-pools` makes the four user pools and their
// web clients on a provider speaking Amazon Cognito's API — here the embedded one — and prints the
// settings; a person of the new patient pool signs in with the printed client (as the portal's
// Amplify does), and the API's token check, configured from the printed settings, accepts the token.

jest.setTimeout(120_000);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dcp-pools-'));
let identity: IdentityHandle;

beforeAll(async () => {
  identity = await startCognitoLocal({ dataDir, port: await freePort() });
});
afterAll(async () => {
  await identity?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The command, as an installer types it. */
function createPools(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/identity-pools-cli.ts', ...args], {
      cwd: repoRoot(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

const settingsOf = (out: string) =>
  Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((line) => line.split('=', 2) as [string, string]),
  );

it('creates the four pools with the portal’s settings and prints what the API and portal take', async () => {
  const run = await createPools(
    '--region',
    'eu-west-1',
    '--prefix',
    'clinic',
    '--endpoint',
    identity.endpoint,
  );
  expect(run.err).toBe('');
  expect(run.code).toBe(0);
  const settings = settingsOf(run.out);
  const names = POOL_ORDER.flatMap((p) => [
    `COGNITO_POOL_${p.toUpperCase()}_ID`,
    `COGNITO_CLIENT_${p.toUpperCase()}_ID`,
  ]);
  expect(Object.keys(settings).sort()).toEqual(['COGNITO_ENDPOINT', 'COGNITO_REGION', ...names].sort());
  const ids = names.map((n) => settings[n]!);
  expect(new Set(ids).size).toBe(8);
  for (const pool of POOL_ORDER) expect(ids).not.toContain(LOCAL_POOLS[pool].userPoolId);

  const sdk = new CognitoIdentityProviderClient({
    endpoint: identity.endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 't', secretAccessKey: 't' },
  });
  for (const pool of POOL_ORDER) {
    const key = pool.toUpperCase();
    const UserPoolId = settings[`COGNITO_POOL_${key}_ID`]!;
    const { UserPool } = await sdk.send(new DescribeUserPoolCommand({ UserPoolId }));
    expect(UserPool).toMatchObject({
      Name: `clinic-${pool}`,
      UsernameAttributes: ['email'],
      Policies: { PasswordPolicy: PASSWORD_POLICY },
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      MfaConfiguration: 'OPTIONAL',
    });
    const { UserPoolClient } = await sdk.send(
      new DescribeUserPoolClientCommand({ UserPoolId, ClientId: settings[`COGNITO_CLIENT_${key}_ID`]! }),
    );
    expect(UserPoolClient?.ExplicitAuthFlows).toEqual([
      'ALLOW_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(UserPoolClient?.ClientSecret).toBeUndefined();
  }

  // A patient of the new pool signs in with the printed client; the API, set up from the printed
  // settings, accepts the ID token as the patient pool's.
  const email = 'pools-as-code@test.example';
  const UserPoolId = settings.COGNITO_POOL_PATIENT_ID!;
  await sdk.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await sdk.send(
    new AdminSetUserPasswordCommand({
      UserPoolId,
      Username: email,
      Password: 'Pools#Code2027',
      Permanent: true,
    }),
  );
  const { AuthenticationResult } = await sdk.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: settings.COGNITO_CLIENT_PATIENT_ID!,
      AuthParameters: { USERNAME: email, PASSWORD: 'Pools#Code2027' },
    }),
  );
  const config = loadConfig({ ...settings, LOG_LEVEL: 'silent' });
  const verified = await createIdTokenVerifier(config.identity)(AuthenticationResult!.IdToken!);
  expect(verified).toMatchObject({ pool: 'patient', email });
  sdk.destroy();
});

it('refuses a missing region (exit 2) and names what the provider refused (exit 1), printing no settings', async () => {
  const bad = await createPools('--endpoint', identity.endpoint);
  expect(bad).toMatchObject({ code: 2, out: '' });
  expect(bad.err).toContain('usage: npm run create-identity-pools');
  const down = await createPools(
    '--region',
    'eu-west-1',
    '--endpoint',
    `http://127.0.0.1:${await freePort()}`,
  );
  expect(down).toMatchObject({ code: 1, out: '' });
  expect(down.err).toContain('the identity provider refused');
});
