import { GRI_ZONES, TIR_BANDS } from '@dcp/shared/contracts';
import { figuresOf, listHref, overviewCsv } from './figures';
import { OVERVIEW, sharedIntl } from '@dcp/shared/testing';

// Issue 42 point 4: the CSV says what the JSON says, figure by figure, withheld counts as "fewer than 5";
// a figure links to the list only with a filter the list has.

const intlOf = sharedIntl;
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((l) => l.split(','));

it('writes every count of the JSON in the CSV, withheld ones as "fewer than 5"', () => {
  const intl = intlOf('en-GB');
  const csv = rowsOf(overviewCsv(OVERVIEW, intl, figuresOf(OVERVIEW, intl, '/admin/patients-list', false)));
  const value = (label: string) => csv.find((r) => r[0] === label)?.[1];
  expect(csv[0]).toEqual(['Figure', 'Value']);
  expect(value('Patients')).toBe(String(OVERVIEW.patients));
  expect(value('Awaiting review')).toBe(String(OVERVIEW.awaitingReview));
  expect(value('Open PHQ-9 item 9 flags')).toBe('fewer than 5');
  expect(value('Assigned')).toBe(String(OVERVIEW.questionnaires.assigned));
  expect(value('Median time to answer')).toBe('30.5 hours');
  expect(value('No recent glucose data')).toBe('fewer than 5');
  for (const b of TIR_BANDS)
    expect(csv.some((r) => r[1] === String(OVERVIEW.glucose.tir[b] ?? 'fewer than 5'))).toBe(true);
  for (const z of GRI_ZONES)
    expect(value(`GRI zone ${z}`)).toBe(
      OVERVIEW.glucose.gri[z] === null ? 'fewer than 5' : String(OVERVIEW.glucose.gri[z]),
    );
  expect(value('2026-11 Reviewed')).toBe('19');
  expect(value('2026-10 Reviewed')).toBe('fewer than 5');
  expect(value('Overdue reviews: Dana Doctor')).toBe('7');
  expect(value('Overdue reviews: Oscar Other')).toBe('fewer than 5');
});

it('writes the CSV in Spanish for a Spanish reader', () => {
  const intl = intlOf('es-ES');
  const csv = rowsOf(overviewCsv(OVERVIEW, intl, figuresOf(OVERVIEW, intl, '/admin/patients-list', false)));
  expect(csv[0]).toEqual(['Dato', 'Valor']);
  expect(csv.find((r) => r[0] === 'Alertas abiertas del ítem 9 del PHQ-9')?.[1]).toBe('menos de 5');
});

it("links a figure to the list's own filter, and a doctor's to their own patients", () => {
  const intl = intlOf('en-GB');
  const hrefs = Object.fromEntries(
    figuresOf(OVERVIEW, intl, '/doctor/users-list', true).map((f) => [f.key, f.href]),
  );
  expect(hrefs.awaitingReview).toBe('/doctor/users-list?assigned=assigned&awaiting=1');
  expect(hrefs.noData).toBe('/doctor/users-list?assigned=assigned&nodata=1');
  expect(hrefs.attention).toBe('/doctor/users-list?assigned=assigned&glucose=1');
  expect(hrefs.item9Open).toBeUndefined();
  expect(listHref('/admin/patients-list', false, {})).toBe('/admin/patients-list');
});
