// Shared libraries shipped whole (issue 16): a module shared through Module Federation cannot be
// tree-shaken — any remote may ask for any export — so react-router (59.8 KiB gzip, ≈ 12 used) and
// rxjs (17.9, ≈ 3 used) arrived whole on every page. Instead, the shared module is a generated facade
// that re-exports only the names the portal's sources import (scanned across every workspace, so all
// seven bundles build the same facade) plus a few common ones as slack for a remote deployed alone.
// webpack aliases the library's name to its facade; the facade imports the real library (its
// production ESM build) under a private name, so webpack tree-shakes everything else away.
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..', '..');
const pkgDir = (name) => path.dirname(require.resolve(`${name}/package.json`, { paths: [root] }));

/** Each facaded library: where its tree-shakeable ESM build is, and names always re-exported. */
const LIBRARIES = {
  'react-router-dom': {
    real: () => path.join(pkgDir('react-router'), 'dist', 'production', 'index.mjs'),
    always: [
      'BrowserRouter',
      'MemoryRouter',
      'Routes',
      'Route',
      'Navigate',
      'Link',
      'NavLink',
      'Outlet',
    ].concat(['useNavigate', 'useLocation', 'useParams', 'useSearchParams', 'useMatch', 'generatePath']),
  },
  rxjs: {
    real: () => path.join(pkgDir('rxjs'), 'dist', 'esm', 'index.js'),
    always: ['Observable', 'Subject', 'BehaviorSubject', 'ReplaySubject', 'map', 'filter'].concat([
      'distinctUntilChanged',
      'firstValueFrom',
      'Subscription',
    ]),
  },
  // zod is used as the `z` namespace, which a shared module would keep whole (87 KiB gzip): its facade
  // builds `z` from the members the sources use (`z.object`, …), so the rest is shaken away.
  zod: {
    real: () => path.join(pkgDir('zod'), 'v4', 'classic', 'external.js'),
    namespace: 'z',
    // The portal's CSP has no 'unsafe-eval': without `jitless`, zod probes `new Function` once and the
    // refused probe is reported as a CSP violation (Lighthouse best practices, DevTools issues).
    setup: 'config({ jitless: true });',
    always: ['object', 'string', 'number', 'boolean', 'array', 'union', 'enum', 'literal', 'optional']
      .concat([
        'nullable',
        'unknown',
        'record',
        'tuple',
        'coerce',
        'discriminatedUnion',
        'instanceof',
        'lazy',
      ])
      .concat(['any', 'int', 'email', 'uuid', 'iso', 'ZodError', 'ZodType', 'treeifyError', 'flattenError']),
  },
};

function sourceFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(full, out);
    else if (/\.(tsx?|jsx?)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(full);
  }
  return out;
}

/** The value names every workspace's src/ imports from `lib` (`import type` and `type X` left out). */
function importedNames(lib) {
  const names = new Set();
  const re = new RegExp(
    `import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${lib.replace('/', '\\/')}['"]`,
    'g',
  );
  const workspaces = fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'src')));
  for (const ws of workspaces)
    for (const file of sourceFiles(path.join(root, ws, 'src'))) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(re)) {
        if (m[1]) continue;
        for (const part of m[2].split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]
            .trim();
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  return names;
}

/** The members of `ns.` the sources use (`z.object(…)`), type positions included; filtered later. */
function namespaceMembers(ns) {
  const names = new Set();
  const re = new RegExp(`\\b${ns}\\.([A-Za-z_$][\\w$]*)`, 'g');
  const workspaces = fs.readdirSync(root).filter((d) => fs.existsSync(path.join(root, d, 'src')));
  for (const ws of workspaces)
    for (const file of sourceFiles(path.join(root, ws, 'src')))
      for (const m of fs.readFileSync(file, 'utf8').matchAll(re)) names.add(m[1]);
  return names;
}

/** Writes the facades under node_modules/.cache and answers webpack `resolve.alias` entries for them. */
function facadeAliases() {
  const dir = path.join(root, 'node_modules', '.cache', 'dcp-facades');
  fs.mkdirSync(dir, { recursive: true });
  const alias = {};
  for (const [lib, { real, always, namespace }] of Object.entries(LIBRARIES)) {
    const wanted = new Set([...always, ...importedNames(lib)]);
    if (namespace) for (const n of namespaceMembers(namespace)) wanted.add(n);
    // Only names the library really exports at run time (`z.infer`, `ZodTypeAny` are types).
    const runtime = require(require.resolve(lib, { paths: [root] }));
    const names = [...wanted].filter((n) => n !== namespace && runtime[n] !== undefined).sort();
    const file = path.join(dir, `${lib}.mjs`);
    const from = JSON.stringify(real());
    // Aliased bindings: some members are reserved words (`z.enum`, `z.null`, `z.instanceof`).
    const bound = names.map((n) => `${n} as $${n}`).join(', ');
    const setup = LIBRARIES[lib].setup
      ? `import { config as $$config } from ${from};\n$$${LIBRARIES[lib].setup}\n`
      : '';
    const body = namespace
      ? `import { ${bound} } from ${from};\nexport const ${namespace} = Object.freeze({ ${names.map((n) => `${n}: $${n}`).join(', ')} });\nexport { ${names.map((n) => `$${n} as ${n}`).join(', ')} };\nexport default ${namespace};\n`
      : `export { ${names.join(', ')} } from ${from};\n`;
    const text = `// Generated by scripts/vendor/facades.cjs: what the portal uses of ${lib}.\n${setup}${body}`;
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
    alias[`${lib}$`] = file;
  }
  return alias;
}

/**
 * zod's JSON Schema generation (`schema.toJSONSchema()`, ≈ 17 % of zod's bytes) is referenced by every
 * schema class but only ever called on the server (the OpenAPI document). In the browser bundles its
 * two modules are replaced by one generated stub exporting the same names, each throwing if called:
 * −4.7 KiB gzip on every page (issue 16). The names come from the installed zod, so an upgrade that
 * adds one cannot break the build.
 */
const ZOD_JSON_SCHEMA =
  /zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors|json-schema-generator)\.js$/;
function zodJsonSchemaStub() {
  const core = path.join(pkgDir('zod'), 'v4', 'core');
  const names = new Set();
  for (const file of ['to-json-schema.js', 'json-schema-processors.js', 'json-schema-generator.js']) {
    const text = fs.readFileSync(path.join(core, file), 'utf8');
    for (const m of text.matchAll(/^export (?:const|function|class) ([\w$]+)/gm)) names.add(m[1]);
    for (const m of text.matchAll(/^export \{([^}]*)\}/gm))
      for (const part of m[1].split(','))
        names.add(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        );
  }
  names.delete('');
  const file = path.join(root, 'node_modules', '.cache', 'dcp-facades', 'zod-json-schema.mjs');
  const body = [...names]
    .sort()
    .map((n) => `export const ${n} = unavailable;`)
    .join('\n');
  const text = `// Generated by scripts/vendor/facades.cjs: zod's JSON Schema generation is server-only.
function unavailable() {
  throw new Error('JSON Schema generation is not part of the browser bundles (scripts/vendor/facades.cjs).');
}
${body}
`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  return { test: ZOD_JSON_SCHEMA, file };
}

module.exports = { facadeAliases, importedNames, zodJsonSchemaStub, LIBRARIES };
