// The portal's runtime config.json (issue 29 point 3): one function for every host — the embedded
// static server, the rehearsal's nginx, a container's start-up, a CDN upload step. The shell parses it
// with PortalConfig (shared/src/contracts/config.ts); api/test/portal-config.test.ts holds it to that.
//   node scripts/portal-config.mjs > config.json      (reads the environment below)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const ROLES = ['doctor', 'patient', 'admin', 'superadmin'];

/** The fixed cognito-local ids, from the same file the contracts read. */
function localPools() {
  return JSON.parse(readFileSync(path.join(root, 'shared/src/contracts/local-pools.json'), 'utf8'));
}

/**
 * The identity pools: the API's own variables (COGNITO_POOL_<ROLE>_ID, COGNITO_CLIENT_<ROLE>_ID), or
 * COGNITO_POOLS_JSON ({ role: { userPoolId, clientId } }; `userPoolClientId`, the name older docs
 * used, is read as clientId), else the embedded emulator's fixed ids. Answers null for the last.
 */
function pools(env) {
  if (ROLES.some((r) => env[`COGNITO_POOL_${r.toUpperCase()}_ID`])) {
    return Object.fromEntries(
      ROLES.map((r) => [
        r,
        {
          userPoolId: env[`COGNITO_POOL_${r.toUpperCase()}_ID`] ?? '',
          clientId: env[`COGNITO_CLIENT_${r.toUpperCase()}_ID`] ?? '',
        },
      ]),
    );
  }
  if (env.COGNITO_POOLS_JSON) {
    const given = JSON.parse(env.COGNITO_POOLS_JSON);
    return Object.fromEntries(
      Object.entries(given).map(([r, p]) => [
        r,
        { userPoolId: p.userPoolId, clientId: p.clientId ?? p.userPoolClientId },
      ]),
    );
  }
  return null;
}

/**
 * config.json from the environment. Amazon Cognito (pools given, no COGNITO_PUBLIC_ENDPOINT): no
 * `endpoint`, the browser talks to Cognito itself. The embedded emulator: its pools, reached only
 * through the API's allow-listing `/identity` route (docs/security.md).
 */
export function portalConfig(env = process.env) {
  const apiUrl = (env.API_URL ?? 'http://localhost:4000').replace(/\/$/, '');
  const given = pools(env);
  const endpoint = env.COGNITO_PUBLIC_ENDPOINT || (given ? undefined : `${apiUrl}/identity`);
  return {
    apiUrl,
    remotesManifest: '/remotes.json',
    identity: {
      region: env.COGNITO_REGION ?? (given ? '' : 'local'),
      ...(endpoint ? { endpoint } : {}),
      pools: given ?? localPools(),
    },
    supportEmail: env.SUPPORT_EMAIL ?? 'support@demo.test',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(portalConfig(), null, 2)}\n`);
}
