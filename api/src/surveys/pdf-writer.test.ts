import { readPdf } from '../../test/pdf-read';
import { PdfWriter } from './pdf-writer';

// The writer under the one-pager (issue 36 point 4), read back with PDF.js: text that runs past a page
// goes on to the next one still tagged, and every page carries the running footer (the patient's
// identifiers and the print date) with its number.

const footer = (page: number, pages: number) =>
  `Ana Núñez · Fecha de nacimiento: 1 ene 1970 · Impreso el 2 feb 2026 · Página ${page} de ${pages}`;

// First in the file, while the process's font faces are fresh: the bug needs a capital's first use
// to come after an accented one's.
it('keeps each letter’s text across documents: a Spanish "Último" does not take the "U" out of a later "URGENT"', async () => {
  const write = async (text: string) => {
    const w = PdfWriter.create({ title: 'T', lang: 'en-GB', footer: () => 'f' });
    w.text(text, { bold: true });
    return readPdf(await w.save()).text;
  };
  expect(await write('Último cuestionario')).toContain('Último cuestionario');
  expect(await write('URGENT: item 9')).toContain('URGENT: item 9');
});

it('repeats the footer on every page, and a text that runs past a page goes on, tagged, on the next', async () => {
  const w = PdfWriter.create({ title: 'Resumen', lang: 'es-ES', footer });
  w.heading('Sección');
  for (let i = 1; i <= 100; i++) w.text(`Línea ${i} de la sección`);
  const pdf = readPdf(await w.save());
  expect(pdf.pages).toBe(2);
  pdf.pageTexts.forEach((text, i) => expect(text).toContain(footer(i + 1, 2)));
  expect(pdf.pageTexts[1]).toContain('Línea 100 de la sección');
  expect(pdf.roles.filter((r) => r === 'P')).toHaveLength(100);
  expect(pdf).toMatchObject({ marked: true, lang: 'es-ES', title: 'Resumen', displayDocTitle: true });
  for (const f of pdf.fonts) expect(f.embedded).toBe(true);
});

it('draws a character the font lacks as "?" rather than failing the page; Spanish and signs as written', async () => {
  const w = PdfWriter.create({ title: 'T', lang: 'en-GB', footer: () => 'f' });
  w.text('Ánimo 😀 ≥ 7 → «bien»');
  expect(readPdf(await w.save()).text).toContain('Ánimo ? ≥ 7 → «bien»');
});
