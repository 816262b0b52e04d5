// Preloaded into cognito-local (`node --require`): replaces the signing key published in its package
// with this installation's key (DCP_IDENTITY_KEY_FILE, see signing-key.ts) before its modules load
// it, so its tokens and its JWKS use a key nobody else has. Refuses to run without the file.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const file = process.env.DCP_IDENTITY_KEY_FILE;
if (!file) throw new Error('DCP_IDENTITY_KEY_FILE is not set: refusing to sign with the published key');
const key = JSON.parse(fs.readFileSync(file, 'utf8'));
const keysDir = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib', 'keys');
const preset = (name, exports) => {
  const filename = path.join(keysDir, name);
  const mod = new (require('node:module'))(filename);
  mod.filename = filename;
  mod.loaded = true;
  mod.exports = exports;
  require.cache[filename] = mod;
};
preset('cognitoLocal.private.json', { pem: key.pem, jwk: key.jwk });
preset('cognitoLocal.public.json', { jwk: key.jwk });
