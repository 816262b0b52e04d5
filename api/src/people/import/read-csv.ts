import { parse } from 'csv-parse/sync';
import {
  Email,
  IMPORT_ROW_MESSAGES,
  type ImportRowError,
  type ImportRowReason,
  type Locale,
} from '../../contracts';
import { HttpError } from '../../http-errors';
import { phrase, type PlainId } from '../../i18n';

// Reads an import file into rows (req A§4, §9). csv-parse does the parsing (quotes, embedded
// separators and newlines, BOM); this file maps the header, judges each row and never touches the
// database.

export interface ImportRow {
  line: number;
  email: string;
  firstName: string;
  lastName: string;
  locale?: Locale;
}
export interface ReadFile {
  /** Every data row in file order: valid ones as rows, failed ones as errors. */
  rows: (ImportRow | ImportRowError)[];
}

type Column = 'email' | 'firstName' | 'lastName' | 'fullName' | 'language';
// Header names are compared lower-case without spaces, dashes or underscores; English and Spanish.
const HEADER_NAMES: Record<string, Column> = {
  email: 'email',
  mail: 'email',
  emailaddress: 'email',
  correo: 'email',
  correoelectronico: 'email',
  firstname: 'firstName',
  givenname: 'firstName',
  nombre: 'firstName',
  lastname: 'lastName',
  surname: 'lastName',
  familyname: 'lastName',
  apellido: 'lastName',
  apellidos: 'lastName',
  name: 'fullName',
  fullname: 'fullName',
  nombrecompleto: 'fullName',
  language: 'language',
  lang: 'language',
  locale: 'language',
  idioma: 'language',
};
const LANGUAGES: Record<string, Locale> = {
  en: 'en-GB',
  'en-gb': 'en-GB',
  english: 'en-GB',
  es: 'es-ES',
  'es-es': 'es-ES',
  spanish: 'es-ES',
  español: 'es-ES',
  espanol: 'es-ES',
};
const NAME_MAX = 100;
/** What a spreadsheet would run as a formula (CSV injection): refused, never stored. */
const FORMULA = /^[=+\-@\t\r]/;

const CSV_FAULTS: Record<string, PlainId> = {
  CSV_QUOTE_NOT_CLOSED: 'import.quoteNotClosed',
  CSV_INVALID_CLOSING_QUOTE: 'import.textAfterQuote',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'import.cellCount',
};

const normalise = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.]/g, '');

/** `;` or `,`, whichever the header row uses more (a spreadsheet in a Spanish locale writes `;`). */
function separatorOf(text: string): ';' | ',' {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function headerMap(header: string[]): Partial<Record<Column, number>> {
  const map: Partial<Record<Column, number>> = {};
  header.forEach((h, i) => {
    const column = HEADER_NAMES[normalise(h)];
    if (column && map[column] === undefined) map[column] = i;
  });
  if (map.email === undefined) {
    throw new HttpError(400, 'import.noEmailColumn');
  }
  if (map.fullName === undefined && (map.firstName === undefined || map.lastName === undefined)) {
    throw new HttpError(400, 'import.noNameColumns');
  }
  return map;
}

/** req A§5: a single full name is split on a space; the last name is the second word, or else the first. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const words = full.split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words[1] ?? words[0] ?? '' };
}

const rowError = (line: number, email: string, reason: ImportRowReason): ImportRowError => ({
  line,
  // Shown back to the doctor: a formula-looking cell is quoted so no spreadsheet runs it.
  email: FORMULA.test(email) ? `'${email}` : email,
  reason,
  message: IMPORT_ROW_MESSAGES[reason],
});

function judge(
  cells: string[],
  line: number,
  map: Partial<Record<Column, number>>,
  seen: Set<string>,
): ImportRow | ImportRowError {
  const cell = (c: Column) => (map[c] === undefined ? '' : (cells[map[c]] ?? '').trim());
  const rawEmail = cell('email');
  const fail = (reason: ImportRowReason) => rowError(line, rawEmail, reason);
  if (cells.some((c) => FORMULA.test(c.trim()) || FORMULA.test(c))) return fail('formulaCell');
  if (!rawEmail) return fail('missingEmail');
  const email = Email.safeParse(rawEmail);
  if (!email.success) return fail('invalidEmail');
  const duplicate = seen.has(email.data);
  seen.add(email.data);
  const names =
    cell('firstName') || cell('lastName')
      ? { firstName: cell('firstName'), lastName: cell('lastName') }
      : splitFullName(cell('fullName'));
  if (!names.firstName || !names.lastName) return fail('missingName');
  if (names.firstName.length > NAME_MAX || names.lastName.length > NAME_MAX) return fail('tooLong');
  const language = cell('language').toLowerCase();
  const locale = language ? LANGUAGES[language] : undefined;
  if (language && !locale) return fail('invalidLanguage');
  if (duplicate) return fail('duplicateInFile');
  return { line, email: email.data, ...names, ...(locale ? { locale } : {}) };
}

/**
 * Parses and judges a whole import file. A file that is not CSV, has no usable header, is empty or
 * has more rows than `maxRows` is refused as a whole (4xx with a message); rows are judged one by one.
 */
export function readImportFile(text: string, maxRows: number): ReadFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it was read (csv-parse's types do not model that).
    // CRLF → LF first: csv-parse counts a CRLF inside a quoted cell as two lines.
    records = parse(text.replace(/\r\n/g, '\n'), {
      bom: true,
      delimiter: separatorOf(text.replace(/^\uFEFF/, '')),
      info: true,
      relax_column_count: true,
      // A stray quote inside an unquoted cell (O"Brien) is kept rather than refusing the file.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    // Our words, not csv-parse's message: that one quotes the cell, which may be patient data.
    const { code, lines } = e as { code?: string; lines?: number };
    const why = phrase(CSV_FAULTS[code ?? ''] ?? 'import.unreadable');
    throw new HttpError(400, 'import.notCsv', {
      at: lines ? phrase('import.atLine', { line: lines }) : '',
      why,
    });
  }
  const [header, ...data] = records;
  if (!header) throw new HttpError(400, 'import.empty');
  const map = headerMap(header.record);
  if (data.length === 0) throw new HttpError(400, 'import.noRows');
  if (data.length > maxRows) {
    throw new HttpError(413, 'import.tooManyRows', { rows: data.length, max: maxRows });
  }
  const seen = new Set<string>();
  return { rows: data.map((r) => judge(r.record, r.info.lines, map, seen)) };
}

export const isRowError = (r: ImportRow | ImportRowError): r is ImportRowError => 'reason' in r;
