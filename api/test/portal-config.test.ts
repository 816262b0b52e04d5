import { PortalConfig } from '@dcp/contracts';
import { portalConfig } from '../../scripts/portal-config.mjs';

// Issue 29 point 3: the portal's config.json for Amazon Cognito, built by the one function every host
// uses, parses with the shell's own contract — including the settings as docs/deploy.md gives them.

const COGNITO = {
  API_URL: 'https://api.example.org',
  COGNITO_REGION: 'eu-west-1',
  SUPPORT_EMAIL: 'support@clinic.example.org',
  ...Object.fromEntries(
    ['DOCTOR', 'PATIENT', 'ADMIN', 'SUPERADMIN'].flatMap((r) => [
      [`COGNITO_POOL_${r}_ID`, `eu-west-1_${r.slice(0, 5)}`],
      [`COGNITO_CLIENT_${r}_ID`, `client${r.toLowerCase()}`],
    ]),
  ),
};

it('Amazon Cognito from the API’s own variables: the shell accepts it, and it names no endpoint', () => {
  const c = portalConfig(COGNITO);
  expect(PortalConfig.strict().parse(c)).toEqual(c);
  expect(c.identity.endpoint).toBeUndefined();
  expect(c.identity.pools.doctor).toEqual({ userPoolId: 'eu-west-1_DOCTO', clientId: 'clientdoctor' });
});

it('the documented COGNITO_POOLS_JSON, with the older docs’ userPoolClientId, parses too', () => {
  const pools = Object.fromEntries(
    ['doctor', 'patient', 'admin', 'superadmin'].map((r) => [
      r,
      { userPoolId: `eu-west-1_${r}`, userPoolClientId: `c-${r}` },
    ]),
  );
  const c = portalConfig({
    API_URL: 'https://api.example.org',
    COGNITO_REGION: 'eu-west-1',
    COGNITO_POOLS_JSON: JSON.stringify(pools),
  });
  expect(PortalConfig.parse(c).identity.pools.patient).toEqual({
    userPoolId: 'eu-west-1_patient',
    clientId: 'c-patient',
  });
  expect(c.identity.endpoint).toBeUndefined();
});

it('the embedded emulator is reached through the API’s /identity route only', () => {
  const c = portalConfig({ API_URL: 'http://localhost:4000' });
  expect(PortalConfig.parse(c).identity.endpoint).toBe('http://localhost:4000/identity');
});

it('a missing client id is refused by the contract, not discovered by a user at sign-in', () => {
  const c = portalConfig({ ...COGNITO, COGNITO_CLIENT_ADMIN_ID: '' });
  expect(() => PortalConfig.parse(c)).toThrow();
});
