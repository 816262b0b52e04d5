/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Issue 40 point 2: @dcp/shared keeps the browser's building blocks and @dcp/people is a feature
// package of the staff remotes (people/README.md). Lint holds the floors between them (PACKAGE_FLOORS
// in eslint.config.mjs); planted imports are linted with the rule exactly as that file configures it
// for their path (ESLint's calculateConfigForFile): without the setting there, these fail.

const root = path.resolve(__dirname, '../..');
const RULE = '@typescript-eslint/no-restricted-imports';

/** Lints each planted file (path → code) with the repository's setting of RULE; answers its messages. */
function lintPlanted(files: Record<string, string>): Record<string, string[] | string> {
  const script = `
    import { ESLint, Linter } from 'eslint';
    import tseslint from 'typescript-eslint';
    const files = ${JSON.stringify(files)};
    const eslint = new ESLint({ cwd: ${JSON.stringify(root)} });
    const linter = new Linter({ configType: 'flat', cwd: ${JSON.stringify(root)} });
    const out = {};
    for (const [file, code] of Object.entries(files)) {
      const config = await eslint.calculateConfigForFile(file);
      const setting = config.rules[${JSON.stringify(RULE)}];
      if (!setting || setting[0] !== 2) { out[file] = 'no package floor for this file'; continue; }
      out[file] = linter
        .verify(code, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser },
          plugins: { '@typescript-eslint': tseslint.plugin }, rules: { ${JSON.stringify(RULE)}: setting } }], file)
        .map((m) => m.message.replace(/^.* import is restricted from being used by a pattern\\. /, ''));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const said = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  return JSON.parse(said.toString('utf8')) as Record<string, string[] | string>;
}

it('keeps @dcp/people out of shared and the API, and the remotes out of @dcp/people', () => {
  const said = lintPlanted({
    'shared/src/ui/planted.ts': "export { PeopleTable } from '@dcp/people';\n",
    'shared/src/session/planted.ts':
      "import { AuditTrail } from '../../../people/src/audit/AuditTrail';\nexport const x = AuditTrail;\n",
    'api/src/leaves/planted.ts': "export { fullName } from '@dcp/people';\n",
    'people/src/planted.ts':
      "import { routes } from '@dcp/mfe-admin/src/routes';\nimport { shell } from '../../shell/src/main';\n" +
      "export { Button } from '../../shared/src/ui';\nexport const x = [routes, shell];\n",
    // what each may import: no message
    'people/src/planted-ok.ts':
      "import { Button } from '@dcp/shared/ui';\nimport { fullName } from './kinds';\nexport const x = [Button, fullName];\n",
    'mfe-doctor/src/planted-ok.ts': "export { PatientListPanel } from '@dcp/people';\n",
  });
  const shared = '@dcp/shared holds building blocks: it may not import @dcp/people.';
  const remote = '@dcp/people is shared by the staff remotes: it may not import a remote or the shell.';
  expect(said).toEqual({
    'shared/src/ui/planted.ts': [shared],
    'shared/src/session/planted.ts': [shared],
    'api/src/leaves/planted.ts': ['The API imports no portal feature code (@dcp/people).'],
    'people/src/planted.ts': [remote, remote, 'Import shared code as @dcp/shared/<subpath>.'],
    'people/src/planted-ok.ts': [],
    'mfe-doctor/src/planted-ok.ts': 'no package floor for this file',
  });
}, 120_000);
