// What the shell and the remotes share through Module Federation (design D§10): the third-party
// singletons and @dcp/shared's and @dcp/people's subpaths, one copy per page. Used by webpack.base.cjs.
const path = require('path');

const pkg = require('../shared/package.json');
// The staff remotes' feature package (people/README.md): one copy per page too, each of the three
// remotes carrying it as a fallback since the shell does not provide it.
const peoplePkg = require('../people/package.json');
const CONTRACTS_CORE = path.join(__dirname, '..', 'shared', 'src', 'contracts', 'core.ts');
const versions = require('../package-lock.json').packages;
const v = (name) => versions[`node_modules/${name}`]?.version;

// Singletons: one React, one router, one session bus for the whole page. `react-dom/client` and
// `react/jsx-runtime` must be listed or React ships twice (design D§10).
const singletons = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  // Through its facade (scripts/vendor/facades.cjs): only what the portal uses, not the whole router.
  // `react-router` itself is not shared: import it as react-router-dom (one router context).
  'react-router-dom',
  'rxjs',
  'styled-components',
  'react-intl',
  'single-spa-react',
  // Not stateful, but without sharing the shell and each remote download their own copy.
  'axios',
  // Shared too (issue 16): the shell's copy plus a remote's made 27 KiB twice on every page. Through
  // its facade (`z` built from the members used), else the shared module is all of zod (87 KiB).
  'zod',
];
/**
 * `consumeOnly` (the remotes): the third-party singletons are taken from the shell, which provides
 * every one of them (it imports them all), and not built into the remote as a fallback nobody loads —
 * six fewer copies of React, the router, zod… compiled and minified per build (issue 16, build time).
 * @dcp/shared's subpaths and @dcp/people keep their fallback: the shell does not use (so provide) all of them.
 */
function shared({ consumeOnly = false } = {}) {
  const out = {};
  for (const name of singletons) {
    const base = name.startsWith('react-dom') ? 'react-dom' : name.startsWith('react/') ? 'react' : name;
    out[name] = { singleton: true, requiredVersion: `^${v(base)}`, version: v(base) };
    if (consumeOnly) out[name].import = false;
  }
  for (const [base, { exports, version }] of [
    ['@dcp/shared', pkg],
    ['@dcp/people', peoplePkg],
  ]) {
    for (const sub of Object.keys(exports)) {
      const name = sub === '.' ? base : `${base}/${sub.slice(2)}`;
      out[name] = { singleton: true, requiredVersion: version, version };
    }
  }
  // The contracts are also @dcp/contracts (the API's package, which cannot name @dcp/shared), so their
  // barrel imports its core by a relative path: in a remote that file, once resolved, is the same
  // shared module — else the barrel's chunk carries a second copy of what the shell's first screen
  // holds. The shell provides the core under its name alone (a second provider would be a second
  // chunk the runtime might pick).
  if (consumeOnly)
    out[CONTRACTS_CORE] = { ...out['@dcp/shared/contracts/core'], shareKey: '@dcp/shared/contracts/core' };
  return out;
}

module.exports = { shared };
