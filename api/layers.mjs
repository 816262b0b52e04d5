/**
 * The API's layer map (docs/conventions.md, "The API's floors"): floors from the top; a file imports its
 * own floor and those below. A domain folder imports only the domain folders listed beside it (the
 * allowed direction: the rule refuses a map with a cycle). The lint rule dcp/api-layers
 * (scripts/lint/api-layers.mjs) holds the code to it; a new folder or root file goes on a floor here.
 */
export const API_LAYERS = {
  root: 'api/src',
  floors: ['routes', 'domain', 'leaves', 'db', 'ground'],
  places: {
    ...Object.fromEntries(
      [
        'routes/',
        'openapi/',
        'server.ts',
        'server-http.ts',
        'server-routes.ts',
        'main.ts',
        'cli.ts',
        'worker.ts',
        'metrics.ts',
        'first-superadmin-cli.ts',
        'identity-pools-cli.ts',
        'seed.ts',
        'seed-surveys.ts',
        'seed-patient-list.ts',
        'seed-list-glucose.ts',
        'seed-list-data.ts',
      ].map((p) => [p, 'routes']),
    ),
    ...Object.fromEntries(
      [
        'leaves/',
        'i18n/',
        'http-errors.ts',
        'text-guard.ts',
        'trace.ts',
        'telemetry.ts',
        'telemetry-scrub.ts',
      ].map((p) => [p, 'leaves']),
    ),
    'db/': 'db',
    ...Object.fromEntries(
      [
        'config.ts',
        'config-env.ts',
        'config-keys.ts',
        'config-production.ts',
        'contracts.ts',
        'paths.ts',
        'native-require.ts',
      ].map((p) => [p, 'ground']),
    ),
  },
  domain: {
    jobs: ['audit', 'dexcom', 'mail', 'people', 'reminders', 'surveys'],
    'own-data': ['auth', 'fhir', 'people', 'surveys'],
    fhir: ['dexcom', 'people', 'surveys'],
    signup: ['auth', 'identity', 'mail', 'people', 'surveys'],
    reminders: ['auth', 'mail', 'surveys'],
    surveys: ['auth', 'dexcom', 'mail', 'people'],
    people: ['audit', 'auth', 'dexcom', 'identity', 'mail'],
    dexcom: ['auth', 'mail'],
    auth: ['audit', 'identity', 'mail'],
    identity: ['audit', 'limits'],
    limits: [],
    mail: [],
    audit: [],
  },
};
