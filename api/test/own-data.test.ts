import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { auditLog } from '../src/db/schema';
import { accountId, demoTokens, expectError, post, startStack, type Stack } from './helpers';
import { bundleErrors } from './fhir-validator';
import { captureMailer } from './mail-capture';
import { firstSurveyId, linkToken } from './signup-helpers';

// Issue 37 point 3: a patient downloads everything the portal holds about them in one zip — the FHIR
// R4 bundle of the doctor's export (valid against the R4 schema) and a readable summary in their own
// language — only their own, audited; staff and survey-bound accounts get none.

jest.setTimeout(180_000);
const cap = captureMailer();
let s: Stack;
let t: Record<'doctor' | 'patient' | 'patient2', string>;
beforeAll(async () => {
  s = await startStack({ mailer: cap.mailer });
  t = await demoTokens(s, ['doctor', 'patient', 'patient2']);
});
afterAll(() => s?.stop());

/** GET user/this/data as raw bytes (the helpers read text). */
async function download(token: string) {
  const r = await fetch(`${s.url}/user/this/data`, { headers: { authorization: `Bearer ${token}` } });
  return { status: r.status, headers: r.headers, bytes: new Uint8Array(await r.arrayBuffer()) };
}

type Bundle = {
  type: string;
  entry: { resource: { resourceType: string; id: string; subject?: { reference: string } } }[];
};

describe('a patient downloads their own data', () => {
  test('one zip: a valid R4 bundle of their own record and a summary with their notes, escaped', async () => {
    const me = await accountId(s.url, t.patient);
    await post(s.url, '/note', { text: 'Ask about <b>insulin</b> & sport' }, t.patient);
    await post(s.url, '/note', { text: 'Somebody else’s secret note' }, t.patient2);

    const r = await download(t.patient);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('application/zip');
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="my-health-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(r.bytes);
    expect(Object.keys(files).sort()).toEqual(['bundle.json', 'summary.html']);

    const bundle = JSON.parse(strFromU8(files['bundle.json']!)) as Bundle;
    expect(bundle.type).toBe('collection');
    expect(bundleErrors(bundle)).toEqual({});
    const patients = bundle.entry.filter((e) => e.resource.resourceType === 'Patient');
    expect(patients.map((e) => e.resource.id)).toEqual([me]);
    const responses = bundle.entry.filter((e) => e.resource.resourceType === 'QuestionnaireResponse');
    expect(responses.length).toBeGreaterThan(0);
    for (const e of responses) expect(e.resource.subject?.reference).toBe(`Patient/${me}`);

    const html = strFromU8(files['summary.html']!);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Your data in the Diabetes Care Portal');
    expect(html).toContain('patient@demo.test');
    for (const h of [
      'Your questionnaires',
      'Results',
      'Your answers',
      'Your care plan',
      'Your glucose',
      'Your notes',
    ])
      expect(html).toContain(h);
    // The patient's own words are text, never markup.
    expect(html).toContain('Ask about &lt;b&gt;insulin&lt;/b&gt; &amp; sport');
    expect(html).not.toContain('<b>insulin');
    expect(html).not.toContain('secret note');
    expect(html).not.toContain('patient2@demo.test');
  });

  test('the download is audited against the patient', async () => {
    const me = await accountId(s.url, t.patient2);
    expect((await download(t.patient2)).status).toBe(200);
    const rows = await s.app.dcp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.own-data.export'), eq(auditLog.actorAccountId, me)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.target).toBe(`account:${me}`);
  });

  test('in Spanish for a Spanish-speaking patient', async () => {
    await post(s.url, '/user/this/locale', { locale: 'es-ES' }, t.patient2);
    const html = strFromU8(unzipSync((await download(t.patient2)).bytes)['summary.html']!);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('Sus datos en el Portal de Atención a la Diabetes');
    expect(html).toContain('Sus cuestionarios');
    expect(html).toContain('<td>español</td>');
    await post(s.url, '/user/this/locale', { locale: 'en-GB' }, t.patient2);
  });

  test('a doctor, a one-time account and no token get nothing', async () => {
    const doctor = await download(t.doctor);
    expect(doctor.status).toBe(403);
    expect(JSON.parse(new TextDecoder().decode(doctor.bytes)).detail).toBe(
      'Only a patient downloads their own data',
    );
    const surveyId = await firstSurveyId(s, await linkToken(s, t.doctor));
    const burn = await post(s.url, `/surveyInstance/singleBurn?surveyId=${surveyId}`, undefined, t.doctor);
    const { userLogin, userPassword } = burn.body as { userLogin: string; userPassword: string };
    const oneTime = await s.apiToken('patient', userLogin, userPassword);
    expect((await download(oneTime)).status).toBe(403);
    const anonymous = await fetch(`${s.url}/user/this/data`);
    expect(anonymous.status).toBe(401);
    // The route names nobody: another patient's id in the path is no route at all.
    const other = await accountId(s.url, t.patient2);
    expectError(await post(s.url, `/user/${other}/data`, undefined, t.patient), 404);
  });
});
