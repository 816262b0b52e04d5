// The portal's bundles: the shell and the six remotes, with their federation names and URL paths.
export const REMOTES = ['mfe-auth', 'mfe-superadmin', 'mfe-admin', 'mfe-doctor', 'mfe-patient', 'mfe-dexcom'];
/** The embeddable connect widget: built with the others, served by the portal under WIDGET_PATH. */
export const WIDGET = 'dexcom-widget';
export const WIDGET_PATH = '/widget/';
export const BUNDLES = ['shell', ...REMOTES, WIDGET];
export const federationName = (dir) => dir.replace('-', '_');
export const remotePath = (dir) => `/remotes/${dir}/`;

/** The environment variable that points one remote at a manifest elsewhere: REMOTE_URL_MFE_DOCTOR. */
export const remoteUrlVar = (dir) => `REMOTE_URL_${dir.replace('-', '_').toUpperCase()}`;

/**
 * remotes.json: every remote under the portal's own origin, unless REMOTE_URL_<NAME> points it at a
 * manifest on another host or CDN (each remote deploys on its own; the shell is never rebuilt for it).
 */
export function remotesManifest(env = process.env) {
  return Object.fromEntries(
    REMOTES.map((dir) => [
      federationName(dir),
      env[remoteUrlVar(dir)] || `${remotePath(dir)}mf-manifest.json`,
    ]),
  );
}

/** The other origins remotes.json loads code from: the portal's CSP must allow exactly these. */
export function remoteOrigins(manifest) {
  const origins = Object.values(manifest)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
