import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO, signInAs, type DemoRole, apiUrlOf } from './helpers';
import { stackUrls } from './stack-urls';

// Journeys sign each demo role in once per run (issue 26 point 5), through the form as a person does,
// and keep the browser's storage state (Playwright's storageState: the session token and the
// preferences in localStorage) in test-results/.auth/<stack>-<role>.json. A later `openAs` puts that
// state into the page and opens the page directly. Sign-in itself keeps its own journeys (roles,
// return-after-sign-in, new-password, auth-*), which call `signInAs`.
//
// A stored session can have ended since: a journey signed it out or opened `/login` (which signs out),
// or the role's idle limit passed. The API says so (`user/this` answers 401) and the role signs in
// through the form again, so no journey depends on another's order.

const AUTH_DIR = path.join(__dirname, '..', '..', 'test-results', '.auth');
// One file per stack and role: the two stacks' sessions are of different databases (./stack-urls.ts).
const stateFile = (role: DemoRole) => path.join(AUTH_DIR, `${stackUrls().name}-${role}.json`);

interface StorageState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

function storedEntries(role: DemoRole): { name: string; value: string }[] | null {
  const file = stateFile(role);
  if (!existsSync(file)) return null;
  const state = JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  return state.origins.find((o) => o.localStorage.some((e) => e.name === 'apiKey'))?.localStorage ?? null;
}

const apiBase = async (page: Page) => (await apiUrlOf(page)).replace(/\/$/, '');

async function stillSignedIn(page: Page, token: string) {
  const answer = await page.request.get(`${await apiBase(page)}/user/this`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return answer.ok();
}

/**
 * Opens `where` (the role's home by default) signed in as the demo `role`: with the run's stored
 * session when it is still valid, else by signing in through the form and storing the new one.
 */
export async function openAs(page: Page, role: DemoRole, where: string = DEMO[role].home) {
  const entries = storedEntries(role);
  const token = entries?.find((e) => e.name === 'apiKey')?.value;
  if (entries && token && (await stillSignedIn(page, token))) {
    // As a sign-in does (req A§4), the account takes the page's language: a journey that left the
    // demo account in Spanish does not carry it into the next one.
    const locale = entries.find((e) => e.name === 'locale')?.value ?? 'en-GB';
    const synced = await page.request.post(`${await apiBase(page)}/user/this/locale`, {
      headers: { authorization: `Bearer ${token}` },
      data: { locale },
    });
    expect(synced.ok(), 'the account takes the page language').toBe(true);
    // A same-origin document no portal code runs in, so nothing reads the storage before it is set.
    await page.goto('/config.json');
    await page.evaluate((list) => {
      localStorage.clear();
      for (const { name, value } of list) localStorage.setItem(name, value);
    }, entries);
  } else {
    await signInAs(page, role);
    await page.context().storageState({ path: stateFile(role) });
    if (where === DEMO[role].home) return;
  }
  await page.goto(where);
  await expect(page).toHaveURL(where);
}
