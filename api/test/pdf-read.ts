import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What scripts/pdf-text.mjs reads from a PDF with PDF.js (see its header). */
export interface ReadPdf {
  pages: number;
  text: string;
  pageTexts: string[];
  marked: boolean;
  lang: string | null;
  title: string | null;
  displayDocTitle: boolean;
  roles: string[];
  alts: (string | null)[];
  fonts: { name: string; embedded: boolean }[];
}

/**
 * A PDF as a reader gets it, read by PDF.js in its own process (PDF.js is ESM-only, the tests run as
 * CommonJS); texts with white space collapsed.
 */
export function readPdf(bytes: Uint8Array): ReadPdf {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dcp-pdf-')), 'file.pdf');
  writeFileSync(file, bytes);
  const script = path.resolve(__dirname, '../../scripts/pdf-text.mjs');
  const read = JSON.parse(execFileSync(process.execPath, [script, file], { encoding: 'utf8' })) as ReadPdf;
  const flat = (t: string) => t.replace(/\s+/g, ' ');
  return { ...read, text: flat(read.text), pageTexts: read.pageTexts.map(flat) };
}
