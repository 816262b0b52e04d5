import { randomUUID } from 'node:crypto';
import type { Bundle, BundleEntry, Patient, Resource } from 'fhir/r4';
import { and, asc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { GLUCOSE_TARGET_SETS, type TargetSetName } from '../contracts';
import type { Db } from '../db';
import { accounts } from '../db/schema';
import { surveyInstances } from '../db/schema-surveys';
import { findLink } from '../dexcom/link';
import { glucoseStatistics } from '../dexcom/stats';
import { patientTargets } from '../dexcom/targets';
import { toReading } from '../dexcom/summary';
import { newestReading, readingsBetween } from '../dexcom/sync';
import { REGULAR_SURVEY_IDS, SURVEYS } from '../leaves/survey-catalogue';
import { pseudonym } from '../surveys/pseudonym';
import { clinicCode, researchClinics } from '../surveys/research';
import type { SurveyDef } from '../leaves/survey-catalogue/types';
import type { InstanceRow } from '../surveys/view';
import { cgmObservations } from './cgm';
import { urgentFlags } from './flag';
import { questionnaire, questionnaireResponse, type FhirBase } from './questionnaire';

// The FHIR R4 export (issue 24 point 6): a Bundle of type collection with the Patient, a Flag while a
// PHQ-9 item 9 is unresolved (flag.ts), a Questionnaire per survey answered, a QuestionnaireResponse
// per submitted questionnaire and the CGM summary Observations of the last 14 days of readings
// (unless the patient opted out of sharing). Typed by @types/fhir's R4 definitions (issue 40 point 4).

const DAY_MS = 86_400_000;
const CGM_DAYS = 14;
/** Patients per read in the research export (each then one query for its instances). */
const RESEARCH_BATCH = 200;

/** Every resource of ours has an id: its full URL is the base, its type and that id. */
type Identified = Resource & { id: string };

const entry = (b: FhirBase, r: Identified): BundleEntry => ({
  fullUrl: `${b.base}/${r.resourceType}/${r.id}`,
  resource: r,
});

const bundleHead = (): Bundle => ({
  resourceType: 'Bundle',
  id: randomUUID(),
  meta: { lastUpdated: new Date().toISOString() },
  type: 'collection',
  timestamp: new Date().toISOString(),
});

/** Submitted check-ins and PHQ-9s (the patient finished them), oldest first. */
function submittedOf(db: Db, patientIds: string[]) {
  return db
    .select()
    .from(surveyInstances)
    .where(
      and(
        inArray(surveyInstances.respondentAccountId, patientIds),
        inArray(surveyInstances.surveyId, REGULAR_SURVEY_IDS),
        inArray(surveyInstances.status, ['RECOMMENDATIONS', 'REVIEW', 'COMPLETED']),
        isNotNull(surveyInstances.submittedAt),
      ),
    )
    .orderBy(asc(surveyInstances.submittedAt), asc(surveyInstances.id));
}

/**
 * The statistics of the 14 days up to the newest reading, if sharing is on and there are readings:
 * the export's CGM Observations and the patient's own summary (own-data/) say the same figures.
 * Banded by a target set's bounds when given one (the doctor's export: the patient's set).
 */
export async function cgmWindow(db: Db, accountId: string, targets: TargetSetName = 'standard') {
  if ((await findLink(db, accountId))?.state === 'opted_out') return null;
  const newest = await newestReading(db, accountId);
  if (!newest) return null;
  const start = new Date(newest.getTime() - CGM_DAYS * DAY_MS);
  const rows = await readingsBetween(db, accountId, start, newest);
  const stats = glucoseStatistics(rows.map(toReading), CGM_DAYS * 1440, GLUCOSE_TARGET_SETS[targets].bounds);
  return { period: { start: start.toISOString(), end: newest.toISOString() }, stats };
}

/** The CGM summary Observations of cgmWindow, none without one; with `targets`, banded by and naming that set. */
async function cgmOf(
  db: Db,
  accountId: string,
  subject: string,
  targets?: TargetSetName,
): Promise<Identified[]> {
  const w = await cgmWindow(db, accountId, targets);
  return w ? cgmObservations(subject, w.period, w.stats, targets) : [];
}

/** Questionnaires and responses of some instances; `ids` names each response and its patient. */
function surveyResources(
  b: FhirBase,
  rows: InstanceRow[],
  ids: (row: InstanceRow) => { id: string; subject: string },
  research: boolean,
) {
  const used = new Map<string, SurveyDef>();
  const responses: Identified[] = [];
  for (const row of rows) {
    const s = SURVEYS.get(row.surveyId);
    if (!s) continue;
    used.set(s.id, s);
    responses.push(questionnaireResponse(b, s, row, { ...ids(row), research }));
  }
  return { questionnaires: [...used.values()].map((s) => questionnaire(b, s)), responses };
}

/** One patient of the doctor's clinic, named (the doctor's own record of them). */
export async function patientBundle(db: Db, b: FhirBase, patientId: string): Promise<Bundle> {
  const [p] = await db.select().from(accounts).where(eq(accounts.id, patientId));
  if (!p) throw new Error('patient vanished between the check and the export');
  const patient: Patient & Identified = {
    resourceType: 'Patient',
    id: p.id,
    name: [{ family: p.lastName || undefined, given: p.firstName ? [p.firstName] : undefined }],
    telecom: [{ system: 'email', value: p.email }],
    ...(p.birthDate ? { birthDate: p.birthDate } : {}),
    communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: p.locale }] } }],
  };
  const rows = await submittedOf(db, [p.id]);
  const { questionnaires, responses } = surveyResources(b, rows, (r) => ({ id: r.id, subject: p.id }), false);
  const cgm = await cgmOf(db, p.id, p.id, await patientTargets(db, p.id));
  // An unresolved item 9 first after the patient, as the list puts it first (urgent findings dominate).
  const flags = await urgentFlags(db, b, p.id, rows);
  return {
    ...bundleHead(),
    entry: [patient, ...flags, ...questionnaires, ...responses, ...cgm].map((r) => entry(b, r)),
  };
}

/**
 * Every patient, pseudonymised exactly as export.csv (surveys/pseudonym.ts): the patient a `P-` code,
 * each response an `R-` code authored on a day, the clinic a `C-` code, only clinics of at least k
 * patients (surveys/research.ts); no name, e-mail, date of birth or free text.
 * Written as a stream of JSON text, one batch of patients at a time, so memory stays flat.
 */
export async function* researchBundle(db: Db, b: FhirBase, key: Buffer): AsyncGenerator<string> {
  const head = JSON.stringify(bundleHead());
  yield `${head.slice(0, -1)},"entry":[`;
  let first = true;
  const emit = (r: Identified) => {
    const text = `${first ? '' : ','}${JSON.stringify(entry(b, r))}`;
    first = false;
    return text;
  };
  // Every questionnaire a response may name, once, up front.
  yield REGULAR_SURVEY_IDS.map((id) => emit(questionnaire(b, SURVEYS.get(id)!))).join('');
  const clinicIds = await researchClinics(db);
  let after: string | null = null;
  while (clinicIds.length > 0) {
    const patients: { id: string; clinicId: string | null }[] = await db
      .select({ id: accounts.id, clinicId: accounts.clinicId })
      .from(accounts)
      .where(
        and(
          eq(accounts.role, 'patient'),
          inArray(accounts.clinicId, clinicIds),
          after ? gt(accounts.id, after) : undefined,
        ),
      )
      .orderBy(asc(accounts.id))
      .limit(RESEARCH_BATCH);
    if (patients.length === 0) break;
    const rows = await submittedOf(
      db,
      patients.map((p) => p.id),
    );
    const code = (id: string) => pseudonym(key, id);
    const { responses } = surveyResources(
      b,
      rows,
      (r) => ({ id: pseudonym(key, r.id, 'R'), subject: code(r.respondentAccountId) }),
      true,
    );
    const parts: string[] = [];
    for (const p of patients) {
      const cgm = await cgmOf(db, p.id, code(p.id));
      const answered = rows.some((r) => r.respondentAccountId === p.id);
      if (!answered && cgm.length === 0) continue;
      const patient: Patient & Identified = {
        resourceType: 'Patient',
        id: code(p.id),
        managingOrganization: { display: clinicCode(key, p.clinicId!) },
      };
      parts.push(emit(patient), ...cgm.map(emit));
    }
    parts.push(...responses.map(emit));
    yield parts.join('');
    after = patients[patients.length - 1]!.id;
    if (patients.length < RESEARCH_BATCH) break;
  }
  yield ']}';
}
