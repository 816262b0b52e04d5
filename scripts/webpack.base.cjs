// The one webpack set-up for the shell and the six remotes (design D§10: webpack 5.111.1 with
// @module-federation/enhanced 2.9.x; swc, never ts-loader). Each workspace's webpack.config.cjs is a
// one-line call here, so every remote has the same shape.
const path = require('path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const webpack = require('webpack');
const { facadeAliases, zodJsonSchemaStub } = require('./vendor/facades.cjs');
const { PwaFilesPlugin } = require('./pwa-files.cjs');
const { FirstScreenPreloadPlugin } = require('./first-screen-preload.cjs');
const { shared } = require('./webpack-shared.cjs');

/** The git commit the bundle was built from, when there is a repository (a CDN upload may not have one). */
function commit() {
  try {
    return require('child_process')
      .execSync('git rev-parse --short=12 HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/**
 * Emits dist/version.json: which bundle, which version and commit, built when, and webpack's hash of
 * the whole output. Each bundle deploys on its own, so an operator (or the portal's error reports) can
 * tell which build of each remote a page is running. Served no-cache like the manifests.
 */
class VersionFilePlugin {
  constructor(dir) {
    this.pkg = require(path.join(dir, 'package.json'));
  }
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('VersionFilePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'VersionFilePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = {
            name: this.pkg.name,
            version: this.pkg.version,
            commit: commit(),
            builtAt: new Date().toISOString(),
            hash: compilation.hash,
          };
          compilation.emitAsset('version.json', new sources.RawSource(`${JSON.stringify(info, null, 2)}\n`));
        },
      );
    });
  }
}

// Catalogues arrive compiled (scripts/vendor/messages-loader.cjs): no parser in the browser.
const BROWSER_ALIAS = {
  '@formatjs/icu-messageformat-parser$': require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

/** zod's server-only JSON Schema modules → a throwing stub (scripts/vendor/facades.cjs). */
function zodJsonSchemaReplacement() {
  const { test, file } = zodJsonSchemaStub();
  return new webpack.NormalModuleReplacementPlugin(test, (resource) => {
    if (resource.createData?.resource) resource.createData.resource = file;
  });
}

function common(dir, mode) {
  const prod = mode === 'production';
  return {
    context: dir,
    mode,
    // Production maps are written for error tracking but not referenced from the bundles, and the
    // portal server does not serve them unless SERVE_SOURCE_MAPS=1 (docs/security.md).
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: {
        ...facadeAliases(),
        ...BROWSER_ALIAS,
      },
    },
    module: {
      rules: [
        {
          test: /[\\/]lang[\\/][\w-]+\.json$/,
          type: 'javascript/auto',
          use: path.join(__dirname, 'vendor', 'messages-loader.cjs'),
        },
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !prod } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [new VersionFilePlugin(dir), zodJsonSchemaReplacement()],
    // swc's minifier: the same output as terser within a few tenths of a percent, in a third of the
    // time (terser was ≈ 75 % of a production build; issue 16).
    optimization: {
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

/** A federated remote: exposes `./spa` (single-spa lifecycles) and whatever else it lists. */
function remote(dir, { name, exposes = {} }, mode = 'production') {
  const base = common(dir, mode);
  return {
    ...base,
    entry: {},
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: name,
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './spa': './src/spa.tsx', ...exposes },
        shared: shared({ consumeOnly: true }),
        manifest: true,
        dts: false,
        // A remote loads no other remote: its runtime needs no remote-loading code, nor Node's loaders.
        // And it brings no runtime core of its own: it uses the shell's (`externalRuntime`, provided by
        // scripts/vendor/provide-runtime-core.js), one per page (issue 27 point 2; docs/decisions.md).
        experiments: { optimization: { disableRemote: true, target: 'web' }, externalRuntime: true },
      }),
    ],
  };
}

/**
 * What every page's first screen runs, in ONE file of the shell: the libraries and the @dcp/shared
 * modules the bootstrap imports. Federation gives each shared module a chunk of its own, ≈ 20 files
 * before anything is drawn; over HTTP/1.1 a browser fetches 6 at a time from a host, so they came in
 * waves, each a round trip (the third ended ≈ 0.9 s after main.js at 100 ms RTT; issue 27). They
 * are still provided one by one (a remote takes each from the shell); only where they are stored
 * changes. What a page opens later (the people lists, surveys, charts, the identity provider) keeps
 * its own chunk.
 */
const FIRST_SCREEN = {
  name: 'first-screen',
  chunks: 'async',
  enforce: true,
  test: (module) =>
    /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|styled-components|stylis|@emotion|rxjs|single-spa|single-spa-react|axios|zod|\.cache[\\/]dcp-facades)[\\/]/.test(
      module.resource ?? '',
    ) ||
    (/[\\/]shared[\\/]src[\\/](bus|config|guard|http|i18n|spa|ui|contracts[\\/](core|enums|problem|field-messages|common|account|config|glucose-units|local-pools|example)|session[\\/](?!identity))/.test(
      module.resource ?? '',
    ) &&
      // shared's texts: one chunk per language, the page's own loaded beside it (i18n/catalogue.ts).
      !/[\\/]shared[\\/]src[\\/]i18n[\\/]lang[\\/]/.test(module.resource ?? '')),
};

/** The single-spa root: no remote URL compiled in; they come from remotes.json at run time. */
function shell(dir, mode = 'production') {
  const base = common(dir, mode);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    optimization: { ...base.optimization, splitChunks: { cacheGroups: { firstScreen: FIRST_SCREEN } } },
    output: {
      path: path.join(dir, 'dist'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'shell',
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: shared(),
        dts: false,
        // The runtime core the remotes use (their `externalRuntime`): the shell's own, lent to them.
        runtimePlugins: [path.join(__dirname, 'vendor', 'provide-runtime-core.js')],
        experiments: { optimization: { target: 'web' } },
      }),
      new HtmlWebpackPlugin({
        template: './src/index.html',
        favicon: './src/favicon.svg',
        scriptLoading: 'defer',
      }),
      new FirstScreenPreloadPlugin(FIRST_SCREEN.name),
      new PwaFilesPlugin(),
    ],
  };
}

/**
 * The plain reference of `npm run bench` (issue 16): the same shell and remote sources as ONE ordinary
 * single-page build — no Module Federation, `loadRemote('<name>/spa')` becomes `import()` of that
 * remote's src/spa.tsx. What the portal costs over it is what federation costs.
 */
function plain(dir = path.join(__dirname, '..', 'shell'), mode = 'production') {
  const base = common(dir, mode);
  return {
    ...base,
    entry: { main: './src/index.ts' },
    resolve: {
      ...base.resolve,
      // The portal's parser-less ICU too, so the two builds differ by federation only (the facades exist
      // because federation cannot tree-shake a shared module; here webpack shakes the libraries itself).
      alias: {
        ...BROWSER_ALIAS,
        '@module-federation/enhanced/runtime$': path.join(__dirname, 'plain', 'federation-runtime.js'),
      },
    },
    output: {
      path: path.join(dir, 'dist-plain'),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'plain',
      clean: true,
    },
    plugins: [
      ...base.plugins,
      new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
    ],
  };
}

/**
 * The embeddable Dexcom connect widget (issue 9 point 7): one classic script for other sites, no
 * federation and no shared React — a page that is not the portal has neither.
 */
function widget(dir, mode = 'production') {
  const base = common(dir, mode);
  // Its catalogues are plain text looked up by its own few lines (no react-intl): not compiled.
  const rules = base.module.rules.filter((r) => !String(r.use).endsWith('messages-loader.cjs'));
  return {
    ...base,
    module: { ...base.module, rules },
    entry: { 'dexcom-connect': './src/index.ts' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: true },
  };
}

module.exports = { remote, shell, plain, widget };
