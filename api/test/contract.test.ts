import createClient from 'openapi-fetch';
import { DEMO_PASSWORD } from '../src/seed';
import type { paths } from './generated/api';
import { startStack, type Stack } from './helpers';

// Journeys an integrator makes, through a client typed by the generated document (generated/api.d.ts,
// checked against the served document by openapi.test.ts): if a route drifts from its document,
// either this file stops compiling or a journey fails.
jest.setTimeout(120_000);

let s: Stack;
beforeAll(async () => {
  s = await startStack();
});
afterAll(async () => {
  await s?.stop();
});

const anonymous = () => createClient<paths>({ baseUrl: s.url });
const as = (jwt: string) =>
  createClient<paths>({ baseUrl: s.url, headers: { Authorization: `Bearer ${jwt}` } });

/** Cognito sign-in (cognito-local here), then the documented exchange for the API token. */
async function signIn(pool: 'doctor' | 'patient', email: string) {
  const { id } = await s.signIn(pool, email, DEMO_PASSWORD);
  const { data, error, response } = await anonymous().POST('/auth/jwt', { body: { token: id } });
  expect([response.status, error]).toEqual([200, undefined]);
  return as(data!.jwt);
}

describe('through the generated client', () => {
  it('token exchange: a Cognito ID token buys an API token; a forged one is a 401 problem', async () => {
    const doctor = await signIn('doctor', 'doctor@demo.test');
    const me = await doctor.GET('/user/this');
    expect(me.data).toMatchObject({ email: 'doctor@demo.test', accountType: 'doctor' });
    const forged = await anonymous().POST('/auth/jwt', { body: { token: 'not-a-jwt' } });
    expect(forged.response.status).toBe(401);
    expect(forged.response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(forged.error).toMatchObject({
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: expect.any(String),
    });
  });

  it('list patients: the doctor pages through the clinic', async () => {
    const doctor = await signIn('doctor', 'doctor@demo.test');
    const { data, response } = await doctor.GET('/user', { params: { query: { page: 0, size: 50 } } });
    expect(response.status).toBe(200);
    expect(data!.content.map((p) => p.email)).toEqual(
      expect.arrayContaining(['patient@demo.test', 'patient2@demo.test']),
    );
    const bad = await doctor.GET('/user', { params: { query: { size: 0 } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.errors).toEqual([{ path: 'querystring.size', message: expect.any(String) }]);
  });

  it('answer a question: the patient saves an answer to the newly assigned questionnaire', async () => {
    const patient = await signIn('patient', 'patient@demo.test');
    const list = await patient.GET('/surveyInstance', { params: { query: {} } });
    const assigned = list.data!.content.find((i) => i.status === 'CREATED');
    expect(assigned).toBeDefined();
    const path = { id: assigned!.id };
    const one = await patient.GET('/surveyInstance/{id}', { params: { path } });
    const question = one.data!.survey.questions.find(
      (q) => q.stage === 'FIRST_WAVE' && q.possibleAnswers.length > 0,
    );
    const choice = question!.possibleAnswers[0]!;
    const saved = await patient.PUT('/surveyInstance/{id}', {
      params: { path },
      body: { answers: [{ question: { id: question!.id }, answer: { id: choice.id } }] },
    });
    // An answer is acknowledged with 204 (nothing rebuilt); the instance read back holds it.
    expect(saved.response.status).toBe(204);
    const after = await patient.GET('/surveyInstance/{id}', { params: { path } });
    expect(after.data!.status).toBe('IN_PROGRESS');
    expect(after.data!.answers.find((a) => a.question.id === question!.id)).toBeDefined();
  });

  it("read results: the doctor reads a completed questionnaire's scores and care plan", async () => {
    const doctor = await signIn('doctor', 'doctor@demo.test');
    const patient = await signIn('patient', 'patient@demo.test');
    const userId = (await patient.GET('/user/this')).data!.id;
    const list = await doctor.GET('/surveyInstance', { params: { query: { userId } } });
    const done = list.data!.content.find((i) => i.status === 'COMPLETED');
    const { data } = await doctor.GET('/surveyInstance/{id}', { params: { path: { id: done!.id } } });
    expect(data!.scores.length).toBeGreaterThan(0);
    expect(data!.conclusions.length).toBeGreaterThan(0);
    const missing = await doctor.GET('/surveyInstance/{id}', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    });
    expect([missing.response.status, missing.error?.status]).toEqual([404, 404]);
  });

  it('sign-out: the API token stops working at once', async () => {
    const patient = await signIn('patient', 'patient@demo.test');
    expect((await patient.POST('/auth/sign-out')).data).toEqual({ signedOut: true });
    const after = await patient.GET('/user/this');
    expect([after.response.status, after.error?.title]).toEqual([401, 'Unauthorized']);
  });
});
