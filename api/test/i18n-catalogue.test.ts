import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FIELD_MESSAGE, PROBLEM_CODE } from '../src/contracts';
import { acceptedLocale, fill, format, message, MESSAGES, phrase, roleWord } from '../src/i18n';
import { spanishIssue } from '../src/i18n/zod-issues';
import { MAIL_MESSAGES } from '../src/mail/messages';
import { sourceFiles } from './source-files';

// Issue 10 point 3: every text the API answers exists in English and Spanish. Issue 26 point 2: code
// throws catalogue ids (the compiler refuses an unknown id or a missing part), so what is left to
// check here is the catalogue itself.

/** A text's parts: `{name}` and a plural's `{name, plural, …}` (ICU MessageFormat). */
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]!).sort();

/** Ids the code builds rather than names: the status titles, and a role's name (roleWord). */
const BUILT = [/^status\.\d{3}$/, /^people\.role\./];

/** Both catalogues in the one format: the problems' and the e-mails'. */
const ALL = { ...MESSAGES, ...MAIL_MESSAGES };

describe('the API message catalogue', () => {
  it('has an English and a Spanish text for every id, with the same placeholders', () => {
    for (const [id, { en, es }] of Object.entries(ALL)) {
      expect([id, en.trim().length > 0, es.trim().length > 0]).toEqual([id, true, true]);
      expect([id, placeholders(es)]).toEqual([id, placeholders(en)]);
      expect([id, (es as string) === en]).toEqual([id, false]);
    }
  });

  it('formats every text in both languages with its parts filled in and nothing of the syntax left', () => {
    for (const [id, entry] of Object.entries(ALL)) {
      for (const locale of ['en-GB', 'es-ES'] as const) {
        const text = locale === 'es-ES' ? entry.es : entry.en;
        const values = Object.fromEntries(placeholders(text).map((p) => [p, 2]));
        const out = fill(text, values, locale);
        expect([id, locale, /[{}#]/.test(out.replace(/#\d/g, ''))]).toEqual([id, locale, false]);
      }
    }
  });

  it('says one of a count in the singular (ICU plurals)', () => {
    const one = phrase('staff.hasPatients', { count: 1 });
    expect(format(one, 'en-GB')).toBe(
      'This doctor still has 1 patient. Hand them over to another doctor first.',
    );
    expect(format(one, 'es-ES')).toBe('Este médico aún tiene 1 paciente. Páselo antes a otro médico.');
    expect(format(phrase('staff.hasPatients', { count: 3 }), 'es-ES')).toBe(
      'Este médico aún tiene 3 pacientes. Páselos antes a otro médico.',
    );
  });

  it('never gives two ids the same English text', () => {
    const seen = new Map<string, string>();
    for (const [id, { en }] of Object.entries(MESSAGES)) {
      expect([id, seen.get(en)]).toEqual([id, undefined]);
      seen.set(en, id);
    }
  });

  it('uses every entry: the API or an email names it, a contract gives it, or the portal recognises it', () => {
    const code = sourceFiles(path.resolve(__dirname, '../src'))
      .filter((f) => !/[\\/]i18n[\\/]messages-|[\\/]mail[\\/]messages\.ts$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const named = new Set([...code.matchAll(/'([a-z][\w]*(?:\.[\w]+)+)'/g)].map((m) => m[1]!));
    const problemCodes = Object.entries(PROBLEM_CODE)
      .filter(([key]) => code.includes(`PROBLEM_CODE.${key}`))
      .map(([, id]) => id as string);
    const used = new Set<string>([...named, ...problemCodes, ...Object.keys(FIELD_MESSAGE)]);
    const unused = Object.keys(ALL).filter((id) => !used.has(id) && !BUILT.some((b) => b.test(id)));
    expect(unused).toEqual([]);
  });

  it('gives every contract field message its Spanish', () => {
    for (const [id, en] of Object.entries(FIELD_MESSAGE)) {
      expect([id, MESSAGES[id as keyof typeof MESSAGES]?.en]).toEqual([id, en]);
    }
  });
});

describe('format', () => {
  it('answers Spanish for a Spanish caller, filling the parts in', () => {
    expect(message('note.notFound', 'es-ES')).toBe('No se ha encontrado la nota');
    expect(message('survey.cannotSubmit', 'es-ES', { status: 'CREATED' })).toBe(
      'El cuestionario no se puede enviar en el estado CREATED',
    );
    expect(message('note.notFound', 'en-GB')).toBe('Note not found');
  });

  it('says parts that are phrases themselves in the same language', () => {
    const none = phrase('people.noPersonWithId', { role: roleWord('patient') });
    expect(format(none, 'es-ES')).toBe('No hay ningún paciente con este identificador');
    expect(format(none, 'en-GB')).toBe('No patient with this id');
    expect(format(phrase('auth.roleNotAllowed', { role: roleWord('superadmin') }), 'es-ES')).toBe(
      'Esta acción no está permitida para el rol superadmin',
    );
    const csv = phrase('import.notCsv', {
      at: phrase('import.atLine', { line: 3 }),
      why: phrase('import.cellCount'),
    });
    expect(format(csv, 'es-ES')).toBe(
      'El archivo no es un CSV válido (línea 3): una fila tiene un número de celdas distinto',
    );
    expect(format(csv, 'en-GB')).toBe(
      'The file is not valid CSV (line 3): a row has a different number of cells',
    );
  });
});

describe('acceptedLocale', () => {
  it.each([
    ['es-ES,es;q=0.9,en;q=0.8', 'es-ES'],
    ['es', 'es-ES'],
    ['en-GB,en;q=0.9', 'en-GB'],
    ['fr-FR,es;q=0.5', 'es-ES'],
    ['en;q=0.4,es;q=0.8', 'es-ES'],
    ['es;q=0', 'en-GB'],
    ['*', 'en-GB'],
    [undefined, 'en-GB'],
  ])('%s → %s', (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });
});

describe('zod issues in Spanish', () => {
  it('says what a field needs', () => {
    expect(
      spanishIssue({ keyword: 'too_small', params: { origin: 'string', minimum: 3, inclusive: true } }),
    ).toBe('Debe tener al menos 3 caracteres');
    expect(spanishIssue({ keyword: 'invalid_format', params: { format: 'email' } })).toBe(
      'Debe ser una dirección de correo electrónico válida',
    );
    expect(spanishIssue({ keyword: 'invalid_type', params: { expected: 'number' } })).toBe(
      'Debe ser un número',
    );
  });
});
