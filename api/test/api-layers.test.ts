import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Issue 40 point 1: the API's floors (api/layers.mjs, docs/conventions.md "The API's floors") are held
// by the lint rule dcp/api-layers. Planted imports are linted with the rule exactly as eslint.config.mjs
// configures it for their path (ESLint's calculateConfigForFile): without the rule there, these fail.

const root = path.resolve(__dirname, '../..');

/** Lints each planted file (path → code) with the repository's api-layers setting; answers its messages. */
function lintPlanted(files: Record<string, string>, domainOverride?: Record<string, string[]>): unknown {
  const script = `
    import { ESLint, Linter } from 'eslint';
    import tseslint from 'typescript-eslint';
    const files = ${JSON.stringify(files)};
    const override = ${JSON.stringify(domainOverride ?? null)};
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const linter = new Linter({ configType: 'flat', cwd: ${JSON.stringify(root)} });
    const out = {};
    for (const [file, code] of Object.entries(files)) {
      const config = await eslint.calculateConfigForFile(file);
      const setting = config.rules['dcp/api-layers'];
      if (!setting || setting[0] !== 2) { out[file] = 'api-layers is not on for this file'; continue; }
      const options = override ? { ...setting[1], domain: { ...setting[1].domain, ...override } } : setting[1];
      try {
        out[file] = linter
          .verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser },
            plugins: { dcp: config.plugins.dcp }, rules: { 'dcp/api-layers': ['error', options] } }], file)
          .map((m) => m.message);
      } catch (e) { out[file] = 'threw: ' + e.message; }
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const said = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  return JSON.parse(said.toString('utf8'));
}

it('fails an import back up a floor and a domain import against the map, passes one down', () => {
  const said = lintPlanted({
    // a domain folder importing one the map does not let it (surveys imports people: a cycle)
    'api/src/people/planted.ts':
      "import { viewFor } from '../surveys/patient-view';\nexport const x = viewFor;\n",
    'api/src/audit/planted.ts': "export { ageOf } from '../people/list';\n",
    // back up a floor: leaf → domain, db → leaf, domain → routes
    'api/src/leaves/planted.ts':
      "import type { Loaded } from '../surveys/access';\nexport type X = Loaded;\n",
    'api/src/db/planted.ts': "import { csvRow } from '../leaves/csv';\nexport const x = csvRow;\n",
    'api/src/surveys/planted.ts': "const routes = import('../routes/survey');\nexport { routes };\n",
    // a folder on no floor of the map
    'api/src/helpers/planted.ts': 'export const x = 1;\n',
    // down the floors and along the map: no message
    'api/src/surveys/planted-ok.ts':
      "import { csvRow } from '../leaves/csv';\nimport { findClinic } from '../people/clinics';\n" +
      "import { accounts } from '../db/schema';\nimport { loadConfig } from '../config';\n" +
      'export const x = [csvRow, findClinic, accounts, loadConfig];\n',
  });
  expect(said).toEqual({
    'api/src/people/planted.ts': [
      expect.stringMatching(/^The domain folder 'people' may not import 'surveys'/),
    ],
    'api/src/audit/planted.ts': [expect.stringMatching(/^The domain folder 'audit' may not import 'people'/)],
    'api/src/leaves/planted.ts': [
      "'leaves/' (leaves) imports 'surveys/' (domain): an import back up a floor.",
    ],
    'api/src/db/planted.ts': ["'db/' (db) imports 'leaves/' (leaves): an import back up a floor."],
    'api/src/surveys/planted.ts': [
      "'surveys/' (domain) imports 'routes/' (routes): an import back up a floor.",
    ],
    'api/src/helpers/planted.ts': ["'helpers/' is on no floor of the API's layer map (API_LAYERS)."],
    'api/src/surveys/planted-ok.ts': [],
  });
}, 120_000);

it('refuses a layer map in which two domain folders may import each other', () => {
  const said = lintPlanted({ 'api/src/audit/planted.ts': 'export const x = 1;\n' }, { audit: ['people'] });
  expect(said).toEqual({
    'api/src/audit/planted.ts': expect.stringMatching(/^threw: .*cycle: .*audit → people → audit/),
  });
}, 120_000);
