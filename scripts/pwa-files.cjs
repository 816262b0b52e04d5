// The installable portal's static files (issue 25 point 3), emitted into the shell's dist/ at its
// root: the web app manifests (EN/ES), the icons, the offline page and the service worker, whose
// cache name carries a content hash so each release starts a fresh cache and drops the old one.
const fs = require('fs');
const path = require('path');
const { workerSource } = require('./pwa-precache.cjs');

const SOURCE = path.join(__dirname, '..', 'shell', 'src', 'pwa');
/** Where each source file is served: icons under /icons/, the rest at the root (the worker's scope is /). */
const target = (name) => (name.endsWith('.png') ? `icons/${name}` : name);

class PwaFilesPlugin {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of fs.readdirSync(SOURCE)) {
            const file = path.join(SOURCE, name);
            compilation.fileDependencies.add(file);
            let body = fs.readFileSync(file);
            // The shell's files only, until scripts/build.mjs writes the full list (pwa-precache.cjs).
            if (name === 'sw.js')
              body = Buffer.from(
                workerSource(body.toString('utf8'), { urls: [], version: compilation.hash }),
              );
            compilation.emitAsset(target(name), new sources.RawSource(body));
          }
        },
      );
    });
  }
}

module.exports = { PwaFilesPlugin };
