import { eq } from 'drizzle-orm';
import type { StaffSurveyInstanceSummary } from '../src/contracts';
import { accounts, clinics } from '../src/db/schema';
import { surveyInstances } from '../src/db/schema-surveys';
import { pseudonym, pseudonymKey } from '../src/surveys/pseudonym';
import { RESEARCH_MIN_CLINIC_PATIENTS } from '../src/surveys/research';
import { accountId, demoTokens, get, startStack, type Stack } from './helpers';

// Issue 38 point 5: the superadmin's research export cannot be linked back to a named patient by
// someone who saw the clinic's screens. The attacker is the demo clinic's doctor: they know the
// patient's name, their clinic's name and the moment the questionnaire was submitted (the patient's
// results page). They try to find that record in export.csv, and cannot single it out. A clinic of
// fewer than k patients who answered is not in the export at all.

jest.setTimeout(120_000);

let s: Stack;
const db = () => s.app.dcp.database.db;
beforeAll(async () => {
  s = await startStack();
});
afterAll(async () => {
  await s?.stop();
});

/** export.csv as rows of named cells (no cell of it is quoted). */
async function exported(token: string): Promise<Record<string, string>[]> {
  const r = await get(s.url, '/surveyInstance/csv', token);
  expect(r.status).toBe(200);
  const [head, ...lines] = String(r.body).trimEnd().split('\r\n');
  const names = head!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [names[i]!, v])));
}

/** Patients of a clinic, each with a copy of `like` submitted at the given moment. */
async function answeringPatients(
  clinicId: string,
  prefix: string,
  like: typeof surveyInstances.$inferSelect,
  at: Date[],
) {
  const ids: string[] = [];
  for (const [n, moment] of at.entries()) {
    const [a] = await db()
      .insert(accounts)
      .values({
        pool: 'patient',
        role: 'patient',
        status: 'ACTIVE',
        email: `${prefix}${n}@research.test`,
        firstName: `${prefix}${n}`,
        lastName: 'Research',
        clinicId,
      })
      .returning();
    const { id: _id, ...copy } = like;
    await db()
      .insert(surveyInstances)
      .values({
        ...copy,
        respondentAccountId: a!.id,
        createdAt: moment,
        updatedAt: moment,
        submittedAt: moment,
      });
    ids.push(a!.id);
  }
  return ids;
}

it('a record seen on the clinic’s screens cannot be found in the export, and small clinics are left out', async () => {
  const tok = await demoTokens(s, ['superadmin', 'doctor', 'patient']);
  const patientId = await accountId(s.url, tok.patient);
  // What the doctor sees: the patient's name, the clinic's name, a questionnaire's moments and score.
  const list = await get(s.url, `/surveyInstance?userId=${patientId}`, tok.doctor);
  const seen = (list.body as { content: StaffSurveyInstanceSummary[] }).content.find(
    (i) => i.priorityScore !== null,
  )!;
  expect(seen).toBeDefined();
  const [patient] = await db().select().from(accounts).where(eq(accounts.id, patientId));
  const [clinic] = await db().select().from(clinics).where(eq(clinics.id, patient!.clinicId!));
  const [row] = await db().select().from(surveyInstances).where(eq(surveyInstances.id, seen.id));
  // Two more of the clinic's patients answered the same questionnaire that day (minutes apart), and a
  // small clinic's patients answered too.
  const day = seen.createTimestamp.slice(0, 10);
  const sameDay = (h: number) => new Date(`${day}T${String(h).padStart(2, '0')}:17:00.000Z`);
  await answeringPatients(clinic!.id, 'sameday', row!, [sameDay(1), sameDay(22)]);
  const [tiny] = await db().insert(clinics).values({ name: 'Tiny Clinic' }).returning();
  const small = Array.from({ length: RESEARCH_MIN_CLINIC_PATIENTS - 1 }, (_, h) => sameDay(h + 2));
  const tinyPatients = await answeringPatients(tiny!.id, 'tiny', row!, small);

  const rows = await exported(tok.superadmin);
  const key = pseudonymKey(s.config.keys.pseudonym, s.dataDir);
  const code = pseudonym(key, patientId);
  // The record is there (the patient is exported: it is the link that fails).
  expect(rows.some((r) => r.patient_code === code)).toBe(true);
  // The attack: the clinic's name, or a moment, singles out one record.
  const moments = [seen.createTimestamp, seen.lastUpdatedTimestamp];
  const linked = rows.filter(
    (r) => r.clinic === clinic!.name || moments.includes(r.created!) || moments.includes(r.last_updated!),
  );
  expect(linked).toEqual([]);
  // The best it can do with the day and the score: several patients, and nothing tells which one.
  const candidates = new Set(
    rows
      .filter(
        (r) =>
          r.survey_id === seen.survey.id &&
          r.created === day &&
          r.priority_score === String(seen.priorityScore),
      )
      .map((r) => r.patient_code),
  );
  expect(candidates.size).toBeGreaterThanOrEqual(3);
  // Dates, not moments; clinics by code.
  for (const r of rows) {
    for (const c of ['created', 'last_updated', 'submitted', 'completed'])
      expect(r[c]).toMatch(/^(\d{4}-\d{2}-\d{2})?$/);
    expect(r.clinic).toMatch(/^C-[0-9a-f]{16}$/);
  }
  // The FHIR research bundle is the same: no clinic name, responses authored on a day.
  const fhir = JSON.stringify((await get(s.url, '/fhir/research', tok.superadmin)).body);
  expect(fhir).not.toContain(clinic!.name);
  expect(fhir).not.toContain(seen.createTimestamp.slice(0, 16));
  expect(
    [...fhir.matchAll(/"authored":"([^"]*)"/g)].map((m) => m[1]).filter((a) => a!.length !== 10),
  ).toEqual([]);
  expect(fhir).toMatch(/"managingOrganization":\{"display":"C-[0-9a-f]{16}"\}/);
  // A clinic with fewer than k patients who answered is not exported.
  const tinyCodes = tinyPatients.map((id) => pseudonym(key, id));
  expect(rows.filter((r) => tinyCodes.includes(r.patient_code!))).toEqual([]);
  // …until its k-th patient answers.
  tinyPatients.push(...(await answeringPatients(tiny!.id, 'kth', row!, [sameDay(23)])));
  const after = await exported(tok.superadmin);
  const tinyRows = after.filter((r) =>
    tinyPatients.map((id) => pseudonym(key, id)).includes(r.patient_code!),
  );
  expect(tinyRows).toHaveLength(RESEARCH_MIN_CLINIC_PATIENTS);
});
