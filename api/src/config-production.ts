import { POOL_ORDER } from './contracts';

type Env = Record<string, string | undefined>;

/**
 * The explicit test switch that lets a NODE_ENV=production process talk to the identity emulator:
 * `npm run rehearse` only (scripts/rehearse.mjs). Never set it in a deployment.
 */
export const REHEARSAL_SWITCH = 'REHEARSAL_IDENTITY_EMULATOR';

/** Every setting a production process must be given; the embedded defaults are for one machine. */
export const PRODUCTION_REQUIRED = [
  'DATABASE_URL',
  // Two processes with different keys would pseudonymise the research export differently.
  'PSEUDONYM_KEY',
  // Without it a production database could be rewritten and re-chained unseen (issue 23 point 6).
  'AUDIT_HMAC_KEY',
  // The provider tokens at rest (and the outbox's e-mails) must open in every process.
  'DEXCOM_TOKEN_KEY',
  'DEXCOM_BASE_URL',
  'DEXCOM_CLIENT_ID',
  'DEXCOM_CLIENT_SECRET',
  'PORTAL_ORIGIN',
  'SMTP_HOST',
  'COGNITO_REGION',
  ...POOL_ORDER.flatMap((p) => [
    `COGNITO_POOL_${p.toUpperCase()}_ID`,
    `COGNITO_CLIENT_${p.toUpperCase()}_ID`,
  ]),
] as const;

const on = (v: string | undefined) => ['1', 'true', 'yes', 'on'].includes((v ?? '').toLowerCase());

/**
 * With NODE_ENV=production: refuses to start when a required setting is missing (naming every one)
 * or when the embedded identity emulator is configured (issue 29 point 3). Answers nothing otherwise.
 */
export function checkProductionSettings(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = PRODUCTION_REQUIRED.filter((k) => !env[k]?.trim());
  if (missing.length) {
    throw new Error(
      `NODE_ENV is production but these settings are missing: ${missing.join(', ')} ` +
        '(docs/deploy.md lists each one).',
    );
  }
  const rehearsal = on(env[REHEARSAL_SWITCH]);
  // The emulator's admin actions answer anyone who reaches it: never in production (design D§12).
  if (!rehearsal && (on(env.ALLOW_LOCAL_ISSUER) || on(env.START_IDENTITY) || env.COGNITO_ENDPOINT)) {
    throw new Error(
      'NODE_ENV is production but the embedded identity emulator (cognito-local) is configured ' +
        '(COGNITO_ENDPOINT, ALLOW_LOCAL_ISSUER or START_IDENTITY). Production uses Amazon Cognito: ' +
        'leave all three unset (see docs/deploy.md).',
    );
  }
  if (on(env.START_IDENTITY) || on(env.SEED_DEMO)) {
    throw new Error('NODE_ENV is production: START_IDENTITY and SEED_DEMO must be off');
  }
}
