// `npm run dev -w mfe-<name>`: one remote in development. webpack watches and rebuilds only this
// remote (development mode, into dev-dist/), a server on its own origin serves it as a CDN would, and
// the embedded portal (the built shell and the other remotes, API, identity, mail) mounts it from
// there through REMOTE_URL_<NAME>. Save a file, reload the page: no other bundle is rebuilt.
import { createRequire } from 'node:module';
import path from 'node:path';
import { build } from './build.mjs';
import { startRemoteServer } from './serve.mjs';
import { startStack } from './stack.mjs';
import { REMOTES, remoteUrlVar } from './workspaces.mjs';

const require = createRequire(import.meta.url);
const dir = path.basename(process.cwd());
if (!REMOTES.includes(dir)) {
  console.error(`run it from a remote's folder: npm run dev -w <${REMOTES.join('|')}>`);
  process.exit(1);
}
const port = Number(process.env.DEV_REMOTE_PORT ?? 8100 + REMOTES.indexOf(dir));
const outDir = path.join(process.cwd(), 'dev-dist');

await build({ ifNeeded: true });
const webpack = require('webpack');
const config = require(path.join(process.cwd(), 'webpack.config.cjs'))({}, { mode: 'development' });
const compiler = webpack({ ...config, output: { ...config.output, path: outDir } });
const firstBuild = new Promise((resolve) => compiler.hooks.done.tap('dev-remote', () => resolve()));
const watching = compiler.watch({ aggregateTimeout: 200 }, (err, stats) => {
  if (err) return console.error(err.message);
  const text = stats.toString({ all: false, errors: true, warnings: true, colors: true });
  console.log(text.trim() || `${dir} rebuilt in ${stats.endTime - stats.startTime} ms`);
});
await firstBuild;

const server = await startRemoteServer({ dir, port, distDir: outDir });
const remoteUrl = `http://127.0.0.1:${port}/mf-manifest.json`;
const stack = await startStack({ env: { [remoteUrlVar(dir)]: remoteUrl } });
console.log(`
${dir} in development: ${remoteUrl} (rebuilt on every save)
Portal mounting it: ${stack.urls.portal}   (demo accounts: see README)
Press Ctrl-C to stop.`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await new Promise((r) => watching.close(r));
    await new Promise((r) => server.close(r));
    await stack.stop();
    process.exit(0);
  });
}
