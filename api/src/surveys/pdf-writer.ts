import PDFDocument from 'pdfkit';
import { drawable, fontFaces, type FontName, widthOf, wrap } from './pdf-fonts';

// A top-down writer on A4 pages that a screen reader can read (issue 36 point 4): a tagged PDF whose
// structure (H1, H2, P, lists, a Figure with its alternative text) is the reading order, in the language
// given, with its title shown in the window. Everything drawn is either content of a structure element
// or an artifact (rules, frames, the running footer), as PDF/UA asks; the font is embedded
// (pdf-fonts.ts). Black and grey only, so the page reads the same printed in black and white.

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 36;
export const BLACK = '#000000';
export const GREY = '#595959';
export const LIGHT = '#d9d9d9';
export const MID = '#999999';
/** The running footer's baseline, above the page's foot; content stops above it (`bottom`). */
const FOOTER_BASELINE = A4[1] - 20;

export type StructTag = 'H1' | 'H2' | 'P' | 'Span' | 'Div' | 'L' | 'LI' | 'Lbl' | 'LBody' | 'Figure';
/** A figure's alternative text and its box on the page (left, top, right, bottom; points from the top). */
type FigureOptions = { alt: string; bbox: [number, number, number, number]; placement: 'Block' };
type Element = PDFKit.PDFStructureElement;
type TextOpts = {
  size?: number;
  bold?: boolean;
  x?: number;
  width?: number;
  maxLines?: number;
  grey?: boolean;
  /** The structure element the text is (a paragraph unless said). */
  tag?: StructTag;
};

export interface WriterInfo {
  /** The document's title (its window title too). */
  title: string;
  /** BCP 47, as the Locale values are: the document's /Lang. */
  lang: string;
  /** The line repeated at the foot of every page (the patient's identifiers and the print date). */
  footer: (page: number, pages: number) => string;
}

export class PdfWriter {
  /** The cursor: the top of the next line, in points from the top of the page. */
  y = MARGIN;
  readonly width = A4[0] - 2 * MARGIN;
  /** Where content stops: the running footer is below. */
  readonly bottom = FOOTER_BASELINE - 14;
  private parents: Element[];

  private constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly info: WriterInfo,
  ) {
    const root = doc.struct('Document');
    doc.addStructure(root);
    this.parents = [root];
  }

  static create(info: WriterInfo): PdfWriter {
    const doc = new PDFDocument({
      size: A4,
      margin: 0,
      pdfVersion: '1.7',
      // PDF/A-2a (archival, and "a": tagged with Unicode text) is what pdfkit identifies; PDF/UA-1 is
      // added to the same metadata below. Both need what this writer does: embedded fonts, a title, a
      // language, every content tagged or an artifact.
      subset: 'PDF/A-2a',
      tagged: true,
      lang: info.lang,
      displayTitle: true,
      bufferPages: true,
      autoFirstPage: false,
      // No default font: pdfkit would load Helvetica's metrics, and every text names its face (`face`).
      font: null as unknown as string,
      // pdfkit writes the title into the XML metadata as it is: no markup characters in it.
      info: {
        Title: info.title.replace(/[<>&]/g, ' '),
        Creator: 'Diabetes care portal',
        Producer: 'Diabetes care portal',
      },
    });
    doc.appendXML(
      `<rdf:Description xmlns:pdfuaid="http://www.aiim.org/pdfua/ns/id/" rdf:about=""><pdfuaid:part>1</pdfuaid:part></rdf:Description>`,
    );
    doc.addPage({ size: A4, margin: 0 });
    return new PdfWriter(doc, info);
  }

  /** Sets the face by its name, which pdfkit then keeps it under (typed for file sources only). */
  private face(name: FontName) {
    return this.doc.font(fontFaces()[name] as unknown as Buffer, name);
  }

  /** A structure element under the current parent, its content drawn by `draw`. */
  tagged(tag: StructTag, draw: () => void, options?: FigureOptions) {
    // pdfkit reads the bbox and placement (the Layout attributes a Figure should have); its typings omit them.
    const el = this.doc.struct(tag, options as { alt?: string } | undefined);
    this.parents.at(-1)!.add(el);
    this.parents.push(el);
    // Content drawn straight into this element (a closure) is its marked content; elements created
    // inside `draw` become its children.
    try {
      draw();
    } finally {
      this.parents.pop();
      el.end();
    }
  }

  /** Marks what `draw` puts on the page as content of the current structure element. */
  private content(draw: () => void) {
    this.parents.at(-1)!.add(draw);
  }

  /** A drawing read as its alternative text: everything `draw` puts on the page is the figure's. */
  figure(alt: string, bbox: FigureOptions['bbox'], draw: () => void) {
    this.tagged('Figure', () => this.content(draw), { alt, bbox, placement: 'Block' });
  }

  /** A short text drawn as part of the current content (a chart's axis label), at a baseline. */
  label(text: string, x: number, baseline: number, size: number, color: string) {
    this.line(drawable(text), x, baseline, size, 'regular', color);
  }

  /** Decoration a reader skips (rules, frames, the footer): an artifact, never inside tagged content. */
  artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** One line at a baseline, spaces kept, so a reader gets the words as written. */
  private line(text: string, x: number, baseline: number, size: number, font: FontName, color: string) {
    this.face(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  }

  /** Writes wrapped text at the cursor as one structure element and moves down; answers the lines. */
  text(text: string, opts: TextOpts = {}): number {
    const size = opts.size ?? 9;
    const font: FontName = opts.bold ? 'bold' : 'regular';
    const x = MARGIN + (opts.x ?? 0);
    const lines = wrap(text, size, opts.width ?? this.width - (opts.x ?? 0), opts.maxLines, font);
    if (lines.length === 0) return 0;
    const fits = () => this.y + size * 1.25 <= this.bottom;
    // A text that starts on a new page starts there whole, not with an empty part on this one.
    if (!fits()) this.nextPage();
    this.tagged(opts.tag ?? 'P', () =>
      this.content(() =>
        lines.forEach((l, i) => {
          if (!fits()) this.nextPage();
          this.y += size * 1.25;
          // A space at the end of a wrapped line: extracted or read aloud, the words stay apart.
          this.line(i < lines.length - 1 ? `${l} ` : l, x, this.y, size, font, opts.grey ? GREY : BLACK);
        }),
      ),
    );
    return lines.length;
  }

  /** A list item: its body (and a label, as the plan's bullet) as the list's structure wants. */
  item(text: string, opts: Omit<TextOpts, 'tag'> & { label?: string } = {}): number {
    let used = 0;
    this.tagged('LI', () => {
      if (!opts.label) {
        used = this.text(text, { ...opts, tag: 'LBody' });
        return;
      }
      const size = opts.size ?? 9;
      const indent = widthOf(`${opts.label} `, size);
      const top = this.y;
      this.text(opts.label, { ...opts, maxLines: 1, tag: 'Lbl' });
      this.y = top;
      used = this.text(text, { ...opts, x: (opts.x ?? 0) + indent, tag: 'LBody' });
    });
    return used;
  }

  /** Continues on a new page; what was open (a paragraph, a list) goes on there. */
  nextPage() {
    this.doc.continueOnNewPage({ size: A4, margin: 0 });
    this.y = MARGIN;
  }

  /**
   * Bold lines inside a thick black frame, for what must not be missed on paper (a frame survives a
   * black-and-white printer where colour would not). Each line keeps to `maxLines`.
   */
  boxed(lines: string[], maxLines = 2, size = 9) {
    const pad = 4;
    const top = this.y + 4;
    this.y = top + pad - size * 0.25;
    this.tagged('Div', () => {
      for (const line of lines)
        this.text(line, { size, bold: true, x: pad + 2, width: this.width - 2 * (pad + 2), maxLines });
    });
    this.y += pad;
    const bottom = this.y;
    this.artifact(() =>
      this.doc
        .rect(MARGIN, top, this.width, bottom - top)
        .lineWidth(2)
        .stroke(BLACK),
    );
    this.y += 2;
  }

  /** A section heading (H2) with a rule under it; a little space before. */
  heading(text: string) {
    this.y += 6;
    this.text(text, { size: 11, bold: true, tag: 'H2' });
    this.y += 2;
    const y = this.y;
    this.artifact(() =>
      this.doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.width, y)
        .lineWidth(0.6)
        .stroke(BLACK),
    );
    this.y += 1;
  }

  /** The running footer on every page, then the file's bytes. */
  async save(): Promise<Uint8Array> {
    const { doc } = this;
    this.parents[0]!.end();
    const { start, count } = doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i);
      const text = drawable(this.info.footer(i - start + 1, count));
      this.artifact(() => this.line(text, MARGIN, FOOTER_BASELINE, 7.5, 'regular', BLACK), 'Pagination');
    }
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<void>((resolve, reject) => {
      doc.on('end', resolve);
      doc.on('error', reject);
    });
    doc.end();
    await done;
    return new Uint8Array(Buffer.concat(chunks));
  }
}
