// The rehearsal's nginx (scripts/rehearse.mjs): the portal's files with the production headers and the
// API's balancer over the three API processes, with config.json from the processes' own settings
// (the first installation's pools, scripts/first-install.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConf } from './nginx-conf.mjs';
import { portalConfig } from './portal-config.mjs';
import { run } from './stack.mjs';
import { remotesManifest } from './workspaces.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Writes config.json, remotes.json and nginx.conf into `dir` and starts nginx on them. */
export function startNginx({ dir, P, env, apiOrigin, log }) {
  const portalEnv = { ...env, API_URL: apiOrigin, COGNITO_PUBLIC_ENDPOINT: `${apiOrigin}/identity` };
  const config = portalConfig(portalEnv);
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotesManifest(portalEnv)));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxConf({
      portalPort: P.portal,
      apiPort: P.api,
      upstreams: P.apis.map((p) => `127.0.0.1:${p}`),
      shellDir: path.join(root, 'shell/dist'),
      bundleDir: (d) => path.join(root, d, 'dist'),
      widgetDir: path.join(root, 'dexcom-widget/dist'),
      runtimeDir: dir,
      config,
      prefix: dir,
      user: 'root',
    }),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'];
  return run('nginx', '/usr/sbin/nginx', args, env, true, log);
}
