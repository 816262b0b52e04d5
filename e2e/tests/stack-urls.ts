import { test } from '@playwright/test';

/** The addresses of one running stack, as scripts/test.mjs passes them to e2e/playwright.config.ts. */
export interface StackUrls {
  name: string;
  portal: string;
  mail: string;
  dexcom: string;
  widgetExample: string;
}

// The ordered journeys are split between two stacks, each with its own demo clinic, mail catcher and
// Dexcom emulator, so that two workers can run them at once (issue 26 point 6). A journey reaches the
// services of the stack its project points at, never a fixed port.
export const stackUrls = (): StackUrls => test.info().project.metadata.stack as StackUrls;
