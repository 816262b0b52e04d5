import { and, eq } from 'drizzle-orm';
import type { PatientTrends, SurveyInstance, VisitSummary } from '../src/contracts';
import { auditLog } from '../src/db/schema';
import { glucoseTargetChanges } from '../src/db/schema-targets';
import { surveyInstances } from '../src/db/schema-surveys';
import { captureMailer } from './mail-capture';
import { accountId, call, demoTokens, expectError, get, startStack, type Stack } from './helpers';
import { otherClinicDoctor } from './signup-helpers';
import { answerAndSubmit, assignPatient2Type2 } from './answer-helpers';
import { readPdf } from './pdf-read';
import { backdate, seedGlucose } from './visit-helpers';

/**
 * Issue 24: the pre-visit one-pager (JSON and PDF) and the trends across visits. patient2 had a visit
 * 30 days ago (every answer the most concerning, plan agreed, 30 % time in range) and one today (the
 * least concerning answers, 80 % in range). The first visit's positive PHQ-2 offered a PHQ-9, which
 * patient2 answered with the most concerning answers: 27 of 27, item 9 "nearly every day".
 */
jest.setTimeout(180_000);

let s: Stack;
let tok: Record<'doctor' | 'patient' | 'patient2' | 'superadmin', string>;
let other: string;
let p2: string;
let first: SurveyInstance;
let latest: SurveyInstance;
let phq9Id = '';
const DAY = 86_400_000;
const PLAN = 'Agreed: carbohydrate counting course in May';

async function visit(which: 'first' | 'last', words: string) {
  return answerAndSubmit(s, await assignPatient2Type2(s, tok.doctor), tok.patient2, words, which);
}

beforeAll(async () => {
  const cap = captureMailer();
  s = await startStack({ mailer: cap.mailer });
  tok = await demoTokens(s, ['doctor', 'patient', 'patient2', 'superadmin']);
  other = await otherClinicDoctor(s, tok.superadmin, cap.sent);
  p2 = await accountId(s.url, tok.patient2);
  first = await visit('last', 'I worry about night lows');
  const staff = (await get(s.url, `/surveyInstance/${first.id}`, tok.doctor)).body as SurveyInstance;
  const plan = {
    recommendations: [],
    conclusions: [{ id: staff.possibleConclusions[0]!.id, text: PLAN }],
    complete: true,
  };
  expect(
    (await call(s.url, 'PUT', `/surveyInstance/${first.id}/care-plan`, { body: plan, token: tok.doctor }))
      .status,
  ).toBe(200);
  await backdate(s, first.id, 30);
  const [offered] = await s.app.dcp.database.db
    .select({ id: surveyInstances.id })
    .from(surveyInstances)
    .where(and(eq(surveyInstances.respondentAccountId, p2), eq(surveyInstances.surveyId, 'phq9-v1')));
  await answerAndSubmit(s, offered!.id, tok.patient2, '', 'last');
  phq9Id = offered!.id;
  latest = await visit('first', 'Walking every day now');
  await seedGlucose(s, p2, new Date(Date.now() - 30 * DAY), 3);
  await seedGlucose(s, p2, new Date(), 8);
});
afterAll(() => s?.stop());

const summaryOf = async (lang = '') =>
  (await get(s.url, `/user/${p2}/visit-summary${lang ? `?lang=${lang}` : ''}`, tok.doctor))
    .body as VisitSummary;

describe('GET user/{id}/visit-summary', () => {
  it('holds the context, the latest scores, the own words, the glucose, what changed and the agreed plan', async () => {
    const sum = await summaryOf();
    expect(sum.lang).toBe('en-GB');
    expect(sum.patient.firstName.length).toBeGreaterThan(0);
    expect(sum.latest).toMatchObject({ instanceId: latest.id });
    expect(sum.latest!.scores.length).toBeGreaterThan(1);
    expect(sum.latest!.ownWords.map((w) => w.answer)).toContain('Walking every day now');
    expect(sum.latest!.phq2).toEqual({ score: 0, possibleDepression: false });
    // The last 14 days: 8 of every 10 readings in range.
    expect(sum.glucose!.statistics.inRangePercentage).toBeCloseTo(80, 0);
    expect(sum.glucose!.agp).toHaveLength(48);
    // The previous visit is the agreed one of 30 days ago: every score fell, time in range rose 50 points.
    expect(sum.changes!.previous.instanceId).toBe(first.id);
    const scored = sum.changes!.scores.filter((c) => c.before! >= 2);
    expect(scored.length).toBeGreaterThan(0);
    for (const c of scored) expect(c).toMatchObject({ after: 0, verdict: 'better' });
    const tir = sum.changes!.glucose.find((g) => g.metric === 'tir')!;
    expect(tir.verdict).toBe('better');
    expect(tir.delta).toBeCloseTo(50, 0);
    expect(sum.changes!.concern.after).toBeNull();
    expect(sum.plan).toMatchObject({ instanceId: first.id, conclusions: [PLAN] });
  });

  it('gives GRI with its zone, tight range and episodes, and how GRI moved since the previous visit (issue 42 point 2)', async () => {
    const sum = await summaryOf();
    // 2 of every 10 readings at 260 (very high): GRI 1.6 × 20 = 32, zone B; 120–150 in range, 5 of 7 ≤ 140.
    const risk = sum.glucose!.risk;
    expect(risk.gri).toBeCloseTo(32, 0);
    expect(risk.griZone).toBe('B');
    expect(risk.tightRange).toBeCloseTo((80 * 5) / 7, 0);
    expect(risk.episodes.level1).toEqual({ count: 0, perWeek: 0, nightPercent: null });
    // Nothing in the 14 days before them to compare with.
    expect(sum.glucose!.previous).toBeNull();
    // The previous visit's 14 days: 7 of 10 very high, GRI 112 capped at 100.
    const gri = sum.changes!.glucose.find((g) => g.metric === 'gri')!;
    expect(gri).toMatchObject({ before: 100, verdict: 'better' });
    expect(gri.after).toBeCloseTo(32, 0);
  });

  it('carries the newest submitted PHQ-9 with its band and item 9 as answered, urgent above 0', async () => {
    const sum = await summaryOf();
    expect(sum.phq9).toMatchObject({
      instanceId: phq9Id,
      score: 27,
      band: 'SEVERE',
      urgent: true,
      item9: { points: 3, answer: 'Nearly every day' },
    });
    expect(sum.phq9!.item9.question).toMatch(/better off dead/);
    // Patient 1 never submitted a PHQ-9: nothing is shown for it.
    const p1 = await accountId(s.url, tok.patient);
    expect((await get(s.url, `/user/${p1}/visit-summary`, tok.doctor)).body).toMatchObject({ phq9: null });
  });

  it('answers in the language asked for', async () => {
    const es = await summaryOf('es-ES');
    expect(es.lang).toBe('es-ES');
    expect(es.latest!.surveyName).not.toBe((await summaryOf()).latest!.surveyName);
    expect(es.phq9!.item9.answer).toBe('Casi todos los días');
  });

  it('is for the patient’s doctors only: another clinic and an unknown id are 404, a patient 403', async () => {
    expectError(await get(s.url, `/user/${p2}/visit-summary`, other), 404);
    expectError(await get(s.url, `/user/${crypto.randomUUID()}/visit-summary`, tok.doctor), 404);
    expectError(await get(s.url, `/user/${p2}/visit-summary`, tok.patient2), 403);
    expectError(await get(s.url, `/user/${p2}/visit-summary.pdf`, other), 404);
    expectError(await get(s.url, `/user/${p2}/trends`, other), 404);
    expectError(await get(s.url, `/user/${p2}/visit-summary?lang=fr-FR`, tok.doctor), 400);
  });

  it('is audited', async () => {
    await summaryOf();
    const rows = await s.app.dcp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.visit-summary.read'), eq(auditLog.target, `account:${p2}`)));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('the glucose unit of the summary and its PDF', () => {
  const setUnit = (glucoseUnit: 'mg/dL' | 'mmol/L' | null) =>
    call(s.url, 'PUT', '/user/this/glucose-unit', { token: tok.doctor, body: { glucoseUnit } });
  afterAll(async () => expect((await setUnit(null)).status).toBeLessThan(300));

  it("is the requesting doctor's: the en-GB demo clinic's mmol/L, else the doctor's own choice", async () => {
    const sum = await summaryOf();
    expect(sum.glucoseUnit).toBe('mmol/L');
    const mean = sum.glucose!.statistics.averageGlucose!;
    // The PDF writes the same figures as the page: mg/dL / 18.016 to one decimal, the bands' bounds too.
    const mmol = (mg: number, lang: string) =>
      (Math.round((mg / 18.016) * 10) / 10).toLocaleString(lang, { minimumFractionDigits: 1 });
    const en = (await pdfText('en-GB')).text;
    expect(en).toContain(`Mean glucose: ${mmol(mean, 'en-GB')} mmol/L`);
    expect(en).toContain('In range, 3.9–10.0 mmol/L');
    expect(en).toContain('Very low, under 3.0 mmol/L');
    expect(en).toContain('10–90 %, mmol/L');
    expect(en).not.toContain('mg/dL');
    // The risk lines (issue 42 point 2), thresholds in the doctor's unit.
    expect(en).toMatch(/GRI 3[12](\.\d)?, zone B \(no previous 14 days\)/);
    expect(en).toContain('Time in tight range 3.9–7.8 mmol/L: ');
    expect(en).toContain('Hypoglycaemic episodes < 3.9 mmol/L: 0 (0/week, – at night) (no previous 14 days)');
    expect(en).toMatch(/GRI: 100 → 3[12](\.\d)? \(-6\d(\.\d)?\) better/);
    const es = (await pdfText('es-ES')).text;
    expect(es).toContain(`Glucosa media: ${mmol(mean, 'es-ES')} mmol/L`);
    expect(es).toMatch(/GRI 3[12](,\d)?, zona B \(sin 14 días previos\)/);
    expect(es).toContain('Episodios de hipoglucemia < 3,0 mmol/L: 0');
    expect(es).toContain('En rango, 3,9–10,0 mmol/L');

    expect((await setUnit('mg/dL')).status).toBeLessThan(300);
    expect((await summaryOf()).glucoseUnit).toBe('mg/dL');
    const mg = (await pdfText('en-GB')).text;
    expect(mg).toContain(`Mean glucose: ${Math.round(mean)} mg/dL`);
    expect(mg).toContain('In range, 70–180 mg/dL');
    expect(mg).not.toContain('mmol/L');
  });
});

/** The PDF's pages and text as PDF.js reads them (scripts/pdf-text.mjs). */
async function pdfText(lang: string) {
  const r = await fetch(`${s.url}/user/${p2}/visit-summary.pdf?lang=${lang}`, {
    headers: { authorization: `Bearer ${tok.doctor}` },
  });
  expect(r.status).toBe(200);
  expect(r.headers.get('content-type')).toBe('application/pdf');
  return readPdf(new Uint8Array(await r.arrayBuffer()));
}

describe('GET user/{id}/visit-summary.pdf', () => {
  it.each([
    [
      'en-GB',
      [
        'Pre-visit summary',
        'Patient',
        'Latest questionnaire',
        "The patient's own words",
        'Glucose, last 14 days',
        'What changed since the previous visit',
        'Agreed plan',
        'Walking every day now',
        PLAN,
        'better',
        'PHQ-9, submitted',
        ': 27 of 27 (severe)',
        "URGENT: item 9 answered above 0. Assess the patient's safety today.",
        'Item 9, “Thoughts that you would be better off dead',
        ': Nearly every day (3 of 3)',
      ],
    ],
    [
      'es-ES',
      [
        'Resumen previo a la visita',
        'Paciente',
        'Último cuestionario',
        'En palabras del paciente',
        'Glucosa, últimos 14 días',
        'Qué cambió desde la visita anterior',
        'Plan acordado',
        'mejor',
        'PHQ-9, enviado el',
        ': 27 de 27 (grave)',
        'URGENTE: ítem 9 con respuesta mayor que 0. Valore hoy la seguridad del paciente.',
        'Ítem 9, «',
        ': Casi todos los días (3 de 3)',
      ],
    ],
  ])('is one A4 page holding every section in %s', async (lang, headings) => {
    const { pages, text } = await pdfText(lang);
    expect(pages).toBe(1);
    for (const h of headings) expect(text).toContain(h);
  });

  it('prints what was asked, with its area, before the patient’s own words (issue 36 point 7)', async () => {
    const { text } = await pdfText('en-GB');
    const heading = text.indexOf("The patient's own words");
    const quote = text.indexOf('“Walking every day now”');
    expect(heading).toBeGreaterThan(-1);
    expect(quote).toBeGreaterThan(heading);
    // "<area> — <question>" sits between the heading and the quote.
    expect(text.slice(heading, quote)).toMatch(/ — \S/);
  });
});

describe('GET user/{id}/trends', () => {
  it('gives each visit of the instrument its scores and the glucose of the 14 days before it', async () => {
    const t = (await get(s.url, `/user/${p2}/trends`, tok.doctor)).body as PatientTrends;
    expect(t.visits.map((v) => v.instanceId)).toEqual([first.id, latest.id]);
    expect(t.patient.firstName).toBe('Paula');
    expect(t.glucoseShared).toBe(true);
    expect(t.visits[0]!.glucose!.tir).toBeCloseTo(30, 0);
    expect(t.visits[1]!.glucose!.tir).toBeCloseTo(80, 0);
    // GRI at its cap (7 of 10 very high: 112), then zone B; no episodes.
    expect(t.visits[0]!.glucose).toMatchObject({ gri: 100, hypo: 0, hypo2: 0 });
    expect(t.visits[1]!.glucose!.gri).toBeCloseTo(32, 0);
    expect(t.visits[1]!.scores.every((sc) => sc.scoreValue === 0)).toBe(true);
  });
});

// Issue 42 point 1: the one-pager and its PDF follow the patient's target set and name it.
describe('the target set of the summary and its PDF', () => {
  const setTargets = (targets: string) =>
    call(s.url, 'PUT', `/user/${p2}/glucose-targets`, { token: tok.doctor, body: { targets } });
  afterAll(async () => expect((await setTargets('standard')).status).toBe(200));

  it('bands the 14 days by pregnancy’s 63–140 and prints its range, goals and name', async () => {
    expect((await setTargets('pregnancy')).status).toBe(200);
    const sum = await summaryOf();
    expect(sum.glucose!.targets).toBe('pregnancy');
    // 120–150 mg/dL for 8 of every 10 readings: only 120–140 (5 of 7) in 63–140, the rest high.
    expect(sum.glucose!.statistics.inRangePercentage).toBeCloseTo((80 * 5) / 7, 0);
    const en = (await pdfText('en-GB')).text;
    expect(en).toContain('Targets: pregnancy (type 1)');
    expect(en).toContain('In range, 3.5–7.8 mmol/L');
    expect(en).toContain('Low, 3.0–3.4 mmol/L');
    expect(en).not.toContain('3.9–10.0 mmol/L');
    const es = (await pdfText('es-ES')).text;
    expect(es).toContain('Objetivos: embarazo (tipo 1)');
    expect(es).toContain('En rango, 3,5–7,8 mmol/L');
    // The trends mark the change, with its date.
    const trends = (await get(s.url, `/user/${p2}/trends`, tok.doctor)).body as PatientTrends;
    expect(trends.targetChanges).toEqual([
      { at: expect.stringMatching(/^\d{4}-/), from: 'standard', to: 'pregnancy' },
    ]);
  });
});

// Issue 42 point 1: each visit's glucose figures in the trends are banded by the set that applied at
// that visit — a change ten days ago to pregnancy leaves the visit 30 days ago on standard.
describe('the trends’ per-visit glucose and the target set of each visit', () => {
  it('bands each visit by the set that applied then', async () => {
    await s.app.dcp.database.db.insert(glucoseTargetChanges).values({
      accountId: p2,
      fromSet: 'standard',
      toSet: 'pregnancy',
      at: new Date(Date.now() - 10 * DAY),
    });
    const t = (await get(s.url, `/user/${p2}/trends`, tok.doctor)).body as PatientTrends;
    expect(t.visits[0]!.glucose!.tir).toBeCloseTo(30, 0);
    // 120–150 mg/dL for 8 of every 10 readings: only 120–140 (5 of 7) in 63–140, the rest high.
    expect(t.visits[1]!.glucose!.tir).toBeCloseTo((80 * 5) / 7, 0);
  });
});
