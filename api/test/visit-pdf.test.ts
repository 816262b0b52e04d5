import { eq } from 'drizzle-orm';
import type { VisitSummary } from '../src/contracts';
import { accounts } from '../src/db/schema';
import { accountId, demoTokens, get, startStack, type Stack } from './helpers';
import { readPdf } from './pdf-read';
import { seedGlucose } from './visit-helpers';

/**
 * Issue 36 point 4: the one-pager's PDF, downloaded and read back with PDF.js, names the patient twice
 * on every page (name and date of birth; the data model has no record number) with the print date, can
 * be read aloud (tagged with headings, lists and the AGP as a figure with its words; its language; its
 * fonts embedded; its title shown), is named summary-<name>-<date>.pdf, and in Spanish says the agreed
 * plan in Spanish. Pat Patient: born 1985-04-12, her seeded questionnaire's plan agreed in English (the
 * prefills, then the doctor's own words), glucose shared. Paula, renamed Núñez here, her date of birth
 * cleared.
 */
jest.setTimeout(180_000);

let s: Stack;
let doctor: string;
let pat: string;
let paula: string;

beforeAll(async () => {
  s = await startStack();
  const tok = await demoTokens(s, ['doctor', 'patient', 'patient2']);
  doctor = tok.doctor;
  pat = await accountId(s.url, tok.patient);
  paula = await accountId(s.url, tok.patient2);
  await seedGlucose(s, pat, new Date(), 7);
  await s.app.dcp.database.db
    .update(accounts)
    .set({ lastName: 'Núñez', birthDate: null })
    .where(eq(accounts.id, paula));
});
afterAll(() => s?.stop());

async function download(patientId: string, lang: string) {
  const r = await fetch(`${s.url}/user/${patientId}/visit-summary.pdf?lang=${lang}`, {
    headers: { authorization: `Bearer ${doctor}` },
  });
  expect(r.status).toBe(200);
  const disposition = r.headers.get('content-disposition') ?? '';
  // The file name's date is the day the summary was made: the print date every page must carry (today
  // when the name has none, as the route answered before issue 36).
  const made = /(\d{4}-\d{2}-\d{2})\.pdf"/.exec(disposition)?.[1] ?? null;
  const printed = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    made ? new Date(made) : new Date(),
  );
  return { disposition, made, printed, pdf: readPdf(new Uint8Array(await r.arrayBuffer())) };
}

describe.each([
  ['en-GB', 'Pre-visit summary: Pat Patient', 'Date of birth: 12 Apr 1985', 'Printed on'],
  ['es-ES', 'Resumen previo a la visita: Pat Patient', 'Fecha de nacimiento: 12 abr 1985', 'Impreso el'],
])('the PDF in %s', (lang, title, dob, printedOn) => {
  it('is tagged in reading order: the title, each section a heading, lists, the AGP a figure in words', async () => {
    const { pdf } = await download(pat, lang);
    expect(pdf.marked).toBe(true);
    // A structure tree (StructTreeRoot) whose document opens with the H1 and holds one H2 per section.
    expect(pdf.roles.slice(0, 2)).toEqual(['Document', 'H1']);
    expect(pdf.roles.filter((r) => r === 'H2')).toHaveLength(6);
    expect(pdf.roles).toEqual(expect.arrayContaining(['P', 'L', 'LI', 'LBody', 'Lbl', 'Figure']));
    expect(pdf.alts).toHaveLength(1);
    expect(pdf.alts[0]).toMatch(lang === 'en-GB' ? /^Chart: glucose profile \(AGP\)/ : /^Gráfico: perfil/);
    expect(pdf.alts[0]).toMatch(/\d\d:\d\d/);
  });

  it('states its language, shows its title, and embeds every font it uses', async () => {
    const { pdf } = await download(pat, lang);
    expect(pdf.lang).toBe(lang);
    expect(pdf.title).toBe(title);
    expect(pdf.displayDocTitle).toBe(true);
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const f of pdf.fonts) expect(f).toEqual({ name: f.name, embedded: true });
  });

  it('carries the name, the date of birth and the print date on every page', async () => {
    const { pdf, printed } = await download(pat, lang);
    expect(pdf.pages).toBeGreaterThan(0);
    for (const page of pdf.pageTexts) {
      expect(page).toContain('Pat Patient');
      expect(page).toContain(dob);
      expect(page).toContain(`${printedOn} ${printed}`);
    }
  });
});

it('says on every page that a date of birth is not recorded, and names the file with the accents kept', async () => {
  const { pdf, disposition, made } = await download(paula, 'es-ES');
  for (const page of pdf.pageTexts) {
    expect(page).toContain('Paula Núñez');
    expect(page).toContain('Fecha de nacimiento: no registrada');
  }
  expect(made).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // ASCII for the clients that read only `filename`, UTF-8 with the accents in `filename*` (RFC 6266).
  expect(disposition).toBe(
    `attachment; filename="summary-Paula-Nunez-${made}.pdf"; filename*=UTF-8''summary-Paula-N%C3%BA%C3%B1ez-${made}.pdf`,
  );
  const en = await download(pat, 'en-GB');
  expect(en.disposition).toContain(`filename="summary-Pat-Patient-${en.made}.pdf"`);
});

it("the Spanish one-pager says the agreed plan's prefilled conclusions in Spanish; what the doctor typed stays", async () => {
  const plan = async (lang: string) =>
    ((await get(s.url, `/user/${pat}/visit-summary?lang=${lang}`, doctor)).body as VisitSummary).plan!;
  const TYPED = 'Agreed: fortnightly check-ins for the next three months.';
  const en = await plan('en-GB');
  const es = await plan('es-ES');
  expect(en.conclusions.length).toBeGreaterThan(0);
  expect(es.conclusions).toHaveLength(en.conclusions.length);
  // The seeded plan was agreed in English: each conclusion an English prefill and the doctor's words.
  const prefills = en.conclusions.map((c) => c.replace(TYPED, '').trim());
  for (const p of prefills) expect(p).toMatch(/area of focus|no area|stood out|score/i);
  const { pdf } = await download(pat, 'es-ES');
  for (const p of prefills) for (const sentence of p.split('. ')) expect(pdf.text).not.toContain(sentence);
  for (const c of es.conclusions) {
    expect(c.endsWith(TYPED)).toBe(true);
    expect(c).toMatch(/puntuación|área/);
  }
  // Its recommendations too: the ticked options in Spanish.
  expect(es.recommendations.length).toBeGreaterThan(0);
  es.recommendations.forEach((r, i) => {
    expect(r.question).toContain('¿');
    expect(r.question).not.toBe(en.recommendations[i]!.question);
  });
  expect(pdf.text).toContain(es.conclusions[0]!.slice(0, 40));
});
