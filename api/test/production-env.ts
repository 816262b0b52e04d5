// Everything a production process needs, as an operator would set it for Amazon Cognito (tests).
const KEY = 'k'.repeat(40);
export const PRODUCTION_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://dcp:secret@db.internal:5432/dcp',
  PSEUDONYM_KEY: KEY,
  AUDIT_HMAC_KEY: Buffer.alloc(32, 9).toString('base64'),
  DEXCOM_TOKEN_KEY: Buffer.alloc(32, 7).toString('base64'),
  DEXCOM_BASE_URL: 'https://api.dexcom.eu',
  DEXCOM_CLIENT_ID: 'client',
  DEXCOM_CLIENT_SECRET: 'secret',
  PORTAL_ORIGIN: 'https://portal.example.org',
  SMTP_HOST: 'smtp.example.org',
  COGNITO_REGION: 'eu-west-1',
  ...Object.fromEntries(
    ['DOCTOR', 'PATIENT', 'ADMIN', 'SUPERADMIN'].flatMap((r) => [
      [`COGNITO_POOL_${r}_ID`, `eu-west-1_${r.slice(0, 5)}`],
      [`COGNITO_CLIENT_${r}_ID`, `client${r.toLowerCase()}`],
    ]),
  ),
};
