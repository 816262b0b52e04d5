import { defineConfig } from '@playwright/test';

/** Journeys that touch no demo account (the demo accounts are shared by the ordered journeys). */
const OWN_ACCOUNTS =
  /\/(patient-list|doctor-list-layout|glucose-list|new-password|auth-forgot-code)\.spec\.ts$/;
/**
 * The ordered journeys of the second stack: scripts/test.mjs starts two stacks, each with its own demo
 * clinic, mail catcher and Dexcom emulator, and these run on the second one beside the others. Chosen
 * so that both halves take about as long (their durations in test-results/e2e.json).
 */
const SECOND_STACK =
  /\/(clinic-overview|erasure|glucose-gap|glucose-units|glucose-widget|glucose|import|keyboard-journey|layout-shift|mobile-layout|notes|notifications|offline-pwa|onboarding-phone|own-data|page-title|patient-words|phq9-fhir|portal-headers|preferences|pseudo-locale|resilience|return-after-sign-in|roles|second-factor|survey-journey|survey-language|staff-leave|survey-results|visit-summary)\.spec\.ts$/;
const A11Y = /a11y-axe\.spec\.ts$/;

const env = process.env;
// What a journey reaches (e2e/tests/stack-urls.ts). Without a second stack (a private stack started
// by hand) every journey runs on the first, one file at a time.
const first = {
  name: 'first',
  portal: env.PORTAL_URL ?? 'http://localhost:8080',
  mail: env.MAIL_URL ?? 'http://localhost:1080',
  dexcom: env.DEXCOM_URL ?? 'http://127.0.0.1:4300',
  widgetExample: env.WIDGET_EXAMPLE_URL ?? 'http://localhost:8090',
};
const second = env.PORTAL_URL_2 && {
  name: 'second',
  portal: env.PORTAL_URL_2,
  mail: env.MAIL_URL_2!,
  dexcom: env.DEXCOM_URL_2!,
  widgetExample: env.WIDGET_EXAMPLE_URL_2!,
};

// Debian's Chromium, never a downloaded browser (design D§9-10). The portal stack is started by
// scripts/test.mjs (or `npm start`) and found at PORTAL_URL.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two at a time, one per core: each stack's ordered journeys share its demo accounts and run one
  // file at a time, so the two halves run side by side; the accessibility gate (read-only) and the
  // journeys that use only accounts of their own (the list clinic's doctor, patient3, the
  // new-password patient) take whichever worker is free.
  workers: 2,
  projects: [
    {
      name: 'journeys',
      testIgnore: [A11Y, OWN_ACCOUNTS, ...(second ? [SECOND_STACK] : [])],
      workers: 1,
      metadata: { stack: first },
    },
    ...(second
      ? [
          {
            name: 'journeys-2',
            testMatch: SECOND_STACK,
            workers: 1,
            use: { baseURL: second.portal },
            metadata: { stack: second },
          },
        ]
      : []),
    { name: 'a11y', testMatch: A11Y, fullyParallel: true, metadata: { stack: first } },
    { name: 'own-accounts', testMatch: OWN_ACCOUNTS, metadata: { stack: first } },
  ],
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: first.portal,
    // CI waits on CPU (two cores, jest beside the journeys): recording a trace (a DOM snapshot at every
    // action) cost a fifth of the journeys' CPU, for files nobody downloads. A failure under CI still
    // leaves its screenshot and error context; run it again locally for the trace.
    trace: env.CI ? 'off' : 'retain-on-failure',
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
