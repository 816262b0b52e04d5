// The one-pager's wording and layout helpers, shared by its sections (visit-pdf.ts and
// visit-glucose-pdf.ts): a text with its values filled in, numbers, percentages and dates in the
// summary's language, and lines set in two columns.
import { type Locale } from '../contracts';
import { type PdfWriter } from './pdf-writer';
import { pick, type Text } from '../leaves/survey-catalogue/types';

const HALF = 262;

export function say(text: Text, lang: Locale, values: Record<string, string | number> = {}): string {
  return Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{${k}}`, String(v)), pick(text, lang));
}
export const num = (lang: Locale, v: number, digits = 1) =>
  new Intl.NumberFormat(lang, { maximumFractionDigits: digits }).format(v);
export const pct = (lang: Locale, v: number) => `${num(lang, v)} %`;
export const day = (lang: Locale, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
export const signed = (lang: Locale, v: number) => (v > 0 ? `+${num(lang, v)}` : num(lang, v));

export /**
 * Two lists side by side, each ≤ HALF wide, one line per item; read left then right. `bold` picks
 * the left items to stress.
 */
function twoLists(w: PdfWriter, left: string[], right: string[], bold: (i: number) => boolean = () => false) {
  const top = w.y;
  w.tagged('L', () =>
    left.forEach((l, i) => w.item(l, { size: 8.5, width: HALF, maxLines: 1, bold: bold(i) })),
  );
  const leftEnd = w.y;
  w.y = top;
  w.tagged('L', () => right.forEach((l) => w.item(l, { size: 8.5, x: HALF + 10, width: HALF, maxLines: 1 })));
  w.y = Math.max(w.y, leftEnd);
}

/** Lines in two columns, left then right: one list split in two. */
export function twoColumns(w: PdfWriter, lines: string[]) {
  const half = Math.ceil(lines.length / 2);
  twoLists(w, lines.slice(0, half), lines.slice(half));
}
