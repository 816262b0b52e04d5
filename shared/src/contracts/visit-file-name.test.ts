import { visitSummaryFileName } from './index';

// The one-pager's PDF name (issue 36 point 4), the same in the API's Content-Disposition and the
// page's download: summary-<name>-<date>.pdf, valid as a file name on every system.

const AT = '2026-05-20T23:30:00.000Z';

test.each([
  ['Paula', 'García Núñez', 'summary-Paula-García-Núñez-2026-05-20.pdf'],
  ['Seán', "O'Brien-Smith", 'summary-Seán-O-Brien-Smith-2026-05-20.pdf'],
  ['a/b\\c:d*e?f"g<h>i|j', '  ', 'summary-a-b-c-d-e-f-g-h-i-j-2026-05-20.pdf'],
  ['😀', '', 'summary-2026-05-20.pdf'],
  ['', '', 'summary-2026-05-20.pdf'],
])('%s %s → %s', (first, last, name) => {
  expect(visitSummaryFileName(first, last, AT)).toBe(name);
});

test('a very long name is cut, never the date', () => {
  const name = visitSummaryFileName('A'.repeat(50), 'B'.repeat(50), AT);
  expect(name).toBe(`summary-${'A'.repeat(50)}-${'B'.repeat(9)}-2026-05-20.pdf`);
  expect(name.length).toBeLessThan(100);
});

test('a decomposed accent stays with its letter', () => {
  expect(visitSummaryFileName('Jose\u0301', 'Pe\u0301rez', AT)).toBe('summary-José-Pérez-2026-05-20.pdf');
});
