import {
  birthYears,
  cleanDay,
  dateProblem,
  daysInMonth,
  partsOf,
  toBirthDate,
  withParts,
  EMPTY_PARTS,
} from './rules';

const NOW = new Date(2026, 10, 23, 9, 0);

describe('the date-of-birth picker rules (req G§5)', () => {
  it('keeps digits only, two at most', () => {
    expect(cleanDay('a1b', null, null)).toBe('1');
    expect(cleanDay('123', null, null)).toBe('12');
    expect(cleanDay('', 2, 2000)).toBe('');
  });
  it('caps the day at 31, and at the month’s length once a month is chosen', () => {
    expect(cleanDay('45', null, null)).toBe('31');
    expect(cleanDay('31', 4, null)).toBe('30');
    expect(cleanDay('30', 2, 2024)).toBe('29');
    expect(cleanDay('29', 2, 2023)).toBe('28');
    expect(daysInMonth(2, null)).toBe(29);
  });
  it('re-clamps a typed day when the month or year changes', () => {
    const jan31 = withParts(EMPTY_PARTS, { month: 1, day: '31' });
    expect(withParts(jan31, { month: 4 }).day).toBe('30');
    expect(withParts({ month: 2, day: '29', year: null }, { year: 2023 }).day).toBe('28');
  });
  it('offers the years from this year down to 1900', () => {
    const years = birthYears(NOW);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });
  it('gives a value only when complete and valid, at noon local time', () => {
    expect(toBirthDate({ month: 3, day: '', year: 1980 }, NOW)).toBeNull();
    expect(toBirthDate({ month: null, day: '5', year: 1980 }, NOW)).toBeNull();
    expect(toBirthDate({ month: 3, day: '0', year: 1980 }, NOW)).toBeNull();
    expect(toBirthDate({ month: 3, day: '5', year: 1899 }, NOW)).toBeNull();
    expect(toBirthDate({ month: 12, day: '24', year: 2026 }, NOW)).toBeNull();
    const d = toBirthDate({ month: 3, day: '5', year: 1980 }, NOW)!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()]).toEqual([
      1980, 2, 5, 12, 0,
    ]);
  });
  it('reads a stored YYYY-MM-DD back into its parts', () => {
    expect(partsOf('1980-03-05')).toEqual({ year: 1980, month: 3, day: '05' });
    expect(partsOf('nonsense')).toEqual(EMPTY_PARTS);
  });
  it('tells a date after today from a half-entered one (issue 36 point 9)', () => {
    expect(dateProblem(EMPTY_PARTS, NOW)).toBeNull();
    expect(dateProblem({ month: 11, day: '', year: 2026 }, NOW)).toBe('incomplete');
    expect(dateProblem({ month: 11, day: '24', year: 2026 }, NOW)).toBe('future');
    expect(dateProblem({ month: 11, day: '23', year: 2026 }, NOW)).toBeNull();
  });
});
