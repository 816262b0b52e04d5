import type { Page } from '@playwright/test';
import { apiUrlOf } from './helpers';

/**
 * GET an API path with the page's own session (its token in localStorage). A 503 (the database
 * restarting: the production rehearsal restarts it mid-journeys) is retried as the portal retries it.
 */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('apiKey'));
  const apiUrl = await apiUrlOf(page);
  const url = `${apiUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  let res = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  for (let i = 0; i < 20 && res.status() === 503; i++) {
    await page.waitForTimeout(1000);
    res = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  }
  if (!res.ok()) throw new Error(`GET ${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** The signed-in account's opaque id. */
export const ownId = async (page: Page) => (await apiGet<{ id: string }>(page, 'user/this')).id;

/**
 * A person's account id, as the portal's addresses name people (never by e-mail, issue 15 §7), looked
 * up in the list the page's session may read: `user` (patients), `doctor` or `admin`.
 */
export async function accountIdOf(page: Page, kind: 'user' | 'doctor' | 'admin', email: string) {
  const list = await apiGet<{ content: { id: string; email: string }[] }>(page, `${kind}?size=2000`);
  const found = list.content.find((p) => p.email === email);
  if (!found) throw new Error(`${email} is not in the ${kind} list`);
  return found.id;
}
