import path from 'node:path';
import { acceptedLocale, identify, localise, MESSAGES } from '../src/i18n';
import { spanishIssue } from '../src/i18n/zod-issues';
import { sourceFiles, thrownTexts } from './thrown-texts';

// Issue 10 point 3: every text the API answers exists in English and Spanish.

const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe('the API message catalogue', () => {
  it('has an English and a Spanish text for every id, with the same placeholders', () => {
    for (const [id, { en, es }] of Object.entries(MESSAGES)) {
      expect([id, en.trim().length > 0, es.trim().length > 0]).toEqual([id, true, true]);
      expect([id, placeholders(es)]).toEqual([id, placeholders(en)]);
      expect([id, es === en]).toEqual([id, false]);
    }
  });

  it('never gives two ids the same English text', () => {
    const seen = new Map<string, string>();
    for (const [id, { en }] of Object.entries(MESSAGES)) {
      expect([id, seen.get(en)]).toEqual([id, undefined]);
      seen.set(en, id);
    }
  });

  it('knows every text the API code throws or validates with', () => {
    const roots = [path.resolve(__dirname, '../src'), path.resolve(__dirname, '../../shared/src/contracts')];
    const texts = roots.flatMap(sourceFiles).flatMap(thrownTexts);
    expect(texts.length).toBeGreaterThan(60);
    // A template's `${…}` parts come back as `{}`: any value stands in for them.
    const missing = texts.filter((t) => !identify(t.replace(/\{\}/g, 'x7')));
    expect(missing).toEqual([]);
  });
});

describe('localise', () => {
  it('answers Spanish for a Spanish caller, filling the parts in, and names the message', () => {
    expect(localise('Note not found', 'es-ES')).toEqual({
      text: 'No se ha encontrado la nota',
      code: 'note.notFound',
    });
    expect(localise('The survey cannot be submitted in status CREATED', 'es-ES').text).toBe(
      'El cuestionario no se puede enviar en el estado CREATED',
    );
  });

  it('translates parts that are catalogue texts themselves', () => {
    expect(localise('No patient with this id', 'es-ES').text).toBe(
      'No hay ningún paciente con este identificador',
    );
    expect(
      localise('The file is not valid CSV (line 3): a row has a different number of cells', 'es-ES').text,
    ).toBe('El archivo no es un CSV válido (línea 3): una fila tiene un número de celdas distinto');
  });

  it('keeps English for English callers and unknown texts as they are', () => {
    expect(localise('Note not found', 'en-GB')).toEqual({ text: 'Note not found', code: 'note.notFound' });
    expect(localise('Demasiados intentos.', 'es-ES')).toEqual({ text: 'Demasiados intentos.' });
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
