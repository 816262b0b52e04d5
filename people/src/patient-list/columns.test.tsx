import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import type * as Contracts from '@dcp/shared/contracts';
import { fakeApi } from '@dcp/shared/testing';
import { answerRows, renderList } from './listTestKit';

// Issue 40 point 3: the table is drawn from PATIENT_COLUMNS, one entry per column, so adding a column
// on the screen is that entry (and its header in both catalogues), not a line in the panel.

const actual = jest.requireActual<typeof Contracts>('@dcp/shared/contracts');

jest.mock('@dcp/shared/contracts', () => {
  const real = jest.requireActual<typeof Contracts>('@dcp/shared/contracts');
  // A column as a change adds one: the last reminder's date, a plain date cell. Its header borrows the
  // clinic's words (this test adds no catalogue entry); the doctor's list has no clinic column of its own.
  const reminded: Contracts.PatientColumn = {
    key: 'reminded',
    header: 'clinic',
    cell: { kind: 'date', field: 'lastReminderAt' },
  };
  return { ...real, PATIENT_COLUMNS: [...real.PATIENT_COLUMNS, reminded] };
});

beforeEach(answerRows);
afterEach(() => fakeApi.reset());

it('draws a column added to PATIENT_COLUMNS: its header after the others, its cell on every row', async () => {
  renderList();
  await screen.findByText('First1 Last1');
  const drawn = screen.getAllByRole('columnheader').map((h) => h.getAttribute('data-col'));
  const listed = actual.PATIENT_COLUMNS.filter((c) => !c.everyClinic).map((c) => c.key);
  expect(drawn).toEqual([...listed, 'reminded', 'actions']);
  expect(screen.getByRole('columnheader', { name: 'Clinic' })).toBeInTheDocument();
  const first = screen.getByText('First1 Last1').closest('tr')!;
  expect(first.querySelector('td[data-col="reminded"]')).toHaveTextContent(/20.*2026/);
  expect(within(first).getByText('Green · low')).toBeInTheDocument();
});

const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(path.join(__dirname, `../../../shared/src/i18n/lang/staff-${lang}.json`), 'utf8'),
  ) as object;

it('names every column header in English and Spanish', () => {
  const ids = actual.PATIENT_COLUMNS.map((c) => `shared.patients.column.${c.header}`);
  for (const lang of ['en', 'es']) expect(ids.filter((id) => !(id in catalogue(lang)))).toEqual([]);
});
