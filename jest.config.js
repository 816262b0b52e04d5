// One jest run for every workspace: each workspace is a project so `npm test` reports one total.
// swc transpiles TypeScript (TypeScript 7 has no compiler API, see design D§10).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
// react-intl and @formatjs are ESM-only; so are a few of the API's dependencies.
const esm = ['react-intl', '@formatjs', 'intl-messageformat', 'jose', 'aws-amplify', '@aws-amplify'];
const base = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`node_modules/(?!(${esm.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};
const web = (name) => ({
  ...base,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../shared/src/testing/setup.ts'],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
module.exports = {
  // The slowest files first (scripts/jest-sequencer.cjs).
  testSequencer: '<rootDir>/scripts/jest-sequencer.cjs',
  projects: [
    web('shared'),
    web('people'),
    web('shell'),
    web('mfe-auth'),
    web('mfe-superadmin'),
    web('mfe-admin'),
    web('mfe-doctor'),
    web('mfe-patient'),
    web('mfe-dexcom'),
    web('dexcom-widget'),
    {
      ...base,
      displayName: 'dexcom-emulator',
      rootDir: '<rootDir>/dexcom-emulator',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
