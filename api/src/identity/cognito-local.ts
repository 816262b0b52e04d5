import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { POOL_ORDER } from '../contracts';
import { loadConfig, type IdentityConfig } from '../config';
import { repoRoot } from '../paths';
import { MFA_CONFIGURATION, PASSWORD_POLICY, WEB_CLIENT } from './pool-settings';
import { ensureSigningKey, signingKeyFile } from './signing-key';

/**
 * The embedded identity provider for development and the one-machine install: cognito-local 5.3.0
 * (design D§2, §5, §12). Production uses Amazon Cognito and never loads this module's spawn
 * path (START_IDENTITY is off there); the API talks to either through admin-client.ts.
 * Its data lives in `<cwd>/.cognito`: config.json, db/clients.json and one db/<poolId>.json per pool,
 * so pools with fixed ids are created by writing those files before it starts.
 */
const req = () => createRequire(path.join(repoRoot(), 'package.json'));

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}
function writeJson(file: string, value: unknown) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(value, null, 2));
  fs.renameSync(tmp, file);
}

/**
 * Writes cognito-local's files so the four pools and their clients exist with the fixed ids.
 * Idempotent: existing users are kept. Call it while cognito-local is NOT running (it caches its files).
 * `dir` is cognito-local's working directory (DATA_DIR/identity). `pools: null`: none, as a new
 * Amazon Cognito account has (the rehearsal makes them with create-identity-pools, issue 39 point 2).
 */
export function seedIdentityFiles(
  dir: string,
  opts: { pools?: IdentityConfig['pools'] | null; issuerDomain?: string } = {},
): void {
  const pools = opts.pools === null ? null : (opts.pools ?? loadConfig().identity.pools);
  const base = path.join(dir, '.cognito');
  const dbDir = path.join(base, 'db');
  fs.mkdirSync(dbDir, { recursive: true });

  const configFile = path.join(base, 'config.json');
  const config = readJson(configFile) ?? {};
  const tokenConfig = (config.TokenConfig as Record<string, unknown> | undefined) ?? {};
  if (opts.issuerDomain) tokenConfig.IssuerDomain = opts.issuerDomain;
  writeJson(configFile, {
    ...config,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: tokenConfig,
  });
  if (!pools) return;

  const { USER_POOL_AWS_DEFAULTS } = req()('cognito-local/lib/services/cognitoService') as {
    USER_POOL_AWS_DEFAULTS: Record<string, unknown>;
  };
  const now = new Date().toISOString();
  const clientsFile = path.join(dbDir, 'clients.json');
  const clientsDb = readJson(clientsFile) ?? {};
  const clients = { ...((clientsDb.Clients as Record<string, unknown> | undefined) ?? {}) };
  for (const pool of POOL_ORDER) {
    const { userPoolId, clientId } = pools[pool];
    const poolFile = path.join(dbDir, `${userPoolId}.json`);
    const existing = readJson(poolFile);
    const oldOptions = (existing?.Options as Record<string, unknown> | undefined) ?? {};
    writeJson(poolFile, {
      ...existing,
      Users: existing?.Users ?? {},
      Options: {
        ...USER_POOL_AWS_DEFAULTS,
        ...oldOptions,
        Id: userPoolId,
        Name: `dcp-${pool}`,
        UsernameAttributes: ['email'],
        Policies: { PasswordPolicy: PASSWORD_POLICY },
        MfaConfiguration: MFA_CONFIGURATION,
        SoftwareTokenMfaConfiguration: { Enabled: true },
        CreationDate: (oldOptions.CreationDate as string | undefined) ?? now,
        LastModifiedDate: now,
      },
    });
    const old = (clients[clientId] as Record<string, unknown> | undefined) ?? {};
    clients[clientId] = {
      ...old,
      ClientId: clientId,
      ClientName: `dcp-${pool}-web`,
      UserPoolId: userPoolId,
      ...WEB_CLIENT,
      CreationDate: (old.CreationDate as string | undefined) ?? now,
      LastModifiedDate: now,
    };
  }
  writeJson(clientsFile, { ...clientsDb, Clients: clients });
}

export interface IdentityHandle {
  endpoint: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Seeds the files and spawns cognito-local (HOST=127.0.0.1, cwd DATA_DIR/identity), waiting until it
 * answers. The issuer in its tokens is `http://127.0.0.1:<port>/<poolId>`.
 */
export async function startCognitoLocal(opts: {
  dataDir: string;
  port?: number;
  /** null: start with no pool at all (see seedIdentityFiles). */
  pools?: IdentityConfig['pools'] | null;
  timeoutMs?: number;
}): Promise<IdentityHandle> {
  const port = opts.port ?? 9229;
  const endpoint = `http://127.0.0.1:${port}`;
  if (await answers(`${endpoint}/health`)) {
    throw new Error(`Something already answers on ${endpoint}; stop it or use START_IDENTITY=0 to reuse it`);
  }
  const cwd = path.join(opts.dataDir, 'identity');
  seedIdentityFiles(cwd, { pools: opts.pools, issuerDomain: endpoint });
  ensureSigningKey(cwd);
  const bin = req().resolve('cognito-local/lib/bin/start.js');
  const preload = (name: string) => ['--require', path.join(repoRoot(), 'api', 'src', 'identity', name)];
  // Loopback only (design D§12): its admin actions answer without credentials.
  // Its signing key (cognito-local-keys.cjs) and how it writes its pools (cognito-local-store.cjs).
  // AdminSetUserMFAPreference, which it lacks (cognito-local-mfa.cjs; issue 37 point 5).
  const args = [
    ...preload('cognito-local-keys.cjs'),
    ...preload('cognito-local-store.cjs'),
    ...preload('cognito-local-mfa.cjs'),
    bin,
  ];
  const child = spawn(process.execPath, args, {
    cwd,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DEBUG: '',
      COGNITO_LOCAL_DEVMODE: '',
      DCP_IDENTITY_KEY_FILE: signingKeyFile(cwd),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000);
  });
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      resolve();
    }),
  );
  const stop = async () => {
    if (exited !== undefined) return;
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 3000);
    await exit;
    clearTimeout(t);
  };
  // A minute: on a busy two-core machine its first start (loading the AWS SDK) has taken over 20 s.
  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  while (!(await answers(`${endpoint}/health`))) {
    if (exited !== undefined) throw new Error(`cognito-local exited (code ${exited}): ${stderr.trim()}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`cognito-local did not answer on ${endpoint} in time: ${stderr.trim()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { endpoint, port, child, stop };
}
