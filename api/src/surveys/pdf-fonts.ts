import path from 'node:path';
import * as fontkit from 'fontkit';
import { apiRoot } from '../paths';

// The PDF one-pager's font and how its text is measured and wrapped (pdf-writer.ts draws it). Liberation
// Sans 2.1.5 (src/surveys/fonts, SIL Open Font License, OFL.txt beside it) is embedded as a subset: it
// has Helvetica's metrics, so the line budgets measured with Helvetica hold, and it draws Spanish and
// the arrows and signs the page uses; a character it cannot draw (an emoji in the patient's words) is
// replaced rather than failing the whole page.

export type FontName = 'regular' | 'bold';
const FONT_FILES: Record<FontName, string> = {
  regular: 'LiberationSans-Regular.ttf',
  bold: 'LiberationSans-Bold.ttf',
};

let cache: { faces: Record<FontName, fontkit.Font>; drawable: Set<number> } | undefined;
/**
 * The faces, opened once per process and handed to every document: pdfkit would open the file again
 * for each one, and decoding its layout tables was most of a page's time (a second and more on a busy
 * machine, against about 0.1 s).
 */
export function fontFaces(): Record<FontName, fontkit.Font> {
  return fonts().faces;
}
function fonts() {
  if (cache) return cache;
  const dir = path.join(apiRoot(), 'src', 'surveys', 'fonts');
  const open = (name: FontName) => {
    const face = fontkit.openSync(path.join(dir, FONT_FILES[name])) as fontkit.Font;
    // fontkit keeps one glyph object per glyph id, with the characters of its first lookup, and pdfkit
    // writes a glyph's text (ToUnicode) from those. Embedding an accented capital looks up its base
    // glyph as a component, with no character: a later document drawing "U" then carried no text for
    // it ("URGENT" read as "RGENT"). Every glyph is looked up by its character first, once.
    for (const cp of face.characterSet) face.glyphForCodePoint(cp);
    return face;
  };
  const faces = { regular: open('regular'), bold: open('bold') };
  return (cache = { faces, drawable: new Set(faces.regular.characterSet) });
}

/** Text the font can draw: white space as single spaces, anything else as '?'. */
export function drawable(text: string): string {
  const { drawable: can } = fonts();
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ')) out += can.has(ch.codePointAt(0)!) ? ch : '?';
  return out;
}

/** Each word's width at 1 pt, per face: see `widthOf`. */
const wordWidths = new Map<string, number>();

/**
 * The width of `text` at `size`: the sum of its words' widths (each laid out once per process: the
 * layout engine costs about a millisecond a call, and wrapping measures every word) and its spaces'.
 * Kerning across a space is left out; it only ever narrows the drawn line.
 */
export function widthOf(text: string, size: number, font: FontName = 'regular'): number {
  const face = fonts().faces[font];
  const one = (word: string) => {
    const key = `${font}\u0000${word}`;
    let w = wordWidths.get(key);
    if (w === undefined) {
      if (wordWidths.size > 20_000) wordWidths.clear();
      w = face.layout(word).advanceWidth / face.unitsPerEm;
      wordWidths.set(key, w);
    }
    return w;
  };
  const words = text.split(' ');
  return size * (words.reduce((sum, w) => sum + one(w), 0) + (words.length - 1) * one(' '));
}

/** Splits text into lines no wider than `width`, at most `maxLines` (the last ends with "…"). */
export function wrap(
  text: string,
  size: number,
  width: number,
  maxLines = Infinity,
  font: FontName = 'regular',
) {
  const words = drawable(text).split(' ');
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (widthOf(next, size, font) <= width || !line) line = next;
    else {
      lines.push(line);
      line = w;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]} …`;
  while (widthOf(last, size, font) > width && last.length > 2) last = `${last.slice(0, -3)} …`;
  kept[maxLines - 1] = last;
  return kept;
}
