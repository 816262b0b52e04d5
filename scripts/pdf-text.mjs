// Tests only: the text and page count of a PDF, read with Mozilla's PDF.js (the parser browsers use),
// so a test checks what a reader of the file sees, not what our writer meant to write.
// Usage: node scripts/pdf-text.mjs file.pdf  →  {"pages": 1, "text": "…"} on stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The 14 standard fonts' metrics ship with PDF.js; without them it warns on every Helvetica page.
const fonts = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

const data = new Uint8Array(readFileSync(process.argv[2]));
const doc = await getDocument({
  data,
  standardFontDataUrl: fonts,
  useSystemFonts: false,
  isEvalSupported: false,
}).promise;
let text = '';
for (let i = 1; i <= doc.numPages; i++) {
  const page = await doc.getPage(i);
  const content = await page.getTextContent();
  text += content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : ' ') : '')).join('');
}
process.stdout.write(JSON.stringify({ pages: doc.numPages, text }));
