// Jest setup of every web workspace (root jest.config.js): jest-dom matchers, plus the Web APIs
// jsdom lacks but the browser has and react-router needs.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { LOCALES } from '@dcp/shared/contracts/core';
import { loadSharedCatalogue } from '@dcp/shared/i18n';

// findBy…/waitFor give up after 1 s by default; on a loaded two-core CI machine a page's own timers
// (the survey's 0.8 s step to the summary) plus rendering can take longer. Waiting stops as soon as
// the element shows, so a passing test is no slower.
configure({ asyncUtilTimeout: 5000 });
// A test may wait for several such elements in turn, so its own limit is well above one wait's; jest's
// 5 s default failed whole tests on a loaded CI runner (the survey page's four steps).
jest.setTimeout(30_000);

const g = globalThis as Record<string, unknown>;
g.TextEncoder ??= TextEncoder;
g.TextDecoder ??= TextDecoder;

// shared's texts load as the shell's boot loads them before its first render (i18n/catalogue.ts):
// both languages and both parts (staff pages'), so a test renders its texts at once, as a page does
// once the shell has started.
beforeAll(() =>
  Promise.all(
    LOCALES.flatMap((locale) => [loadSharedCatalogue(locale), loadSharedCatalogue(locale, 'staff')]),
  ),
);
