import { sql } from 'drizzle-orm';
import { findSurvey } from '../src/leaves/survey-catalogue';
import { pick } from '../src/leaves/survey-catalogue/types';
import { DEMO_PASSWORD } from '../src/seed';
import { demoTokens, get, post, startStack, type Stack } from './helpers';
import { captureMailer, tempPasswordIn } from './mail-capture';
import { addPatient, arrivalTokenIn, mailsTo } from './arrival-helpers';
import { firstSurveyId, linkToken, noon, setAnonymous } from './signup-helpers';

// Issue 36 point 1: the language a person was reading on the page that created (or first opened)
// their account is the account's, so the questionnaire is in it from question 1 — for every arrival:
// the sign-up link, its anonymous variant, a one-time login, an invitation link, an invitation's
// temporary password. The demo clinic and doctor are English: only the page says Spanish.
jest.setTimeout(120_000);
let s: Stack;
let doctor: string;
let ref: string;
let surveyId: string;
const cap = captureMailer();

beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  ({ doctor } = await demoTokens(s, ['doctor']));
  ref = await linkToken(s, doctor);
  surveyId = await firstSurveyId(s, ref);
  await setAnonymous(s, doctor, true);
});
afterAll(() => s?.stop());

interface Served {
  survey: { id: string; name: string; questions: { question: string }[] };
}

/** The account is Spanish and the questionnaire it is served reads Spanish from question 1. */
async function expectSpanish(jwt: string, instanceId?: string) {
  expect((await get(s.url, '/user/this', jwt)).body).toMatchObject({ locale: 'es-ES' });
  const id =
    instanceId ??
    ((await get(s.url, '/surveyInstance', jwt)).body as { content: { id: string }[] }).content[0]!.id;
  const { survey } = (await get(s.url, `/surveyInstance/${id}`, jwt)).body as Served;
  const def = findSurvey(survey.id)!;
  expect(survey.name).toBe(pick(def.name, 'es-ES'));
  expect(survey.questions[0]!.question).toBe(pick(def.questions[0]!.text, 'es-ES'));
  expect(survey.questions[0]!.question).not.toBe(pick(def.questions[0]!.text, 'en-GB'));
}

const signUp = (anonymous: boolean) =>
  post(s.url, '/auth/user-restricted-survey-bound', {
    surveyId,
    firstName: 'Lucía',
    lastName: 'Paz',
    email: `lucia-${Date.now()}-${anonymous}@test.example`,
    dateOfBirth: anonymous ? noon(1970, 5, 4) : null,
    anonymous,
    doctorRefToken: ref,
    locale: 'es-ES',
  });

it.each([
  ['the sign-up link', false],
  ['the anonymous link', true],
])('%s: the account takes the language of the sign-up page', async (_, anonymous) => {
  const r = await signUp(anonymous);
  expect(r.status).toBe(201);
  const { jwt, surveyInstanceId } = r.body as { jwt: string; surveyInstanceId: string };
  await expectSpanish(jwt, surveyInstanceId);
});

it('a one-time login: the first sign-in’s page language', async () => {
  const r = await post(s.url, `/surveyInstance/singleBurn?surveyId=${surveyId}`, undefined, doctor);
  const { userLogin, userPassword } = r.body as { userLogin: string; userPassword: string };
  const { id } = await s.signIn('patient', userLogin, userPassword);
  const ex = await post(s.url, '/auth/jwt', { token: id, locale: 'es-ES' });
  expect(ex.status).toBe(200);
  await expectSpanish((ex.body as { jwt: string }).jwt);
});

it('an invitation link opened on a Spanish page: onboarding and the questionnaire in Spanish', async () => {
  const p = await addPatient(s, doctor, surveyId);
  const token = arrivalTokenIn(mailsTo(cap.sent, p.email)[0]!.text)!;
  const r = await post(s.url, '/auth/arrival', { token, locale: 'es-ES' });
  expect(r.status).toBe(200);
  const { jwt } = r.body as { jwt: string };
  // Onboarding's demographics questionnaire (initial-survey) is the first one the patient reads.
  const me = (await get(s.url, '/user/this', jwt)).body as { demographics: { id: string }[] };
  await expectSpanish(jwt, me.demographics[0]!.id);
});

it('an invitation’s temporary password, replaced on a Spanish page', async () => {
  const p = await addPatient(s, doctor, surveyId);
  const temp = tempPasswordIn(mailsTo(cap.sent, p.email)[0]!.text);
  expect(temp).toBeDefined();
  const { id } = await s.signIn('patient', p.email, temp!, DEMO_PASSWORD);
  const ex = await post(s.url, '/auth/jwt', { token: id, locale: 'es-ES' });
  expect(ex.status).toBe(200);
  expect((await get(s.url, '/user/this', (ex.body as { jwt: string }).jwt)).body).toMatchObject({
    locale: 'es-ES',
  });
});

it('without a language the account keeps its clinic’s (older pages, other callers)', async () => {
  const r = await post(s.url, '/auth/user-restricted-survey-bound', {
    surveyId,
    firstName: 'Ann',
    lastName: 'Old',
    email: `ann-${Date.now()}@test.example`,
    anonymous: false,
    doctorRefToken: ref,
  });
  expect((await get(s.url, '/user/this', (r.body as { jwt: string }).jwt)).body).toMatchObject({
    locale: 'en-GB',
  });
});

// Issue 36 point 12: a server error while the link is being exchanged leaves it unused.
it('an invitation link that met a server error still works afterwards', async () => {
  const p = await addPatient(s, doctor, surveyId);
  const token = arrivalTokenIn(mailsTo(cap.sent, p.email)[0]!.text)!;
  const db = s.app.dcp.database.db;
  // A real failure after the claim: the session cannot be stored.
  await db.execute(sql`alter table sessions rename to sessions_away`);
  let failed;
  try {
    failed = await post(s.url, '/auth/arrival', { token, locale: 'es-ES' });
  } finally {
    await db.execute(sql`alter table sessions_away rename to sessions`);
  }
  expect(failed.status).toBe(500);
  const again = await post(s.url, '/auth/arrival', { token, locale: 'es-ES' });
  expect(again.status).toBe(200);
});
