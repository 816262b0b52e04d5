import { csvCell, csvRow } from './csv';

// The export's cells (RFC 4180) with spreadsheet formulas neutralised (OWASP "CSV injection").
it('quotes what needs quoting and defuses a formula', () => {
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
  expect(csvCell('+1')).toBe("'+1");
  expect(csvCell(-1)).toBe('-1');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell(null)).toBe('');
  expect(csvRow(['x', 2, true])).toBe('x,2,true\r\n');
});
