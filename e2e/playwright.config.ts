import { defineConfig } from '@playwright/test';

/** Journeys that touch no demo account (the demo accounts are shared by the ordered journeys). */
const OWN_ACCOUNTS = /\/(patient-list|glucose-list|new-password|auth-forgot-code)\.spec\.ts$/;

// Debian's Chromium, never a downloaded browser (design D§9-10). The portal stack is started by
// scripts/test.mjs (or `npm start`) and found at PORTAL_URL.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two at a time: the accessibility gate (read-only, a third of the run) beside the journeys, which
  // share the demo accounts and run one file at a time in the order their files sort in.
  workers: 2,
  // The journeys come first so that one worker starts them and the other takes the gate's pages,
  // then the journeys that use only accounts of their own (the list clinic's doctor, patient3, the
  // new-password patient): they need not wait their turn among the demo accounts' journeys.
  projects: [
    { name: 'journeys', testIgnore: [/a11y-axe\.spec\.ts$/, OWN_ACCOUNTS], workers: 1 },
    { name: 'a11y', testMatch: /a11y-axe\.spec\.ts$/, fullyParallel: true },
    { name: 'own-accounts', testMatch: OWN_ACCOUNTS },
  ],
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: process.env.PORTAL_URL ?? 'http://localhost:8080',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal's service worker answers static files before page.route() sees them: journeys that
    // fake a remote's failure need it out of the way. offline-pwa.spec.ts allows it where it is tested.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
