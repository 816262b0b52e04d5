import { and, eq } from 'drizzle-orm';
import { GLUCOSE_REASONS } from '../contracts';
import { dexcomLinks } from '../db/schema-dexcom';
import { HttpError } from '../http-errors';
import { ProviderError } from './client';
import { findLink, upsertLink, type Glucose, type LinkRow } from './link';

/** Refresh this long before the access token's end, so a call never starts with a dying token. */
const EARLY_MS = 60_000;
const REFRESH_TRIES = 3;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class NeedsReconnect extends HttpError<'glucose.tokenExpired'> {
  constructor() {
    super(409, 'glucose.tokenExpired');
  }
}

async function markExpired(g: Glucose, accountId: string) {
  await upsertLink(g.db, accountId, {
    reason: GLUCOSE_REASONS.tokenExpired,
    needsReconnect: true,
    validated: false,
  });
}

/**
 * A fresh access token. The rotated refresh token is stored in the same UPDATE as the new access
 * token, and only if the row still holds the refresh token we spent (another process may have won).
 * invalid_grant or 401 is retried with back-off, then the link is marked 'Token expired'.
 */
async function refreshed(g: Glucose, link: LinkRow): Promise<string> {
  const spent = link.refreshTokenEnc;
  if (!spent) throw new NeedsReconnect();
  let lastError: unknown;
  for (let attempt = 0; attempt < REFRESH_TRIES; attempt++) {
    try {
      const t = await g.client.refresh(g.cipher.open(spent));
      const [row] = await g.db
        .update(dexcomLinks)
        .set({
          accessTokenEnc: g.cipher.seal(t.accessToken),
          refreshTokenEnc: g.cipher.seal(t.refreshToken),
          accessExpiresAt: new Date(Date.now() + t.expiresIn * 1000),
          validated: true,
          validatedAt: new Date(),
          reason: null,
          updatedAt: new Date(),
        })
        .where(and(eq(dexcomLinks.accountId, link.accountId), eq(dexcomLinks.refreshTokenEnc, spent)))
        .returning({ accountId: dexcomLinks.accountId });
      if (!row) {
        // Another process refreshed first: use what it stored.
        const now = await findLink(g.db, link.accountId);
        if (now?.accessTokenEnc) return g.cipher.open(now.accessTokenEnc);
        throw new NeedsReconnect();
      }
      return t.accessToken;
    } catch (e) {
      if (e instanceof NeedsReconnect) throw e;
      lastError = e;
      const grantRefused = e instanceof ProviderError && (e.status === 400 || e.status === 401);
      if (!grantRefused) throw e;
      await sleep(g.client.retryDelay(attempt));
    }
  }
  void lastError;
  await markExpired(g, link.accountId);
  throw new NeedsReconnect();
}

/** Runs a provider call with the patient's token, refreshing on expiry or on a 401. */
export async function withToken<T>(
  g: Glucose,
  accountId: string,
  fn: (token: string) => Promise<T>,
): Promise<T> {
  const link = await findLink(g.db, accountId);
  if (!link || link.state !== 'connected') throw new HttpError(409, 'glucose.notLinked');
  if (link.needsReconnect) throw new NeedsReconnect();
  if (!link.accessTokenEnc) throw new HttpError(409, 'glucose.noValidToken');
  const expiring = !link.accessExpiresAt || link.accessExpiresAt.getTime() - EARLY_MS < Date.now();
  const token = expiring ? await refreshed(g, link) : g.cipher.open(link.accessTokenEnc);
  try {
    return await fn(token);
  } catch (e) {
    if (!(e instanceof ProviderError) || e.status !== 401) throw e;
    const again = await findLink(g.db, accountId);
    return fn(await refreshed(g, again ?? link));
  }
}
