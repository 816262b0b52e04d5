import { eq, inArray } from 'drizzle-orm';
import { isErasedEmail, type AuditEntry, type Locale } from '../contracts';
import type { Db } from '../db';
import { accounts, clinics } from '../db/schema';
import { staffChanges } from '../db/schema-admin';
import { surveyInstances } from '../db/schema-surveys';
import { glucoseTargetChanges } from '../db/schema-targets';
import { findSurvey } from '../leaves/survey-catalogue';
import { pick } from '../leaves/survey-catalogue/types';

// The audit trail names the record each row is about (issue 28 point 8): a questionnaire by its
// survey's name, a person by name, a clinic by name. One query per kind for the whole page, by
// primary key, rather than a join on the text target (which no index could serve).

/** Whom an account change is about, joined from accounts. */
const person = { first: accounts.firstName, last: accounts.lastName, email: accounts.email };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function idsOf(entries: readonly AuditEntry[], kind: string): string[] {
  const out = new Set<string>();
  for (const e of entries) {
    const [k, id] = (e.target ?? '').split(':');
    if (k === kind && id && UUID.test(id)) out.add(id);
  }
  return [...out];
}

/** The page's entries with `record`: the target's kind and, where it has one, its name. */
export async function nameRecords(db: Db, entries: AuditEntry[], locale: Locale): Promise<AuditEntry[]> {
  const names = new Map<string, string>();
  const instanceIds = idsOf(entries, 'survey-instance');
  if (instanceIds.length) {
    const rows = await db
      .select({ id: surveyInstances.id, surveyId: surveyInstances.surveyId })
      .from(surveyInstances)
      .where(inArray(surveyInstances.id, instanceIds));
    for (const r of rows) {
      const survey = findSurvey(r.surveyId);
      if (survey) names.set(`survey-instance:${r.id}`, pick(survey.name, locale));
    }
  }
  const accountIds = idsOf(entries, 'account');
  if (accountIds.length) {
    const rows = await db
      .select({ id: accounts.id, first: accounts.firstName, last: accounts.lastName, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.id, accountIds));
    for (const r of rows)
      if (!isErasedEmail(r.email)) names.set(`account:${r.id}`, `${r.first} ${r.last}`.trim() || r.email);
  }
  // An account change (staff status, a patient leaving, an erasure decision): whom, and why (the
  // reason stays text; the portal never renders HTML).
  const reasons = new Map<string, string>();
  const changed = (
    kind: string,
    r: { id: string; first: string | null; last: string | null; email: string },
    reason: string,
  ) => {
    // An erased patient's change (their erasure, issue 37 point 4) keeps the reason, not the person.
    if (!isErasedEmail(r.email)) names.set(`${kind}:${r.id}`, `${r.first} ${r.last}`.trim() || r.email);
    if (reason) reasons.set(`${kind}:${r.id}`, reason);
  };
  const changeIds = idsOf(entries, 'staff-change');
  if (changeIds.length) {
    const rows = await db
      .select({
        id: staffChanges.id,
        reason: staffChanges.reason,
        ...person,
      })
      .from(staffChanges)
      .innerJoin(accounts, eq(accounts.id, staffChanges.accountId))
      .where(inArray(staffChanges.id, changeIds));
    for (const r of rows) changed('staff-change', r, r.reason);
  }
  // A change of a patient's glucose target set (issue 42 point 1): whom, and from which set to which.
  const targetIds = idsOf(entries, 'glucose-targets');
  if (targetIds.length) {
    const rows = await db
      .select({
        id: glucoseTargetChanges.id,
        from: glucoseTargetChanges.fromSet,
        to: glucoseTargetChanges.toSet,
        ...person,
      })
      .from(glucoseTargetChanges)
      .innerJoin(accounts, eq(accounts.id, glucoseTargetChanges.accountId))
      .where(inArray(glucoseTargetChanges.id, targetIds));
    for (const r of rows) changed('glucose-targets', r, `${r.from} → ${r.to}`);
  }
  const clinicIds = idsOf(entries, 'clinic');
  if (clinicIds.length) {
    const rows = await db
      .select({ id: clinics.id, name: clinics.name })
      .from(clinics)
      .where(inArray(clinics.id, clinicIds));
    for (const r of rows) names.set(`clinic:${r.id}`, r.name);
  }
  return entries.map((e) => {
    if (!e.target) return { ...e, record: null };
    const kind = e.target.split(':')[0] ?? '';
    const reason = reasons.get(e.target);
    return { ...e, record: { kind, name: names.get(e.target) ?? null, ...(reason ? { reason } : {}) } };
  });
}
