// Preloaded into cognito-local (`node --require`): AdminSetUserMFAPreference, which cognito-local
// 5.3.0 lacks, with Amazon Cognito's meaning for what the portal sends (issue 37 point 5: an
// administrator resets a lost authenticator app). Turning the software token off also forgets its
// secret, so the person's next AssociateSoftwareToken starts a new app; on Amazon Cognito the old
// secret is simply no longer asked for, which comes to the same.
'use strict';
const path = require('node:path');

const from = { paths: [path.dirname(require.resolve('cognito-local/package.json'))] };
const { Targets } = require(require.resolve('cognito-local/lib/targets/targets', from));
const { UserNotFoundError } = require(require.resolve('cognito-local/lib/errors', from));

Targets.AdminSetUserMFAPreference =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, req.UserPoolId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    const methods = new Set(user.UserMFASettingList ?? []);
    const software = req.SoftwareTokenMfaSettings;
    let config = user.SoftwareTokenMfaConfiguration;
    if (software && software.Enabled === false) {
      methods.delete('SOFTWARE_TOKEN_MFA');
      config = undefined;
    } else if (software && software.Enabled && config && config.Verified) {
      methods.add('SOFTWARE_TOKEN_MFA');
    }
    await userPool.saveUser(ctx, {
      ...user,
      UserMFASettingList: [...methods],
      PreferredMfaSetting: methods.has(user.PreferredMfaSetting) ? user.PreferredMfaSetting : undefined,
      SoftwareTokenMfaConfiguration: config,
      UserLastModifiedDate: clock.get(),
    });
    return {};
  };
