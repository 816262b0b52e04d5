// The portal's bundles: the shell and the six remotes, with their federation names and URL paths.
export const REMOTES = ['mfe-auth', 'mfe-superadmin', 'mfe-admin', 'mfe-doctor', 'mfe-patient', 'mfe-dexcom'];
export const BUNDLES = ['shell', ...REMOTES];
export const federationName = (dir) => dir.replace('-', '_');
export const remotePath = (dir) => `/remotes/${dir}/`;

/** remotes.json as served by default: every remote under the portal's own origin. */
export function remotesManifest() {
  return Object.fromEntries(
    REMOTES.map((dir) => [federationName(dir), `${remotePath(dir)}mf-manifest.json`]),
  );
}
