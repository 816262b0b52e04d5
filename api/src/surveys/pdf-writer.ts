import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

// A top-down writer on one A4 page: a cursor, wrapped lines, headings. Black and grey only, so the
// page reads the same printed in black and white. Helvetica's WinAnsi covers Spanish; anything it
// cannot encode (an emoji in the patient's words) is replaced rather than failing the whole page.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 36;
export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.35, 0.35, 0.35);
export const LIGHT = rgb(0.85, 0.85, 0.85);
export const MID = rgb(0.6, 0.6, 0.6);

const REPLACE: Record<string, string> = { '≥': '>=', '≤': '<=', '−': '-', '→': '->', '↑': '^', '↓': 'v' };

export class PdfWriter {
  y: number;
  readonly width = A4[0] - 2 * MARGIN;
  private constructor(
    readonly doc: PDFDocument,
    readonly page: PDFPage,
    readonly font: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.y = A4[1] - MARGIN;
  }

  static async create(title: string, lang: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title, { showInWindowTitleBar: true });
    doc.setLanguage(lang);
    doc.setCreator('Diabetes care portal');
    doc.setProducer('Diabetes care portal');
    const page = doc.addPage(A4);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, page, font, bold);
  }

  /** Text the standard font can draw: known symbols spelled out, anything else as '?'. */
  safe(text: string): string {
    const ok = new Set(this.font.getCharacterSet());
    let out = '';
    for (const ch of text.replace(/\s+/g, ' ')) {
      const code = ch.codePointAt(0)!;
      out += ok.has(code) ? ch : (REPLACE[ch] ?? '?');
    }
    return out;
  }

  /** Splits text into lines no wider than `width`, at most `maxLines` (the last ends with "…"). */
  wrap(text: string, size: number, width = this.width, maxLines = Infinity, font = this.font): string[] {
    const words = this.safe(text).split(' ');
    const lines: string[] = [];
    let line = '';
    for (const w of words) {
      const next = line ? `${line} ${w}` : w;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = w;
      }
    }
    if (line) lines.push(line);
    if (lines.length <= maxLines) return lines;
    const kept = lines.slice(0, maxLines);
    let last = `${kept[maxLines - 1]} …`;
    while (font.widthOfTextAtSize(last, size) > width && last.length > 2) last = `${last.slice(0, -3)} …`;
    kept[maxLines - 1] = last;
    return kept;
  }

  /** Writes wrapped text at the cursor and moves it down; answers the lines written. */
  text(
    text: string,
    opts: {
      size?: number;
      bold?: boolean;
      x?: number;
      width?: number;
      maxLines?: number;
      grey?: boolean;
    } = {},
  ): number {
    const size = opts.size ?? 9;
    const font = opts.bold ? this.bold : this.font;
    const x = MARGIN + (opts.x ?? 0);
    const lines = this.wrap(text, size, opts.width ?? this.width - (opts.x ?? 0), opts.maxLines, font);
    for (const line of lines) {
      this.y -= size * 1.25;
      this.page.drawText(line, { x, y: this.y, size, font, color: opts.grey ? GREY : BLACK });
    }
    return lines.length;
  }

  /**
   * Bold lines inside a thick black frame, for what must not be missed on paper (a frame survives a
   * black-and-white printer where colour would not). Each line keeps to `maxLines`.
   */
  boxed(lines: string[], maxLines = 2, size = 9) {
    const pad = 4;
    const top = this.y - 4;
    this.y = top - pad + size * 0.25;
    for (const line of lines)
      this.text(line, { size, bold: true, x: pad + 2, width: this.width - 2 * (pad + 2), maxLines });
    this.y -= pad;
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y,
      width: this.width,
      height: top - this.y,
      borderColor: BLACK,
      borderWidth: 2,
    });
    this.y -= 2;
  }

  /** A section heading with a rule under it; a little space before. */
  heading(text: string) {
    this.y -= 6;
    this.text(text, { size: 11, bold: true });
    this.y -= 2;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + this.width, y: this.y },
      thickness: 0.6,
      color: BLACK,
    });
    this.y -= 1;
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
