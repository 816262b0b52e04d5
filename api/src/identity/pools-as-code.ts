import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  SetUserPoolMfaConfigCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { POOL_ORDER, type Pool } from '../contracts';
import { MFA_CONFIGURATION, PASSWORD_POLICY, WEB_CLIENT } from './pool-settings';

/** Each pool's ids, as the API (COGNITO_POOL_*_ID, COGNITO_CLIENT_*_ID) and the portal take them. */
export type CreatedPools = Record<Pool, { userPoolId: string; clientId: string }>;

/**
 * Creates the portal's four user pools (doctor, patient, admin, superadmin) and each one's web client
 * (issue 39 point 1), with the settings the embedded default runs on (pool-settings.ts): e-mail as
 * the user name, the spec's password policy, accounts made only by an administrator (the API: there
 * is no self sign-up at the provider), recovery by the verified e-mail, the authenticator app as the
 * only second factor. The app factor is turned on after creation, as Amazon Cognito asks.
 */
export async function createIdentityPools(
  client: CognitoIdentityProviderClient,
  prefix: string,
): Promise<CreatedPools> {
  const created: Partial<CreatedPools> = {};
  for (const pool of POOL_ORDER) {
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: `${prefix}-${pool}`,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
        Policies: { PasswordPolicy: PASSWORD_POLICY },
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
        MfaConfiguration: 'OFF',
      }),
    );
    const userPoolId = UserPool?.Id;
    if (!userPoolId) throw new Error(`the provider answered no id for the ${pool} pool`);
    await client.send(
      new SetUserPoolMfaConfigCommand({
        UserPoolId: userPoolId,
        SoftwareTokenMfaConfiguration: { Enabled: true },
        MfaConfiguration: MFA_CONFIGURATION,
      }),
    );
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: `${prefix}-${pool}-web`,
        GenerateSecret: false,
        ...WEB_CLIENT,
        ExplicitAuthFlows: [...WEB_CLIENT.ExplicitAuthFlows],
        TokenValidityUnits: { ...WEB_CLIENT.TokenValidityUnits },
      }),
    );
    const clientId = UserPoolClient?.ClientId;
    if (!clientId) throw new Error(`the provider answered no client id for the ${pool} pool`);
    created[pool] = { userPoolId, clientId };
  }
  return created as CreatedPools;
}

/** The settings to give the API and the portal's config (scripts/portal-config.mjs reads the same). */
export function poolSettings(pools: CreatedPools, region: string, endpoint?: string): string {
  const lines = [`COGNITO_REGION=${region}`];
  if (endpoint) lines.push(`COGNITO_ENDPOINT=${endpoint}`);
  for (const pool of POOL_ORDER) {
    const key = pool.toUpperCase();
    lines.push(
      `COGNITO_POOL_${key}_ID=${pools[pool].userPoolId}`,
      `COGNITO_CLIENT_${key}_ID=${pools[pool].clientId}`,
    );
  }
  return `${lines.join('\n')}\n`;
}
