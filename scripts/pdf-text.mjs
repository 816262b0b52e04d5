// Tests only: what a reader of a PDF gets, read with Mozilla's PDF.js (the parser browsers use), so a
// test checks the file, not what our writer meant to write: the page count and text (all of it, and
// each page's), and what a screen reader and an archive check look at (issue 36 point 4): whether it
// is tagged, its language, title and whether a viewer shows that title, the structure's roles in
// reading order with each figure's alternative text, and each font a page uses with whether it is
// embedded.
// Usage: node scripts/pdf-text.mjs file.pdf  →  {"pages": 1, "text": "…", "pageTexts": ["…"], …} on stdout.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The 14 standard fonts' metrics ship with PDF.js; without them it warns on every Helvetica page.
const fonts = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts/',
);

const file = readFileSync(process.argv[2]);
const open = (more) =>
  getDocument({ data: new Uint8Array(file), useSystemFonts: false, isEvalSupported: false, ...more }).promise;
const doc = await open({ standardFontDataUrl: fonts });
// Read again without the standard fonts' data, which PDF.js would otherwise put in place of a font
// the file does not embed: a font's file is then missing exactly when the PDF lacks it. Quiet, since
// PDF.js warns on stdout about each font it cannot load.
const bare = await open({ fontExtraProperties: true, verbosity: 0 });

/** The structure's roles depth first ("H1", "P", "Figure"…), and each figure's alternative text. */
function walk(node, roles, alts) {
  if (!node || !('children' in node)) return;
  if (node.role && node.role !== 'Root') roles.push(node.role);
  if (node.role === 'Figure') alts.push(node.alt ?? null);
  for (const child of node.children) walk(child, roles, alts);
}

const pageTexts = [];
const roles = [];
const alts = [];
const used = new Map();
for (let i = 1; i <= doc.numPages; i++) {
  const page = await doc.getPage(i);
  const content = await page.getTextContent();
  pageTexts.push(content.items.map((it) => ('str' in it ? it.str + (it.hasEOL ? '\n' : ' ') : '')).join(''));
  walk(await page.getStructTree(), roles, alts);
  const barePage = await bare.getPage(i);
  const ops = await barePage.getOperatorList();
  ops.fnArray.forEach((fn, k) => {
    if (fn !== OPS.setFont) return;
    const font = barePage.commonObjs.get(ops.argsArray[k][0]);
    used.set(font.name, !font.missingFile);
  });
}
const { info } = await doc.getMetadata();
const markInfo = await doc.getMarkInfo();
const preferences = await doc.getViewerPreferences();
process.stdout.write(
  JSON.stringify({
    pages: doc.numPages,
    text: pageTexts.join(''),
    pageTexts,
    marked: markInfo?.Marked === true,
    lang: info.Language ?? null,
    title: info.Title ?? null,
    displayDocTitle: preferences?.DisplayDocTitle === true,
    roles,
    alts,
    fonts: [...used].map(([name, embedded]) => ({ name, embedded })),
  }),
);
