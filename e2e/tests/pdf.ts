import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';

/**
 * Pages and text of a PDF as PDF.js reads it (scripts/pdf-text.mjs), all of it and each page's, white
 * space collapsed, and whether it is tagged and its language.
 */
export function pdfText(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dcp-e2e-pdf-')), 'file.pdf');
  writeFileSync(file, bytes);
  const script = path.resolve(__dirname, '../../scripts/pdf-text.mjs');
  const out = JSON.parse(execFileSync(process.execPath, [script, file], { encoding: 'utf8' })) as {
    pages: number;
    text: string;
    pageTexts: string[];
    marked: boolean;
    lang: string | null;
  };
  const flat = (t: string) => t.replace(/\s+/g, ' ');
  return { ...out, text: flat(out.text), pageTexts: out.pageTexts.map(flat) };
}

/** Presses the one-pager's "Download PDF" (or `name`) and reads the file it saves, with its name. */
export async function downloadedPdf(page: Page, name = 'Download PDF') {
  const [download] = (await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ])) as [Download, void];
  return { ...pdfText(readFileSync(await download.path())), fileName: download.suggestedFilename() };
}
