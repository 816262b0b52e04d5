import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { AccountRow } from '../leaves/account-row';
import { pageMeta, type PatientListQuery } from '../contracts';
import type { Db } from '../db';
import { clinicScope } from './clinics';
import { listPatients } from './patient-list';
import { listVersion, refreshClinicRows } from './patient-list-rows';

// A page answered twice without a write in between is not computed twice (issue 27 point 4). Each
// answer is kept with the scope's list version (patient-list-rows.ts listVersion: raised in the
// transaction of every write to a listed figure), the database's date (ages) and the instant an
// OVERDUE count among its rows next grows; it is reused only while all three hold, so it is never
// older than the last committed write. Per API process: another process checks the same version.

interface Page {
  version: number;
  day: string;
  validUntil: number;
  /** The JSON text's bytes, kept encoded: sent as they are. */
  body: Buffer;
  etag: string;
  /** The same bytes gzipped once, kept beside them (issue 41 point 2); made on the first ask. */
  gzipped?: Buffer;
}

/** Pages kept (a doctor's screen asks for one 2,000-row page per filter and sort; ≈ 1 MiB each). */
const KEEP = 32;
const pages = new Map<string, Page>();

/** Who sees what: the scope, and the doctor whose "assigned" the page holds. */
const keyOf = (actor: AccountRow, q: PatientListQuery) =>
  JSON.stringify([clinicScope(actor), actor.role, actor.role === 'doctor' ? actor.id : null, q]);

/** The page's JSON text (the paged envelope of PatientListItem) and its entity tag. */
export async function patientListPage(db: Db, actor: AccountRow, q: PatientListQuery) {
  const scope = clinicScope(actor);
  await refreshClinicRows(db, scope);
  // Read after the refresh and before the rows: a page is never newer-keyed than what it holds.
  const { version, day } = await listVersion(db, scope);
  const key = keyOf(actor, q);
  const kept = pages.get(key);
  if (kept && kept.version === version && kept.day === day && Date.now() < kept.validUntil) {
    pages.delete(key);
    pages.set(key, kept); // most recently used last
    return kept;
  }
  const { items, total, validUntil } = await listPatients(db, actor, q);
  const body = Buffer.from(
    JSON.stringify({ content: items, ...pageMeta(items.length, q.page, q.size, total, true) }),
  );
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  const page = { version, day, validUntil, body, etag };
  pages.delete(key);
  pages.set(key, page);
  if (pages.size > KEEP) pages.delete(pages.keys().next().value!);
  return page;
}

/**
 * The page's gzip bytes, compressed once per kept page: every request for an unchanged page sends
 * them as they are instead of the compress plugin gzipping 1 MB again (≈ 10× smaller on the wire).
 */
export function gzippedBody(page: Page): Buffer {
  page.gzipped ??= gzipSync(page.body);
  return page.gzipped;
}

/** Forgets every kept page (tests that change the clock). */
export function forgetPatientListPages() {
  pages.clear();
}
