import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { GlucoseUnit, PatientTrends, VisitSummary } from '@dcp/shared/contracts';
import { fakeApi, fakeSession, makeAccount, renderDoctor } from '../../test-kit';
import { TrendsPage } from './TrendsPage';
import { VisitSummaryPage } from './VisitSummaryPage';

const ID = '00000000-0000-4000-8000-0000000000aa';
const visit = (n: number, psych: number, tir: number | null) => ({
  instanceId: `00000000-0000-4000-8000-00000000000${n}`,
  at: `2026-0${n}-10T09:00:00.000Z`,
  scores: [{ category: 'PSYCH' as const, scoreValue: psych, max: 9 }],
  glucose:
    tir === null
      ? null
      : {
          tir,
          tbr: 2,
          gmi: 7,
          cv: 30,
          gri: 80 - tir / 2,
          tight: tir - 20,
          hypo: n,
          hypo2: 0,
          sufficient: true,
        },
});
const trends: PatientTrends = {
  patient: { firstName: 'Pat', lastName: 'Patient' },
  surveyName: 'Type 1 check-in',
  visits: [visit(1, 7, 50), visit(2, 6, 58), visit(3, 2, 57)],
  glucoseShared: true,
  targetChanges: [],
};

const statistics = {
  totalReadings: 4032,
  averageGlucose: 154,
  inRangePercentage: 72,
  highPercentage: 24,
  lowPercentage: 4,
  minGlucose: 48,
  maxGlucose: 301,
  bands: { veryLow: 1, low: 3, target: 72, high: 18, veryHigh: 6 },
  sd: 50,
  cv: 32.5,
  gmi: 7,
  daysWithData: 14,
  activePercent: 100,
  sufficient: true,
};
const bin = (minute: number) => ({
  minute,
  n: 42,
  p5: 60,
  p10: 70,
  p25: 110,
  p50: 150,
  p75: 190,
  p90: 230,
  p95: 250,
});
const risk = {
  gri: 30,
  griZone: 'B' as const,
  griHypo: 2,
  griHyper: 15,
  tightRange: 40,
  episodes: {
    level1: { count: 2, perWeek: 1, nightPercent: 50 },
    level2: { count: 0, perWeek: 0, nightPercent: null },
  },
};
const glucose = {
  start: '2026-11-13',
  end: '2026-11-27',
  statistics,
  risk,
  previous: null,
  agp: [0, 30, 60].map(bin),
};

/** Item 9 unresolved unless a clinician resolved it (`urgent` false: the answer stays, the alarm goes). */
let urgent = true;

function summary(lang: 'en-GB' | 'es-ES', glucoseUnit: GlucoseUnit = 'mg/dL'): VisitSummary {
  return {
    patient: {
      firstName: 'Pat',
      lastName: 'Patient',
      birthDate: '1985-04-12',
      locale: 'es-ES',
      context: { age: 41, diabetes: 'TYPE_I', yearsSinceDiagnosis: '1 to 5 years', chronicConditions: false },
    },
    lang,
    generatedAt: '2026-11-27T10:00:00.000Z',
    glucoseUnit,
    priority: { code: urgent ? 'RED' : null, urgent },
    latest: null,
    glucose: null,
    // Item 9 as the API gives it: the question and the patient's answer in the summary's language.
    phq9: {
      instanceId: '00000000-0000-4000-8000-0000000000b9',
      submittedAt: '2026-11-20T10:00:00.000Z',
      score: 16,
      band: 'MODERATELY_SEVERE',
      item9: {
        points: 1,
        question:
          lang === 'en-GB' ? 'Thoughts of being better off dead' : 'Pensamientos de estar mejor muerto(a)',
        answer: lang === 'en-GB' ? 'Several days' : 'Varios días',
      },
      urgent: true,
    },
    changes: null,
    plan: null,
  };
}

beforeEach(() => {
  fakeApi.install();
  fakeSession(makeAccount({ accountType: 'doctor' }));
  fakeApi.on('get', `user/${ID}/trends`, { status: 200, data: trends });
  fakeApi.on('get', `user/${ID}/visit-summary`, (req) => ({
    status: 200,
    data: summary((req.params as { lang?: 'en-GB' | 'es-ES' }).lang ?? 'es-ES'),
  }));
});
afterEach(() => {
  fakeApi.reset();
  urgent = true;
});

const render = (route: string) =>
  renderDoctor(
    <Routes>
      <Route path="/doctor/patients/:id/summary" element={<VisitSummaryPage />} />
      <Route path="/doctor/patients/:id/trends" element={<TrendsPage />} />
    </Routes>,
    { route },
  );

test('each figure has its numbers per visit and its change from the visit before, in words', async () => {
  render(`/doctor/patients/${ID}/trends`);
  const psych = await screen.findByRole('table', { name: 'Psychological burden at each visit' });
  const rows = within(psych).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual([
    'VisitScore (of 9)Change',
    expect.stringMatching(/^10 Jan 20267first visit$/),
    expect.stringMatching(/^10 Feb 20266▼ -1: same$/),
    expect.stringMatching(/^10 Mar 20262▼ -4: better$/),
  ]);
  // Time in range: 8 points up is better, 1 down is the same (threshold 5).
  const tir = screen.getByRole('table', { name: 'Time in range at each visit' });
  expect(within(tir).getByText('+8: better')).toBeInTheDocument();
  expect(within(tir).getByText('-1: same')).toBeInTheDocument();
  // GRI and episodes are numbers, not percentages; fewer episodes and a lower GRI are better.
  const gri = screen.getByRole('table', { name: 'Glycemia Risk Index (GRI) at each visit' });
  expect(within(gri).getAllByRole('row')[3]).toHaveTextContent(/^10 Mar 202651.5▲ \+0.5: same$/);
  const hypo = screen.getByRole('table', { name: 'Hypoglycaemic episodes, level 1 at each visit' });
  expect(within(hypo).getAllByRole('row')[2]).toHaveTextContent(/^10 Feb 20262▲ \+1: worse$/);
});

test("the summary opens in the patient's language and changes to the one chosen", async () => {
  render(`/doctor/patients/${ID}/summary`);
  expect(
    await screen.findByRole('heading', { name: 'Resumen previo a la visita: Pat Patient' }),
  ).toBeInTheDocument();
  expect(fakeApi.calls('get', `user/${ID}/visit-summary`)[0]?.params).toEqual({});
  const choice = screen.getByLabelText('Language of the summary');
  expect(choice).toHaveValue('es-ES');
  fireEvent.change(choice, { target: { value: 'en-GB' } });
  expect(await screen.findByRole('heading', { name: 'Pre-visit summary: Pat Patient' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'What changed since the previous visit' })).toBeInTheDocument();
  expect(screen.getByText('No earlier visit with an agreed care plan to compare with.')).toBeInTheDocument();
});

test('the sheet names the patient twice, and in print every page repeats name, date of birth and print date (issue 36 point 4)', async () => {
  const { container } = render(`/doctor/patients/${ID}/summary`);
  expect(await screen.findByText('Fecha de nacimiento: 12 abr 1985')).toBeInTheDocument();
  // The footer row of the print frame, which the browser repeats at the foot of each printed page.
  expect(container.querySelector('tfoot [data-print="footer"]')).toHaveTextContent(
    'Pat Patient · Fecha de nacimiento: 12 abr 1985 · Impreso el 27 nov 2026',
  );
  fireEvent.change(screen.getByLabelText('Language of the summary'), { target: { value: 'en-GB' } });
  expect(await screen.findByText('Date of birth: 12 Apr 1985')).toBeInTheDocument();
  expect(container.querySelector('tfoot [data-print="footer"]')).toHaveTextContent(
    'Pat Patient · Date of birth: 12 Apr 1985 · Printed on 27 Nov 2026',
  );
});

test('a patient without a date of birth: the sheet and its print footer say it is not recorded', async () => {
  fakeApi.on('get', `user/${ID}/visit-summary`, () => {
    const s = summary('en-GB');
    return { status: 200, data: { ...s, patient: { ...s.patient, birthDate: null } } };
  });
  const { container } = render(`/doctor/patients/${ID}/summary`);
  expect(await screen.findByText('Date of birth: not recorded')).toBeInTheDocument();
  expect(container.querySelector('tfoot [data-print="footer"]')).toHaveTextContent(
    'Pat Patient · Date of birth: not recorded · Printed on 27 Nov 2026',
  );
});

test('the newest PHQ-9 shows its total, band and an urgent notice naming item 9’s answer, in both languages', async () => {
  render(`/doctor/patients/${ID}/summary`);
  expect(
    await screen.findByText('PHQ-9, enviado el 20 nov 2026: 16 de 27 (moderadamente grave)'),
  ).toBeInTheDocument();
  const urgentEs = screen.getByTestId('visit-phq9-urgent');
  expect(urgentEs).toHaveTextContent(
    'URGENTE: ítem 9 con respuesta mayor que 0. Valore hoy la seguridad del paciente.',
  );
  expect(urgentEs).toHaveTextContent('Ítem 9, «Pensamientos de estar mejor muerto(a)»: Varios días (1 de 3)');
  fireEvent.change(screen.getByLabelText('Language of the summary'), { target: { value: 'en-GB' } });
  expect(
    await screen.findByText('PHQ-9, submitted 20 Nov 2026: 16 of 27 (moderately severe)'),
  ).toBeInTheDocument();
  expect(screen.getByTestId('visit-phq9-urgent')).toHaveTextContent(
    "URGENT: item 9 answered above 0. Assess the patient's safety today.Item 9, “Thoughts of being better off dead”: Several days (1 of 3)",
  );
});

test('the priority is red and urgent while item 9 is unresolved, and says so once a clinician resolved it (issue 36 point 2)', async () => {
  const first = render(`/doctor/patients/${ID}/summary`);
  expect(await screen.findByTestId('visit-priority')).toHaveTextContent('Prioridad: Rojo · urgente');
  fireEvent.change(screen.getByLabelText('Language of the summary'), { target: { value: 'en-GB' } });
  expect(await screen.findByText('Priority: Red · urgent')).toBeInTheDocument();
  first.unmount();
  urgent = false;
  render(`/doctor/patients/${ID}/summary`);
  expect(await screen.findByText('Prioridad: Sin puntuación')).toBeInTheDocument();
  const resolved = screen.getByTestId('visit-phq9-urgent');
  expect(resolved).toHaveTextContent(
    'Ítem 9 con respuesta mayor que 0: revisado, el plan de cuidados de este PHQ-9 está acordado.',
  );
  expect(resolved).toHaveTextContent('Varios días (1 de 3)');
  expect(resolved).not.toHaveTextContent('URGENTE');
});

test.each([
  [
    'mmol/L',
    'en-GB',
    ['Very high, over 13.9', 'High, 10.1–13.9', 'In range, 3.9–10.0', 'Low, 3.0–3.8', 'Very low, under 3.0'],
    'Mean glucose: 8.5 mmol/L',
    ['3.9', '10.0', '13.9'],
  ],
  [
    'mmol/L',
    'es-ES',
    [
      'Muy alta, más de 13,9',
      'Alta, 10,1–13,9',
      'En rango, 3,9–10,0',
      'Baja, 3,0–3,8',
      'Muy baja, menos de 3,0',
    ],
    'Glucosa media: 8,5 mmol/L',
    ['3,9', '10,0', '13,9'],
  ],
  [
    'mg/dL',
    'en-GB',
    ['Very high, over 250', 'High, 181–250', 'In range, 70–180', 'Low, 54–69', 'Very low, under 54'],
    'Mean glucose: 154 mg/dL',
    ['70', '180', '250'],
  ],
] as const)(
  "the one-pager's glucose reads in the unit the summary was made for (%s, %s)",
  async (unit, lang, bands, mean, ticks) => {
    fakeApi.on('get', `user/${ID}/visit-summary`, { status: 200, data: { ...summary(lang, unit), glucose } });
    const { container } = render(`/doctor/patients/${ID}/summary`);
    const table = await screen.findByRole('table', {
      name:
        lang === 'en-GB'
          ? 'Time in each glucose range with its target'
          : 'Tiempo en cada rango de glucosa con su objetivo',
    });
    expect(
      within(table).getByRole('columnheader', { name: new RegExp(`\\(${unit}\\)$`) }),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(bands);
    expect(screen.getByText(new RegExp(mean.replace('/', '\\/')))).toBeInTheDocument();
    // The AGP's axis labels are the band bounds in the same unit, and its caption names them.
    expect([...container.querySelectorAll('figure svg text')].map((t) => t.textContent).slice(0, 3)).toEqual(
      ticks,
    );
    expect(
      screen.getByText(new RegExp(`${ticks[0]} .* ${ticks[1]} ${unit.replace('/', '\\/')}\\.$`)),
    ).toBeInTheDocument();
  },
);
