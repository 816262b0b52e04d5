import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The production rehearsal's first installation alone (scripts/first-install.mjs, issue 39 point 2):
// run by `npm run rehearse` on its freshly installed portal, never by the journeys' runs, since it
// signs in as the installation's first superadmin, whom only that installation has.
const stack = {
  name: 'first-installation',
  portal: process.env.PORTAL_URL ?? 'http://localhost:8080',
  mail: process.env.MAIL_URL ?? 'http://localhost:1080',
};

export default defineConfig({
  ...base,
  testDir: './first-installation',
  projects: [{ name: 'first-installation', metadata: { stack } }],
  reporter: [['list']],
  outputDir: '../test-results/first-installation',
});
