import { clinics } from '../../src/db/schema';
import { DEMO_CLINIC_ID, DEMO_PASSWORD } from '../../src/seed';
import { accountId } from '../arrival-helpers';
import { demoTokens, get, post, type Stack } from '../helpers';
import { lastTo, tempPasswordIn, type SentMail } from '../mail-capture';
import { firstSurveyId, linkToken } from '../signup-helpers';

/**
 * Everyone who can call the API (issue 12 point 2): nobody, the two survey-bound kinds of patient,
 * two patients of the demo clinic, its doctor and admin, a doctor and an admin of another clinic, and
 * the superadmin. Each has a clinic: the records they may reach follow from it.
 */
export const ACTORS = [
  'anonymous',
  'restricted',
  'oneTime',
  'patient',
  'patient2',
  'doctor',
  'admin',
  'otherDoctor',
  'otherAdmin',
  'superadmin',
] as const;
export type Actor = (typeof ACTORS)[number];

export const STAFF: readonly Actor[] = ['doctor', 'admin', 'otherDoctor', 'otherAdmin', 'superadmin'];
export const PATIENTS: readonly Actor[] = ['patient', 'patient2'];
export const BOUND: readonly Actor[] = ['restricted', 'oneTime'];
/** The demo clinic's people; the other clinic's are `otherDoctor` and `otherAdmin`. */
export const inDemoClinic = (a: Actor) =>
  !['otherDoctor', 'otherAdmin', 'superadmin', 'anonymous'].includes(a);

/** A record of each kind in the demo clinic and in another one (ids or e-mails, as the routes take them). */
export interface Records {
  /** Account ids: people are addressed by id in paths and queries (issue 15 point 7). */
  patient: string;
  doctor: string;
  admin: string;
  /** Bodies still name a patient by e-mail (POST surveyInstance). */
  patientEmail: string;
  clinic: string;
  instance: string;
  note: string;
  surveyId: string;
  /** A patient no actor signs in as, whom POST user/{id}/leave may end (issue 37 point 2). */
  leaver: string;
  /** A pending account deletion request of a patient of the clinic (issue 37 point 4). */
  erasure: string;
}

const uniq = () => Math.random().toString(36).slice(2, 10);

/** A person created by the superadmin in `clinicId`, signed in with a password of their own. */
async function invite(
  s: Stack,
  sent: SentMail[],
  superToken: string,
  kind: 'doctor' | 'admin' | 'patient',
  clinicId: string,
) {
  const email = `mx-${kind}-${uniq()}@test.example`;
  const routes = {
    doctor: ['/doctor', 'clinicId'],
    admin: ['/admin', 'clinicCode'],
    patient: ['/user', 'clinicId'],
  } as const;
  const [path, field] = routes[kind];
  const r = await post(
    s.url,
    path,
    { email, firstName: 'Mx', lastName: kind, [field]: clinicId },
    superToken,
  );
  if (r.status !== 201) throw new Error(`create ${kind}: ${r.status}`);
  const token = await s.apiToken(kind, email, tempPasswordIn(lastTo(sent, email)!.text)!, DEMO_PASSWORD);
  return { email, token };
}

const firstId = async (s: Stack, token: string) =>
  ((await get(s.url, '/surveyInstance?size=1', token)).body as { content: { id: string }[] }).content[0]!.id;

export async function setUpActors(s: Stack, sent: SentMail[]) {
  const demo = await demoTokens(s, ['superadmin', 'admin', 'doctor', 'patient', 'patient2']);
  const [c] = await s.app.dcp.database.db.insert(clinics).values({ name: 'Matrix Other Clinic' }).returning();
  const otherDoctor = await invite(s, sent, demo.superadmin, 'doctor', c!.id);
  const otherAdmin = await invite(s, sent, demo.superadmin, 'admin', c!.id);
  const otherPatient = await invite(s, sent, demo.superadmin, 'patient', c!.id);
  const otherLeaver = await invite(s, sent, demo.superadmin, 'patient', c!.id);

  const surveyId = await firstSurveyId(s, await linkToken(s, demo.doctor));
  // The restricted (doctor-link sign-up) and one-time patients of the demo clinic.
  const signUp = await post(s.url, '/auth/user-restricted-survey-bound', {
    surveyId,
    firstName: 'Res',
    lastName: 'Tricted',
    email: `mx-res-${uniq()}@test.example`,
    dateOfBirth: null,
    anonymous: false,
    doctorRefToken: await linkToken(s, demo.doctor),
  });
  if (signUp.status !== 201) throw new Error(`restricted sign-up: ${signUp.status}`);
  const burn = await post(s.url, `/surveyInstance/singleBurn?surveyId=${surveyId}`, undefined, demo.doctor);
  const { userLogin, userPassword } = burn.body as { userLogin: string; userPassword: string };

  // Another clinic's questionnaire and note, made as its own people would.
  const assigned = await post(
    s.url,
    '/surveyInstance',
    { doctorEmail: otherDoctor.email, userEmail: otherPatient.email, surveyId },
    otherDoctor.token,
  );
  if (assigned.status !== 201) throw new Error(`other instance: ${assigned.status}`);
  await s.apiToken('patient', otherPatient.email, DEMO_PASSWORD);
  const otherNote = await post(s.url, '/note', { text: 'other clinic note' }, otherPatient.token);
  const demoNote = await post(s.url, '/note', { text: 'demo note' }, demo.patient);

  // A patient of each clinic who asked to have their account deleted (issue 37 point 4).
  const erasureOf = async (clinicId: string) => {
    const p = await invite(s, sent, demo.superadmin, 'patient', clinicId);
    return ((await post(s.url, '/user/erasure-request', undefined, p.token)).body as { id: string }).id;
  };

  const tokens: Record<Actor, string | undefined> = {
    anonymous: undefined,
    restricted: (signUp.body as { jwt: string }).jwt,
    oneTime: await s.apiToken('patient', userLogin, userPassword),
    patient: demo.patient,
    patient2: demo.patient2,
    doctor: demo.doctor,
    admin: demo.admin,
    otherDoctor: otherDoctor.token,
    otherAdmin: otherAdmin.token,
    superadmin: demo.superadmin,
  };
  const id = (email: string) => accountId(s, email);
  const demoRecords: Records = {
    patient: await id('patient@demo.test'),
    doctor: await id('doctor@demo.test'),
    admin: await id('admin@demo.test'),
    patientEmail: 'patient@demo.test',
    clinic: DEMO_CLINIC_ID,
    instance: await firstId(s, demo.patient),
    note: (demoNote.body as { id: string }).id,
    leaver: await id('patient3@demo.test'),
    surveyId,
    erasure: await erasureOf(DEMO_CLINIC_ID),
  };
  const otherRecords: Records = {
    patient: await id(otherPatient.email),
    doctor: await id(otherDoctor.email),
    admin: await id(otherAdmin.email),
    patientEmail: otherPatient.email,
    clinic: c!.id,
    instance: (assigned.body as { id: string }).id,
    note: (otherNote.body as { id: string }).id,
    leaver: await id(otherLeaver.email),
    surveyId,
    erasure: await erasureOf(c!.id),
  };
  const emails: Partial<Record<Actor, string>> = {
    patient: 'patient@demo.test',
    patient2: 'patient2@demo.test',
    doctor: 'doctor@demo.test',
    admin: 'admin@demo.test',
    superadmin: 'superadmin@demo.test',
    otherDoctor: otherDoctor.email,
    otherAdmin: otherAdmin.email,
  };
  return { tokens, demo: demoRecords, other: otherRecords, emails };
}
