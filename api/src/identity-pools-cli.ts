import { parseArgs } from 'node:util';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { identityClientOptions } from './identity/admin-client';
import { createIdentityPools, poolSettings } from './identity/pools-as-code';

// `npm run create-identity-pools -- --region eu-west-1 [--prefix dcp] [--endpoint URL]` (issue 39
// point 1): the four user pools and their web clients, made once per installation, before the API
// first starts. Against Amazon Cognito the AWS SDK's default credentials are used (environment,
// profile or role); --endpoint names any provider speaking its API (the embedded one, in the test).
// It prints the settings the API and the portal take, for the installation's .env or secret.
// Exit 0 created, 1 the provider refused, 2 bad input. The config loader is not used: nothing else
// of an installation exists yet.

const USAGE = 'usage: npm run create-identity-pools -- --region REGION [--prefix NAME] [--endpoint URL]';

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        region: { type: 'string' },
        prefix: { type: 'string', default: 'dcp' },
        endpoint: { type: 'string' },
      },
      strict: true,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const { region, prefix, endpoint } = values;
  if (!region || !/^[a-z0-9-]{2,30}$/.test(region) || !/^[A-Za-z0-9_-]{1,40}$/.test(prefix)) {
    console.error(`a region is required; the prefix takes letters, digits, - and _\n${USAGE}`);
    return 2;
  }
  const client = new CognitoIdentityProviderClient(
    identityClientOptions({ region, endpoint: endpoint ?? '' }),
  );
  try {
    const pools = await createIdentityPools(client, prefix);
    process.stdout.write(poolSettings(pools, region, endpoint));
    return 0;
  } catch (e) {
    console.error(`the identity provider refused: ${(e as Error).name}: ${(e as Error).message}`);
    return 1;
  } finally {
    client.destroy();
  }
}

void main().then((code) => {
  process.exitCode = code;
});
