import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TargetSetName } from '@dcp/shared/contracts';
import { fakeApi, makeGlucoseSummary } from '../../test-kit';
import { showPanel } from './panel-test-kit';

// Issue 42 point 1: on the doctor's glucose page of a patient, a labelled select chooses the
// patient's target set; once saved, the figures are read again and the time-in-ranges tile names
// the set and shows its range and goals (pregnancy: 63–140 mg/dL, no goal above 250).

const bands = { veryLow: 0.5, low: 3, target: 65, high: 30, veryHigh: 1.5 };
const summary = (targets: string) =>
  makeGlucoseSummary({
    newest: '2026-11-27T00:00:00.000Z',
    targets: targets as TargetSetName,
    statistics: {
      totalReadings: 4032,
      averageGlucose: 140,
      inRangePercentage: bands.target,
      highPercentage: 31.5,
      lowPercentage: 3.5,
      minGlucose: 50,
      maxGlucose: 300,
      bands,
      sd: 40,
      cv: 28.6,
      gmi: 6.7,
      daysWithData: 14,
      activePercent: 100,
      sufficient: true,
    },
    risk: { gri: 20, griZone: 'A', griHypo: 3, griHyper: 8, tightRange: 50 },
  });

const LINKED = { connected: true, lastSync: '2026-11-27T00:00:00.000Z' };

function show(locale: 'en-GB' | 'es-ES') {
  let current = 'standard';
  const saved: unknown[] = [];
  fakeApi.on('put', 'user/p1/glucose-targets', (req) => {
    saved.push(req.data);
    current = (req.data as { targets: string }).targets;
    return { status: 200, data: req.data };
  });
  const account = { accountType: 'doctor' as const, glucoseUnit: 'mg/dL' as const };
  showPanel({ account, link: LINKED, summary: () => summary(current), userId: 'p1', locale });
  return saved;
}

beforeEach(() => fakeApi.install());
afterEach(() => fakeApi.reset());

test('the doctor sets the pregnancy targets: saved, and the tile follows with 63–140 and its goals', async () => {
  const saved = show('en-GB');
  const select = await screen.findByLabelText('Glucose targets', {}, { timeout: 3000 });
  expect(select).toHaveValue('standard');
  expect(select).toHaveAccessibleDescription(/consensus goals/);
  expect(await screen.findByTestId('targets-applied')).toHaveTextContent(
    'Targets: standard (type 1 and type 2)',
  );
  expect(screen.getByText(/^In range \(70–180 mg\/dL\): 65(\.0)?% — target over 70%/)).toBeInTheDocument();

  await userEvent.selectOptions(select, 'Pregnancy (type 1)');
  expect(await screen.findByText('Targets saved.')).toHaveAttribute('role', 'status');
  expect(saved).toEqual([{ targets: 'pregnancy' }]);
  expect(await screen.findByText('Targets: pregnancy (type 1)', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByLabelText('Glucose targets')).toHaveValue('pregnancy');
  const tir = screen.getByRole('figure', { name: /Time in ranges/ });
  expect(
    within(tir).getByText(
      /^In range \(63–140 mg\/dL\): 65(\.0)?% — target over 70% \(over 16 hours 48 minutes\)$/,
    ),
  ).toBeInTheDocument();
  expect(within(tir).getByText(/^Low \(54–62 mg\/dL\): 3(\.0)?% — target under 4%/)).toBeInTheDocument();
  expect(within(tir).getByText(/^High \(141–250 mg\/dL\): 30(\.0)?% — target under 25%/)).toBeInTheDocument();
  // The consensus sets no goal of its own above 250 mg/dL in pregnancy.
  expect(within(tir).getByText(/^Very high \(above 250 mg\/dL\): 1\.5%$/)).toBeInTheDocument();
});

test('in Spanish: the label, the options and the set the tile names', async () => {
  const saved = show('es-ES');
  const select = await screen.findByLabelText('Objetivos de glucosa', {}, { timeout: 3000 });
  await userEvent.selectOptions(select, 'Embarazo (tipo 1)');
  expect(await screen.findByText('Objetivos guardados.')).toBeInTheDocument();
  expect(saved).toEqual([{ targets: 'pregnancy' }]);
  expect(await screen.findByText('Objetivos: embarazo (tipo 1)', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByText(/^En rango \(63–140 mg\/dL\): 65 % — objetivo más del 70 %/)).toBeInTheDocument();
});

test('a patient sees the set that applies but cannot change it', async () => {
  const account = { accountType: 'patient' as const, glucoseUnit: 'mg/dL' as const };
  showPanel({ account, link: LINKED, summary: () => summary('older') });
  expect(await screen.findByText('Targets: older or high-risk', {}, { timeout: 3000 })).toBeInTheDocument();
  expect(
    screen.getByText(/^In range \(70–180 mg\/dL\): 65(\.0)?% — target over 50% \(over 12 hours\)$/),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText('Glucose targets')).toBeNull();
});
