import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountRow } from '../leaves/account-row';
import { hashToken, newOpaqueToken } from '../leaves/token-crypto';
import type { Config } from '../config';
import { CGM_CONSENT_VERSION, GLUCOSE_REASONS, PROBLEM_CODE, type DexcomStatus } from '../contracts';
import type { Db } from '../db';
import { dexcomLinks, dexcomOauthStates } from '../db/schema-dexcom';
import { HttpError } from '../http-errors';
import { dexcomClient, ProviderError, type DexcomClient } from './client';
import { loadTokenKey, tokenCipher, type TokenCipher } from '../leaves/token-crypto';
import { dexcomUserIdOf, startHistory } from './source';

const STATE_TTL_MS = 10 * 60_000;

export type LinkRow = typeof dexcomLinks.$inferSelect;

export interface Glucose {
  db: Db;
  client: DexcomClient;
  cipher: TokenCipher;
  /** The token key itself: the connect widget derives its own signing key from it. */
  tokenKey: Buffer;
}

export function glucoseService(db: Db, config: Config): Glucose {
  const key = loadTokenKey(config.keys.dexcomToken, config.dataDir, config.embedded);
  return { db, client: dexcomClient(config.dexcom), cipher: tokenCipher(key), tokenKey: key };
}

export async function findLink(db: Db, accountId: string): Promise<LinkRow | undefined> {
  const [row] = await db.select().from(dexcomLinks).where(eq(dexcomLinks.accountId, accountId));
  return row;
}

/** Writes the link's fields (creating the row on first use). */
export async function upsertLink(db: Db, accountId: string, set: Partial<LinkRow>) {
  const values = { ...set, updatedAt: new Date() };
  await db
    .insert(dexcomLinks)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: dexcomLinks.accountId, set: values });
}

/** The OAuth start: a ≥ 128-bit state (256 here) bound to the patient, single use, 10 minutes. */
export async function authorizationUrl(g: Glucose, patient: AccountRow, returnUrl?: string) {
  const { token, tokenHash } = newOpaqueToken();
  await g.db.insert(dexcomOauthStates).values({
    stateHash: tokenHash,
    accountId: patient.id,
    returnUrl: returnUrl ?? null,
    expiresAt: new Date(Date.now() + STATE_TTL_MS),
  });
  return g.client.authorizeUrl(token);
}

/** Spends the state: answers its return URL, or refuses a missing, foreign, used or expired one. */
async function spendState(db: Db, patient: AccountRow, state: string | undefined) {
  if (!state) throw new HttpError(400, PROBLEM_CODE.glucoseMissingState);
  const [spent] = await db
    .update(dexcomOauthStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(dexcomOauthStates.stateHash, hashToken(state)),
        eq(dexcomOauthStates.accountId, patient.id),
        isNull(dexcomOauthStates.usedAt),
        gt(dexcomOauthStates.expiresAt, new Date()),
      ),
    )
    .returning({ returnUrl: dexcomOauthStates.returnUrl });
  if (!spent) throw new HttpError(400, PROBLEM_CODE.glucoseInvalidState);
  return spent.returnUrl;
}

/** Why an exchange failed, for the log: Dexcom's status and error code, never the code or a token. */
export type ExchangeLog = (why: { status: number | null; error: string }, msg: string) => void;

/** The callback's exchange: state checked, code exchanged, tokens sealed, consent recorded. */
export async function connect(
  g: Glucose,
  patient: AccountRow,
  code: string,
  state: string | undefined,
  warn?: ExchangeLog,
) {
  const returnUrl = await spendState(g.db, patient, state);
  const tokens = await g.client.exchangeCode(code).catch((e: unknown) => {
    const why =
      e instanceof ProviderError
        ? { status: e.status, error: e.code }
        : { status: null, error: 'unreadable answer' };
    warn?.(why, 'Dexcom code exchange failed');
    throw new HttpError(502, PROBLEM_CODE.glucoseTokenExchange);
  });
  // Which Dexcom account this is (best effort: the sync learns it from its first answer otherwise).
  const userId = await g.client.dataRange(tokens.accessToken).then(dexcomUserIdOf, () => null);
  const now = new Date();
  await upsertLink(g.db, patient.id, {
    state: 'connected',
    accessTokenEnc: g.cipher.seal(tokens.accessToken),
    refreshTokenEnc: g.cipher.seal(tokens.refreshToken),
    accessExpiresAt: new Date(now.getTime() + tokens.expiresIn * 1000),
    consentAt: now,
    consentVersion: CGM_CONSENT_VERSION,
    reason: null,
    needsReconnect: false,
    validated: true,
    validatedAt: now,
  });
  await startHistory(g.db, patient.id, userId);
  return returnUrl;
}

export function statusView(link: LinkRow | undefined): DexcomStatus {
  const state = link?.state ?? 'none';
  const connected = state === 'connected' && !link?.needsReconnect;
  return {
    enabled: true,
    connected,
    dexcomSkipped: state === 'skipped',
    dexcomOptedOut: state === 'opted_out',
    lastSync: link?.lastSyncAt?.toISOString() ?? null,
    reason: link?.reason ?? null,
    needsReconnect: link?.needsReconnect ?? false,
    validated: connected && (link?.validated ?? false),
    validatedAt: link?.validatedAt?.toISOString() ?? null,
  };
}

const cleared = {
  accessTokenEnc: null,
  refreshTokenEnc: null,
  accessExpiresAt: null,
  needsReconnect: false,
  validated: false,
  reason: null,
};

export const disconnect = (db: Db, id: string) => upsertLink(db, id, { state: 'disconnected', ...cleared });
export const skip = (db: Db, id: string) => upsertLink(db, id, { state: 'skipped' });
export const optOut = (db: Db, id: string) => upsertLink(db, id, { state: 'opted_out', ...cleared });

/** Opt-in: back to not connected; answers an authorization URL to go straight on to connect. */
export async function optIn(g: Glucose, patient: AccountRow) {
  await upsertLink(g.db, patient.id, { state: 'disconnected', ...cleared });
  return authorizationUrl(g, patient);
}

export const REASON_TOKEN_EXPIRED = GLUCOSE_REASONS.tokenExpired;
